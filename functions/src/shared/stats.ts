/**
 * Pre-aggregated documents under `stats/`, maintained by triggers, and the number of `searchIndex/`
 * shards (the index's rows are in entities/search.ts).
 */

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

/** Search index shards; a product's shard is derived from its id. */
export const SEARCH_INDEX_SHARDS = 8;
