/**
 * One-off migration (query understanding, docs/decisions/0085-vietnamese-query-understanding.md):
 * the search index rows now carry each product's CPU and graphics models and screen panel, which
 * 'i7', 'rtx 4060' and 'oled' are matched against. A row written before has none, so its product
 * would match no such query until its next edit: every row is written again. Safe to run again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../data/collections.js';
import { rebuildSearchIndex } from '../search/search-index-store.js';

export async function rewriteSearchRowsWithModels(db: Firestore): Promise<number> {
  const products = (await productsCol(db).get()).docs.map((doc) => ({ id: doc.id, doc: doc.data() }));
  await rebuildSearchIndex(db, products);
  return products.length;
}
