/** Products written straight to the test database (built by '@test-factories'), plus the index the search reads. */
import { productsCol } from '../../src/data/collections.js';
import { rebuildSearchIndex } from '../../src/search/search-index-store.js';
import type { ProductDoc } from '../../src/shared/entities/catalogue.js';
import { productDoc } from '@test-factories';
import { db } from './test-context.js';

export async function addProduct(overrides: Partial<ProductDoc> = {}): Promise<{ id: string; doc: ProductDoc }> {
  const doc = productDoc(overrides);
  const ref = productsCol(db).doc();
  await ref.set(doc);
  return { id: ref.id, doc };
}

export async function readProduct(id: string): Promise<ProductDoc | undefined> {
  return (await productsCol(db).doc(id).get()).data();
}

/** What the product trigger would build, built at once so search tests need no trigger. */
export async function indexAllProducts(): Promise<void> {
  const snapshot = await productsCol(db).get();
  await rebuildSearchIndex(
    db,
    snapshot.docs.map((doc) => ({ id: doc.id, doc: doc.data() })),
  );
}
