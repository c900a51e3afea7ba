/** Pre-aggregated documents under `stats/` and `searchIndex/`, maintained by triggers. */

export interface SummaryStatsDoc {
  numUsers: number;
  numOrders: number;
  totalSales: number;
}

/** Sales per calendar day (UTC, 'YYYY-MM-DD'). */
export interface SalesStatsDoc {
  days: Record<string, number>;
}

/** Number of products per category name; keys are categoryCountKey(name), read with categoryCounts. */
export interface CategoryStatsDoc {
  counts: Record<string, number>;
}

/**
 * Category names are the admin's free text, and some cannot be a map key as they are: the Firestore
 * SDK builds maps as plain objects, where a key `__proto__` sets the prototype and is lost on write
 * and on read, and Firestore reserves keys of the form `__name__`. Such names, and names starting
 * with the escape mark itself, are stored behind a leading '~'; every other name is its own key,
 * so documents written before this read unchanged.
 */
const COUNT_KEY_ESCAPE = '~';
export const categoryCountKey = (name: string): string =>
  name.startsWith('__') || name.startsWith(COUNT_KEY_ESCAPE) ? COUNT_KEY_ESCAPE + name : name;

/**
 * The counts by category name, as a Map: a plain object indexed by a name such as `constructor`
 * or `toString` would answer Object.prototype's member where no count is stored.
 */
export function categoryCounts(doc: Partial<CategoryStatsDoc> | undefined): Map<string, number> {
  return new Map(
    Object.entries(doc?.counts ?? {}).map(([key, count]) => [
      key.startsWith(COUNT_KEY_ESCAPE) ? key.slice(COUNT_KEY_ESCAPE.length) : key,
      count,
    ]),
  );
}

/** Category names with at least one product, in the shop's order (names as the shopper reads them). */
export const listedCategoryNames = (doc: Partial<CategoryStatsDoc> | undefined): string[] =>
  [...categoryCounts(doc)]
    .filter(([, count]) => count > 0)
    .map(([name]) => name)
    .sort((a, b) => a.localeCompare(b));

/** One product as the search handler needs it: small enough for thousands per document. */
export interface SearchIndexRow {
  id: string;
  /** The text fields the search engine indexes (functions/src/search/product-text-index.ts). */
  name: string;
  brand: string;
  description: string;
  category: string;
  price: number;
  rating: number;
  /** Second key of the 'toprated' order. */
  numReviews: number;
  createdAt: string;
  /**
   * The filterable specifications (docs/decisions/0025-faceted-search-and-index-snapshot.md), each
   * absent when the product does not say: such a product matches no filter on that value.
   */
  specs?: SearchIndexSpecs;
}

/** The laptop specifications search filters and counts by (shared/laptop-specs.ts). */
export interface SearchIndexSpecs {
  cpuBrand?: string;
  ramGb?: number;
  storageGb?: number;
  gpuKind?: string;
  screenInches?: number;
  weightKg?: number;
  /** The CPU's family and model ('Core i7 1355U'), matched word by word by an understood query ('i7'). */
  cpuModel?: string;
  /** The graphics' model ('NVIDIA GeForce RTX 4060'), for 'rtx 4060'. */
  gpuModel?: string;
  /** The screen's panel ('OLED'), for 'oled'. */
  panel?: string;
}

/**
 * A SearchIndexRow packed into one string, keyed by product id in its shard (functions/src/search/
 * search-index-row.ts packs and unpacks): a shard of strings reads about 3x faster than one of maps.
 */
export type PackedSearchIndexRow = string;

export interface SearchIndexShardDoc {
  rows: Record<string, PackedSearchIndexRow>;
}

/**
 * Rewritten with a new random value in the same commit as any shard row, so a reader that sees an
 * unchanged version may reuse the shards it read before (docs/decisions/0006-search.md "Shard cache").
 * Random rather than a counter: a counter would repeat its values after the data is wiped and rebuilt.
 */
export interface SearchIndexVersionDoc {
  version: string;
}

/** Search index shards; a product's shard is derived from its id. */
export const SEARCH_INDEX_SHARDS = 8;
