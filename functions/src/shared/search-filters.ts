/**
 * A search as the shop runs it: the shape search-params.ts parses a query string into and
 * search-query-string.ts writes back. Its own module so that neither of those imports the other's.
 */
import type { SortOrder } from './constants.js';
import type { SpecFilters } from './search-spec-filters.js';

export interface SearchFilters {
  query: string; // ANY or free text
  category: string; // ANY or a category name
  price: string; // ANY or 'min-max'
  priceRange: { min: number; max: number } | null;
  rating: number | null; // minimum average rating, null for any
  order: SortOrder;
  page: number;
  pageSize: number;
  /** The laptop-specification filters (brand, ram, storage, gpu, screen, weight, cpu): search-spec-filters.ts. */
  specs: SpecFilters;
}
