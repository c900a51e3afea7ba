/**
 * The pure half of search: match the query, filter, order and page the catalogue. No I/O, so it is
 * unit-tested directly and the handler only adds reading shards and the page's product documents.
 */
import { ANY, type SortOrder } from '../shared/constants.js';
import type { SearchFacets } from '../shared/entities/search.js';
import type { SearchFilters } from '../shared/search-filters.js';
import { searchTerms } from '../shared/search-params.js';
import type { SearchIndexRow } from '../shared/entities/search.js';
import type { FacetIndex } from './facets.js';
import { firstInOrder } from './first-in-order.js';
import { foldName, type SearchCatalogue } from './search-catalogue.js';
import type { SpecWordTest } from '../shared/query-understanding/understood.js';
import { slotsStating } from './understood-search.js';

export interface SearchPage {
  /** Product ids of the requested page, in result order. */
  ids: string[];
  page: number;
  pages: number;
  countProducts: number;
  /** The words the partial matches matched, when no product matched every word. */
  showingResultsFor?: string;
  /** The query's distinct words past SEARCH_MAX_WORDS, which were not searched. */
  ignoredWords?: string[];
  /** Each filter's values with the count of products matching the query and every other filter. */
  facets: SearchFacets;
}

export type SearchRowFilters = Pick<
  SearchFilters,
  'query' | 'category' | 'priceRange' | 'rating' | 'order' | 'page' | 'pageSize' | 'specs'
>;

type Compare = (a: SearchIndexRow, b: SearchIndexRow) => number;
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const desc = (a: number | string, b: number | string) => (a < b ? 1 : a > b ? -1 : 0);

/** Every order ends with the id, so equal keys keep one order and pages never overlap or skip. */
const comparators: Record<Exclude<SortOrder, 'relevance'>, Compare> = {
  newest: (a, b) => desc(a.createdAt, b.createdAt) || byId(a, b),
  lowest: (a, b) => a.price - b.price || byId(a, b),
  highest: (a, b) => b.price - a.price || byId(a, b),
  toprated: (a, b) => b.rating - a.rating || b.numReviews - a.numReviews || byId(a, b),
};

type PlainOrder = Exclude<SortOrder, 'relevance'>;

/**
 * Below this many results a page is put in order from the results alone (firstInOrder); above it,
 * by walking the catalogue's rows in that order, worked out once per catalogue version: a broad
 * search's deep page (page 800 of every product) would otherwise sort the whole catalogue per search.
 */
const WALK_ORDER_FROM = 2_000;

/** Per catalogue version (one FacetIndex each): every row's slot in each plain order, built on first use. */
const orderedSlots = new WeakMap<FacetIndex, Map<PlainOrder, Int32Array>>();

function slotsInOrder(index: FacetIndex, order: PlainOrder): Int32Array {
  let byOrder = orderedSlots.get(index);
  if (!byOrder) orderedSlots.set(index, (byOrder = new Map()));
  let slots = byOrder.get(order);
  if (!slots) {
    const compare = comparators[order];
    const { rows } = index;
    slots = Int32Array.from(rows.keys()).sort((a, b) => compare(rows[a]!, rows[b]!));
    byOrder.set(order, slots);
  }
  return slots;
}

/** The first `count` of `matched` slots in `order`: the catalogue's order walked, keeping the matched ones. */
function firstMatchedInOrder(index: FacetIndex, order: PlainOrder, matched: number[], count: number): string[] {
  if (matched.length < WALK_ORDER_FROM) {
    const found = matched.map((slot) => index.rows[slot]!);
    return firstInOrder(found, count, comparators[order]).map((row) => row.id);
  }
  const isMatched = new Uint8Array(index.rows.length);
  for (const slot of matched) isMatched[slot] = 1;
  const ids: string[] = [];
  for (const slot of slotsInOrder(index, order)) {
    if (ids.length >= count) break;
    if (isMatched[slot] === 1) ids.push(index.rows[slot]!.id);
  }
  return ids;
}

/** Ranks an exact name match above any score MiniSearch gives (scores are far below this). */
const EXACT_NAME = 1e9;

/**
 * The ids of the first `count` rows in the asked order. Best Match: a product named exactly as
 * typed comes first, then by the engine's score, then by id. Each row's key is worked out once and
 * kept beside the row, not looked up per comparison, and only the rows up to the page are put in
 * order (firstInOrder): 8 broad words can match the whole catalogue.
 */
function firstIds(
  catalogue: SearchCatalogue,
  order: SortOrder,
  matched: number[],
  count: number,
  query: string,
  scores?: ReadonlyMap<string, number>,
): string[] {
  const index = catalogue.facets();
  // 'Best Match' without a query has nothing to rank by: it reads as the spec's default order.
  if (order !== 'relevance' || !scores)
    return firstMatchedInOrder(index, order === 'relevance' ? 'newest' : order, matched, count);
  const typed = foldName(query);
  const keyed = matched.map((slot) => {
    const row = index.rows[slot]!;
    return { row, key: (catalogue.foldedName(row.id) === typed ? EXACT_NAME : 0) + (scores.get(row.id) ?? 0) };
  });
  return firstInOrder(keyed, count, (a, b) => b.key - a.key || byId(a.row, b.row)).map(({ row }) => row.id);
}

/**
 * `specWords`: specifications an understood query asks for ('i7', 'rtx 4060', 'oled'), which no
 * URL filter carries (understood-search.ts); a candidate must state every one.
 */
export function searchRows(
  catalogue: SearchCatalogue,
  filters: SearchRowFilters,
  specWords: readonly SpecWordTest[] = [],
): SearchPage {
  const terms = filters.query === ANY ? null : searchTerms(filters.query);
  const text = terms && terms.words.length > 0 ? catalogue.text.match(terms.words) : null;
  const index = catalogue.facets();
  const matchedText = text ? textSlots(index, text.scores.keys()) : null;
  const candidates = specWords.length > 0 ? slotsStating(index, matchedText, specWords) : matchedText;
  const { matched, facets } = index.filter(candidates, filters);
  const start = (filters.page - 1) * filters.pageSize;
  const upToPage = firstIds(catalogue, filters.order, matched, start + filters.pageSize, filters.query, text?.scores);
  return {
    ids: upToPage.slice(start),
    page: filters.page,
    pages: Math.ceil(matched.length / filters.pageSize),
    countProducts: matched.length,
    ...(text?.showingResultsFor && matched.length > 0 ? { showingResultsFor: text.showingResultsFor } : {}),
    ...(terms && terms.ignored.length > 0 ? { ignoredWords: terms.ignored } : {}),
    facets,
  };
}

function textSlots(index: FacetIndex, ids: Iterable<string>): number[] {
  const slots: number[] = [];
  for (const id of ids) {
    const slot = index.slot(id);
    if (slot !== undefined) slots.push(slot);
  }
  return slots;
}
