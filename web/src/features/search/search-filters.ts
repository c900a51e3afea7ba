/**
 * The search screen's state is its URL: these helpers read filters from the query string and
 * build the links that change them, so back/forward restores every filter.
 */
import { t } from '@lingui/core/macro';
import { ANY } from '@shared/constants';
import type { SearchFilters } from '@shared/search-filters';
import { parseSearchParams, type SearchParamsResult } from '@shared/search-params';
import type { QueryInput } from '@shared/api-contract';
import { specFilterParams } from '@shared/search-query-string';
import type { SpecFilters } from '@shared/search-spec-filters';
import { priceRangeValue, type PriceRange } from '@shared/shop-settings';
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
    // Only the specification filters in use: the API reads an absent one as no filter.
    ...Object.fromEntries(specFilterParams(filters.specs)),
  };
}

/** Link to the same search with some filters changed; any filter change goes back to page 1. */
export function searchLink(filters: SearchFilters, change: SearchLinkFilters): string {
  return paths.search({ ...filters, page: 1, ...change });
}

export type FilterKey = 'query' | 'category' | 'price' | 'rating' | keyof SpecFilters;
export interface FilterChip {
  /** The filter, with the brand for a brand's chip (each brand is a chip of its own). */
  key: FilterKey | `brand:${string}`;
  label: string;
  /** The same search without this filter. */
  href: string;
}

/** A price range `min-max` in the reader's language, '$min to $max' (called at render time). */
export function priceLabel(price: string, ranges: readonly PriceRange[] = []): string {
  // The owner's label for the range ('Dưới 15 triệu'), else the specification's words.
  const label = ranges.find((range) => priceRangeValue(range) === price)?.label;
  if (label) return label;
  const [min = '', max = ''] = price.split('-');
  return t`$${min} to $${max}`;
}

/** The chips of the filters in use, labelled in the reader's language (called at render time). */
export function activeFilterChips(filters: SearchFilters, priceRanges: readonly PriceRange[] = []): FilterChip[] {
  const chips: FilterChip[] = [];
  const { query, category, rating } = filters;
  if (query !== ANY) chips.push({ key: 'query', label: t`Query: ${query}`, href: searchLink(filters, { query: ANY }) });
  if (category !== ANY)
    chips.push({ key: 'category', label: t`Category: ${category}`, href: searchLink(filters, { category: ANY }) });
  if (filters.price !== ANY) {
    const price = priceLabel(filters.price, priceRanges);
    chips.push({ key: 'price', label: t`Price: ${price}`, href: searchLink(filters, { price: ANY }) });
  }
  if (rating !== null)
    chips.push({ key: 'rating', label: t`Rating: ${rating} & up`, href: searchLink(filters, { rating: null }) });
  return [...chips, ...specChips(filters)];
}

/** A specification filter's value as the shopper reads it ('16 GB or more', '13–14 inches'). */
export function specValueLabel(key: keyof SpecFilters, value: string | number): string {
  switch (key) {
    case 'ram':
    case 'storage':
      return t`${value} GB or more`;
    case 'weight':
      return t`${value} kg or less`;
    case 'gpu':
      return value === 'integrated' ? t`Integrated` : value === 'discrete' ? t`Discrete` : String(value);
    case 'screen': {
      const [from = '', to = ''] = String(value).split('-');
      return from === to ? t`${from} inches` : t`${from}–${to} inches`;
    }
    default:
      return String(value);
  }
}

function specChips(filters: SearchFilters): FilterChip[] {
  const { specs } = filters;
  const without = (change: Partial<SpecFilters>) => searchLink(filters, { specs: { ...specs, ...change } });
  const chips: FilterChip[] = specs.brand.map((brand) => ({
    key: `brand:${brand}`,
    label: t`Brand: ${brand}`,
    href: without({ brand: specs.brand.filter((b) => b !== brand) }),
  }));
  const titles: Record<Exclude<keyof SpecFilters, 'brand'>, (label: string) => string> = {
    ram: (label) => t`RAM: ${label}`,
    storage: (label) => t`Storage: ${label}`,
    gpu: (label) => t`Graphics: ${label}`,
    screen: (label) => t`Screen: ${label}`,
    weight: (label) => t`Weight: ${label}`,
    cpu: (label) => t`Processor: ${label}`,
  };
  for (const key of ['ram', 'storage', 'gpu', 'screen', 'weight', 'cpu'] as const) {
    const value = specs[key];
    if (value === null) continue;
    chips.push({ key, label: titles[key](specValueLabel(key, value)), href: without({ [key]: null }) });
  }
  return chips;
}
