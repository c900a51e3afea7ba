/**
 * GET /api/products/search and /api/products/suggest on Firestore: the search backend finds the
 * page's product ids (embedded: 1 read while this instance's catalogue is current, else 1 + shards
 * + 1), then only the page's product documents are read. Billed reads <= pageSize + 10 on any page.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../data/collections.js';
import { toProduct } from '../shared/to-api.js';
import { SUGGESTION_PRODUCT_COUNT } from '../shared/constants.js';
import type { Product, ProductDoc } from '../shared/entities/catalogue.js';
import type { SearchSuggestions } from '../shared/entities/search.js';
import type { SearchFilters } from '../shared/search-filters.js';
import type { SearchSynonym } from '../shared/query-understanding/synonyms.js';
import type { UnderstoodSearchResult } from '../shared/query-understanding/understood.js';
import { embeddedSearchBackend, type SearchBackend } from './search-backend.js';

export interface SearchOutcome<T> {
  result: T;
  /** Documents read (billed): the backend's reads plus the page's products. */
  reads: number;
}

async function readProducts(db: Firestore, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => productsCol(db).doc(id)));
  // A row can outlive its product by the trigger's latency; such a product is left out, not an error.
  return snapshots.flatMap((s) => {
    const doc = s.data() as ProductDoc | undefined;
    return doc ? [toProduct(s.id, doc)] : [];
  });
}

/**
 * `understanding`: the shop's synonyms, to understand the query (docs/decisions/0085-vietnamese-
 * query-understanding.md); without it the query is searched as typed.
 */
export async function runSearch(
  db: Firestore,
  filters: SearchFilters,
  backend: SearchBackend = embeddedSearchBackend(db),
  understanding?: { synonyms: readonly SearchSynonym[] },
): Promise<SearchOutcome<UnderstoodSearchResult>> {
  const { page, reads, understood } = await backend.findPage(filters, understanding?.synonyms);
  const { ids, ...paging } = page;
  const products = await readProducts(db, ids);
  return {
    result: { products, ...paging, ...(understood && understood.length > 0 ? { understood } : {}) },
    reads: reads + ids.length,
  };
}

/** The header's dropdown: the best few products for the typed text, and the categories it matches. */
export async function runSuggest(
  db: Firestore,
  query: string,
  backend: SearchBackend = embeddedSearchBackend(db),
): Promise<SearchOutcome<SearchSuggestions>> {
  const { ids, categories, reads } = await backend.suggest(query, SUGGESTION_PRODUCT_COUNT);
  const products = (await readProducts(db, ids)).map(({ _id, slug, name, image, price }) => ({
    _id,
    slug,
    name,
    image,
    price,
  }));
  return { result: { products, categories }, reads: reads + ids.length };
}
