/**
 * Search: what the shop's search answers (results, facets, suggestions) and the index the search
 * handler reads (`searchIndex/`, maintained by triggers).
 */
import type { Product } from './catalogue.js';

export interface SearchResult {
  products: Product[];
  page: number;
  pages: number;
  countProducts: number;
  /**
   * Set when no product matched every word of the query and these are the best partial matches:
   * the words they matched, for the screen's 'Showing results for …'.
   */
  showingResultsFor?: string;
  /**
   * Set when the query had more distinct words than SEARCH_MAX_WORDS (search-params.ts): the
   * words left out of the search, for the screen's 'Only the first 8 words were searched'.
   */
  ignoredWords?: string[];
  /**
   * Per filter, its values with the count of products that match the query and every other active
   * filter (docs/decisions/0025-faceted-search-and-index-snapshot.md). A threshold's count is what
   * choosing it would find: ramGb 16 counts 16 GB or more, weightKg 1.5 counts 1.5 kg or less.
   */
  facets?: SearchFacets;
}

/** A filter value and how many products choosing it would show. */
export interface SearchFacetCount<T extends string | number> {
  value: T;
  count: number;
}

/** The search filters' values with counts; values are those the catalogue has, in the order shown. */
export interface SearchFacets {
  category: SearchFacetCount<string>[];
  /** n stars and up. */
  rating: SearchFacetCount<number>[];
  brand: SearchFacetCount<string>[];
  /** n GB or more. */
  ramGb: SearchFacetCount<number>[];
  /** n GB or more. */
  storageGb: SearchFacetCount<number>[];
  gpuKind: SearchFacetCount<string>[];
  /** Whole-inch bands such as '13-14' (13.0 up to but not including 15.0). */
  screenInches: SearchFacetCount<string>[];
  /** n kg or less. */
  weightKg: SearchFacetCount<number>[];
  cpuBrand: SearchFacetCount<string>[];
}

/** GET /api/products/suggest: what the header's search box offers while the shopper types. */
export interface SearchSuggestions {
  products: Pick<Product, '_id' | 'slug' | 'name' | 'image' | 'price'>[];
  categories: string[];
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
  /**
   * The filterable specifications (docs/decisions/0025-faceted-search-and-index-snapshot.md), each
   * absent when the product does not say: such a product matches no filter on that value.
   */
  specs?: SearchIndexSpecs;
  /**
   * A product sold in configurations: each one's RAM and storage (the product's with the variant's
   * applied, repeats left out). The specification filters match the product when one configuration
   * matches them all (docs/decisions/0101-product-variants.md); missing on a product without variants.
   */
  variants?: SearchIndexVariant[];
}

export interface SearchIndexVariant {
  ramGb?: number;
  storageGb?: number;
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
  /**
   * Counts the index's versions (a server-side increment, so row writes stay blind). An instance
   * whose catalogue is one version behind applies `changedId`'s row from this document instead of
   * reading every shard (docs/decisions/0090-phone-filters-and-fast-index-update.md).
   */
  seq?: number;
  /** The product whose row this version changed; null when the version is a rebuild of every shard. */
  changedId?: string | null;
  /** That product's row as its shard now holds it; null when it left the index (deleted, draft). */
  changedRow?: PackedSearchIndexRow | null;
}
