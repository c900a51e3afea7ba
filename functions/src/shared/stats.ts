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
  words: string[];
  category: string;
  price: number;
  rating: number;
  /** Second key of the 'toprated' order. */
  numReviews: number;
  createdAt: string;
}

export interface SearchIndexShardDoc {
  rows: Record<string, SearchIndexRow>;
}

/** Search index shards; a product's shard is derived from its id. */
export const SEARCH_INDEX_SHARDS = 8;
