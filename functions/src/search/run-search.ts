/**
 * GET /api/products/search on Firestore: the index rows (1 read while this instance's copy of the
 * shards is current, else 1 + shards + 1), the page in memory, then only the page's product
 * documents. Billed reads <= pageSize + 10 on any page.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../data/collections.js';
import { toProduct } from '../data/to-api.js';
import type { Product, ProductDoc, SearchResult } from '../shared/entities.js';
import type { SearchFilters } from '../shared/search-params.js';
import { readAllSearchRows } from './search-index-store.js';
import { searchRows } from './search-rows.js';

export interface SearchOutcome {
  result: SearchResult;
  /** Documents read (billed): the shards plus the page's products. */
  reads: number;
}

export async function runSearch(db: Firestore, filters: SearchFilters): Promise<SearchOutcome> {
  const index = await readAllSearchRows(db);
  const page = searchRows(index.rows, filters);
  let products: Product[] = [];
  if (page.ids.length > 0) {
    const snapshots = await db.getAll(...page.ids.map((id) => productsCol(db).doc(id)));
    // A row can outlive its product by the trigger's latency; such a product is left out, not an error.
    products = snapshots.flatMap((s) => {
      const doc = s.data() as ProductDoc | undefined;
      return doc ? [toProduct(s.id, doc)] : [];
    });
  }
  const { ids: _ids, ...paging } = page;
  void _ids;
  return { result: { products, ...paging }, reads: index.reads + page.ids.length };
}
