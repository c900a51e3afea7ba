/**
 * The search screen's query string (spec section 2 "Search", section 9 defaults) parsed into
 * typed filters. The API and the web's filter state use this one parser, so a URL means the same
 * thing on both sides. Invalid values are errors, not silently defaulted.
 *
 * Written with zod's functional build (zod/mini): the search page parses its URL in the browser on
 * a first visit, and the full zod API weighs about 25 KB (gzip) there and takes ~60 ms to start on
 * a phone; zod/mini's functions let the bundler keep only the few checks used here (ADR 0018).
 */
import { z } from './zod-mini.js';
import {
  ANY,
  defaultSortOrder,
  PAGE_NUMBER_MAX,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SUGGESTION_MIN_CHARS,
  type SortOrder,
} from './constants.js';
import { SORT_ORDERS } from './sort-orders.js';
import type { SearchFilters } from './search-filters.js';
import { searchWords } from './text.js';
import { parseSpecFilters } from './search-spec-filters.js';

export { NO_SPEC_FILTERS, SPEC_FILTER_KEYS, type SpecFilters } from './search-spec-filters.js';

/**
 * The most distinct words one search matches; the rest are ignored and the answer says so. Each
 * word costs the engine a pass over every product it matches, so a query of 100 words would cost
 * seconds of CPU at 25,000 products (docs/decisions/0015-search-engine.md, "Cost of a query").
 */
export const SEARCH_MAX_WORDS = 8;

/** Shorter words match whole words only: a one- or two-letter prefix matches most of the catalogue. */
export const SEARCH_PREFIX_MIN_CHARS = 3;

export interface SearchTerms {
  /** The folded words searched, each once, in the order typed, at most SEARCH_MAX_WORDS. */
  words: string[];
  /** The distinct words past SEARCH_MAX_WORDS, not searched. */
  ignored: string[];
}

/** The words a query is searched by: folded, repeats dropped, the first SEARCH_MAX_WORDS kept. */
export function searchTerms(query: string): SearchTerms {
  const distinct = [...new Set(searchWords(query))];
  return { words: distinct.slice(0, SEARCH_MAX_WORDS), ignored: distinct.slice(SEARCH_MAX_WORDS) };
}

const sortValues = SORT_ORDERS.map((s) => s.value) as [SortOrder, ...SortOrder[]];

const text = (field: string) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(200, `${field} must be at most 200 characters`)),
    z.transform((v: string) => (v === '' ? ANY : v)),
  );

const positiveInt = (field: string, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/, `${field} must be a whole number from 1 to ${max}`)), z.transform(Number)),
    z
      .number()
      .check(
        z.gte(1, `${field} must be a whole number from 1 to ${max}`),
        z.lte(max, `${field} must be a whole number from 1 to ${max}`),
      ),
  );

const searchQuerySchema = z.object({
  query: z._default(text('query'), ANY),
  category: z._default(text('category'), ANY),
  price: z._default(
    z.string().check(
      z.trim(),
      z.regex(/^(all|\d+(\.\d+)?-\d+(\.\d+)?)$/, "price must be 'all' or a range such as 1-50"),
      z.refine(
        (v: string) => v === ANY || Number(v.split('-')[0]) <= Number(v.split('-')[1]),
        'price range minimum must not exceed its maximum',
      ),
    ),
    ANY,
  ),
  rating: z._default(
    z.string().check(z.trim(), z.regex(/^(all|[1-5])$/, "rating must be 'all' or a whole number from 1 to 5")),
    ANY,
  ),
  // No default here: it depends on whether a query is present (defaultSortOrder).
  order: z.optional(z.enum(sortValues, { error: `order must be one of ${sortValues.join(', ')}` })),
  page: z._default(positiveInt('page', PAGE_NUMBER_MAX), 1),
  pageSize: z._default(positiveInt('pageSize', SEARCH_MAX_PAGE_SIZE), SEARCH_PAGE_SIZE),
});

export type SearchParamsResult = { ok: true; filters: SearchFilters } | { ok: false; message: string };

/** Parses raw query parameters; `pricce` (the spec's misspelling) is accepted as `price`. */
export function parseSearchParams(raw: Record<string, unknown>): SearchParamsResult {
  const input: Record<string, unknown> = {};
  for (const key of ['query', 'category', 'price', 'rating', 'order', 'page', 'pageSize'] as const) {
    const value = key === 'price' ? (raw.price ?? raw.pricce) : raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { ok: false, message: `${key} must be given once` };
    input[key] = value;
  }
  const parsed = searchQuerySchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid search' };
  const specs = parseSpecFilters(raw);
  if (!specs.ok) return specs;
  const { price, rating, order, ...rest } = parsed.data;
  const [min, max] = price === ANY ? [] : price.split('-').map(Number);
  return {
    ok: true,
    filters: {
      ...rest,
      order: order ?? defaultSortOrder(rest.query),
      price,
      priceRange: min === undefined || max === undefined ? null : { min, max },
      rating: rating === ANY ? null : Number(rating),
      specs: specs.specs,
    },
  };
}

export type SuggestParamsResult = { ok: true; query: string } | { ok: false; message: string };

/** GET /api/products/suggest?query=: the typed text, at least SUGGESTION_MIN_CHARS characters. */
export function parseSuggestParams(raw: Record<string, unknown>): SuggestParamsResult {
  const query = raw.query;
  if (typeof query !== 'string') return { ok: false, message: 'query must be given once' };
  const parsed = text('query')
    .check(
      z.refine(
        (v: string) => v !== ANY && v.length >= SUGGESTION_MIN_CHARS,
        `query must have at least ${SUGGESTION_MIN_CHARS} characters`,
      ),
    )
    .safeParse(query);
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid query' };
}

export { searchQueryString } from './search-query-string.js';
