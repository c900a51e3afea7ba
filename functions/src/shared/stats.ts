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

/** Number of products per category name. */
export interface CategoryStatsDoc {
  counts: Record<string, number>;
}

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
