/**
 * Builds search URLs. Kept apart from search-params.ts (and its zod schemas) because the web's
 * route map, loaded on every first visit, needs only this.
 */
import { ANY, defaultSortOrder } from './constants.js';
import type { SearchFilters } from './search-filters.js';
import type { PriceRange } from './shop-settings.js';
import type { SpecFilterKey, SpecFilters } from './search-spec-filters.js';

/** Query string for a search URL, leaving out defaults so URLs stay short and canonical. */
export function searchQueryString(
  filters: Partial<Pick<SearchFilters, 'query' | 'category' | 'price' | 'order' | 'page' | 'specs'>> & {
    rating?: number | null;
  },
): string {
  const params = new URLSearchParams();
  if (filters.category && filters.category !== ANY) params.set('category', filters.category);
  if (filters.query && filters.query !== ANY) params.set('query', filters.query);
  if (filters.price && filters.price !== ANY) params.set('price', filters.price);
  if (filters.rating) params.set('rating', String(filters.rating));
  for (const [key, value] of specFilterParams(filters.specs)) params.set(key, value);
  if (filters.order && filters.order !== defaultSortOrder(filters.query ?? ANY)) params.set('order', filters.order);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/**
 * The specification filters' URL parameters, leaving out the unused ones, in SPEC_FILTER_KEYS
 * order. Here rather than beside their parser: the route map on every first visit needs this and
 * not the parser, and a module both need would bring the parser into the first visit's bundle.
 */
export function specFilterParams(specs: Partial<SpecFilters> | undefined): [SpecFilterKey, string][] {
  if (!specs) return [];
  const params: [SpecFilterKey, string][] = [];
  if (specs.brand && specs.brand.length > 0) params.push(['brand', specs.brand.join(',')]);
  for (const key of ['ram', 'storage', 'gpu', 'screen', 'weight', 'cpu'] as const) {
    const value = specs[key];
    if (value !== null && value !== undefined) params.push([key, String(value)]);
  }
  return params;
}

/**
 * A price range as the search URL carries it: `min-max` (search-params.ts parses it). Here, not in
 * shop-settings.ts (which re-exports it): the home page's price chips need this, and importing
 * shop-settings.ts put the settings form's constants on the home route.
 */
export const priceRangeValue = (range: PriceRange): string => `${range.min}-${range.max}`;
