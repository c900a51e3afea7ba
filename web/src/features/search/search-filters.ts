/**
 * The search screen's state is its URL: these helpers read filters from the query string and
 * build the links that change them, so back/forward restores every filter.
 */
import { t } from '@lingui/core/macro';
import { ANY } from '@shared/constants';
import { parseSearchParams, type SearchFilters, type SearchParamsResult } from '@shared/search-params';
import type { QueryInput } from '@shared/api-contract';
import { paths, type SearchLinkFilters } from '@/config/paths';

/** A key given twice stays an array, which the shared parser reports instead of picking one. */
export function readSearchParams(params: URLSearchParams): SearchParamsResult {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return parseSearchParams(raw);
}

/** The API's search query: every filter spelled out, the price range as `price`. */
export function apiSearchQuery(filters: SearchFilters): QueryInput<'searchProducts'> {
  return {
    page: String(filters.page),
    query: filters.query,
    category: filters.category,
    price: filters.price,
    rating: filters.rating === null ? ANY : String(filters.rating),
    order: filters.order,
  };
}

/** Link to the same search with some filters changed; any filter change goes back to page 1. */
export function searchLink(filters: SearchFilters, change: SearchLinkFilters): string {
  return paths.search({ ...filters, page: 1, ...change });
}

export type FilterKey = 'query' | 'category' | 'price' | 'rating';
export interface FilterChip {
  key: FilterKey;
  label: string;
  /** The same search without this filter. */
  href: string;
}

/** A price range `min-max` in the reader's language, '$min to $max' (called at render time). */
export function priceLabel(price: string): string {
  const [min = '', max = ''] = price.split('-');
  return t`$${min} to $${max}`;
}

/** The chips of the filters in use, labelled in the reader's language (called at render time). */
export function activeFilterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const { query, category, rating } = filters;
  if (query !== ANY) chips.push({ key: 'query', label: t`Query: ${query}`, href: searchLink(filters, { query: ANY }) });
  if (category !== ANY)
    chips.push({ key: 'category', label: t`Category: ${category}`, href: searchLink(filters, { category: ANY }) });
  if (filters.price !== ANY) {
    const price = priceLabel(filters.price);
    chips.push({ key: 'price', label: t`Price: ${price}`, href: searchLink(filters, { price: ANY }) });
  }
  if (rating !== null)
    chips.push({ key: 'rating', label: t`Rating: ${rating} & up`, href: searchLink(filters, { rating: null }) });
  return chips;
}
