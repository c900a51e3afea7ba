/**
 * The pure half of search: filter, order and page the index rows. No I/O, so it is unit-tested
 * directly and the handler only adds reading shards and the page's product documents.
 */
import { ANY, type SortOrder } from '../shared/constants.js';
import type { SearchFilters } from '../shared/search-params.js';
import type { SearchIndexRow } from '../shared/stats.js';
import { searchWords } from '../shared/text.js';

export interface SearchPage {
  /** Product ids of the requested page, in result order. */
  ids: string[];
  page: number;
  pages: number;
  countProducts: number;
}

export type SearchRowFilters = Pick<
  SearchFilters,
  'query' | 'category' | 'priceRange' | 'rating' | 'order' | 'page' | 'pageSize'
>;

function matcher(filters: SearchRowFilters): (row: SearchIndexRow) => boolean {
  const queryWords = filters.query === ANY ? [] : searchWords(filters.query);
  const { category, priceRange, rating } = filters;
  return (row) => {
    if (category !== ANY && row.category !== category) return false;
    if (priceRange && (row.price < priceRange.min || row.price > priceRange.max)) return false;
    if (rating !== null && row.rating < rating) return false;
    if (queryWords.length === 0) return true;
    const words = new Set(row.words);
    return queryWords.every((word) => words.has(word));
  };
}

const byId = (a: SearchIndexRow, b: SearchIndexRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const desc = (a: number | string, b: number | string) => (a < b ? 1 : a > b ? -1 : 0);

/** Every order ends with the id, so equal keys keep one order and pages never overlap or skip. */
const comparators: Record<SortOrder, (a: SearchIndexRow, b: SearchIndexRow) => number> = {
  newest: (a, b) => desc(a.createdAt, b.createdAt) || byId(a, b),
  lowest: (a, b) => a.price - b.price || byId(a, b),
  highest: (a, b) => b.price - a.price || byId(a, b),
  toprated: (a, b) => b.rating - a.rating || b.numReviews - a.numReviews || byId(a, b),
};

export function searchRows(rows: Iterable<SearchIndexRow>, filters: SearchRowFilters): SearchPage {
  const matches = matcher(filters);
  const found: SearchIndexRow[] = [];
  for (const row of rows) if (matches(row)) found.push(row);
  found.sort(comparators[filters.order]);
  const start = (filters.page - 1) * filters.pageSize;
  return {
    ids: found.slice(start, start + filters.pageSize).map((row) => row.id),
    page: filters.page,
    pages: Math.ceil(found.length / filters.pageSize),
    countProducts: found.length,
  };
}
