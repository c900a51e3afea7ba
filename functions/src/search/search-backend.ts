/**
 * The seam between the API and whatever answers a search. Today: the embedded engine, a MiniSearch
 * index of the sharded index rows kept in the function instance. When the catalogue outgrows it
 * (docs/decisions/0015-search-engine.md: about 25,000 products), an external engine (Typesense,
 * Algolia or Elastic through its Firebase extension, which mirrors `products` itself) implements
 * this interface, and runSearch and the suggestion route stay as they are.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ANY } from '../shared/constants.js';
import type { SearchFilters } from '../shared/search-filters.js';
import { NO_SPEC_FILTERS, searchTerms } from '../shared/search-params.js';
import { SEARCH_INDEX_SHARDS } from '../shared/stats.js';
import { matchingCategories } from './product-text-index.js';
import type { SearchSynonym } from '../shared/query-understanding/synonyms.js';
import type { UnderstoodPhrase } from '../shared/query-understanding/understood.js';
import { readSearchCatalogue } from './search-index-store.js';
import { understandSearch } from './understood-search.js';
import { searchRows, type SearchPage } from './search-rows.js';

/** The best few products for the typed text, ranked as 'Best Match' over the whole catalogue. */
const suggestionFilters = (query: string, limit: number): SearchFilters => ({
  query,
  category: ANY,
  price: ANY,
  priceRange: null,
  rating: null,
  order: 'relevance',
  page: 1,
  pageSize: limit,
  specs: NO_SPEC_FILTERS,
});

export interface SearchBackend {
  /**
   * One page of product ids and the paging figures; reads are the billed document reads it cost.
   * With `synonyms`, the query is understood first (understood-search.ts) and the answer says what
   * was understood; without, it is searched as typed.
   */
  findPage(
    filters: SearchFilters,
    synonyms?: readonly SearchSynonym[],
  ): Promise<{ page: SearchPage; reads: number; understood?: UnderstoodPhrase[] }>;
  /**
   * For the suggestion box: the ids of the best `limit` products matching every typed word (no
   * partial matches: in a dropdown they would read as answers) and the matching category names.
   */
  suggest(query: string, limit: number): Promise<{ ids: string[]; categories: string[]; reads: number }>;
}

export function embeddedSearchBackend(db: Firestore, shards: number = SEARCH_INDEX_SHARDS): SearchBackend {
  return {
    async findPage(filters, synonyms) {
      const { catalogue, reads } = await readSearchCatalogue(db, shards);
      if (!synonyms) return { page: searchRows(catalogue, filters), reads };
      const understood = understandSearch(catalogue, filters, synonyms);
      return {
        page: searchRows(catalogue, understood.filters, understood.specWords),
        reads,
        understood: understood.understood,
      };
    },
    async suggest(query, limit) {
      const { catalogue, reads } = await readSearchCatalogue(db, shards);
      const page = searchRows(catalogue, suggestionFilters(query, limit));
      return {
        ids: page.showingResultsFor ? [] : page.ids,
        categories: matchingCategories(catalogue.categories(), searchTerms(query).words),
        reads,
      };
    },
  };
}
