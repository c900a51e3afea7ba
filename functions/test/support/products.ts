/** Product fixtures written straight to the test database, plus the index the search reads. */
import { productsCol } from '../../src/data/collections.js';
import { rebuildSearchIndex } from '../../src/search/search-index-store.js';
import type { ProductDoc } from '../../src/shared/entities.js';
import { productSearchWords } from '../../src/shared/text.js';
import { db } from './test-context.js';

let counter = 0;

export function productDoc(overrides: Partial<ProductDoc> = {}): ProductDoc {
  counter += 1;
  const now = new Date(Date.UTC(2025, 0, 1, 0, 0, counter)).toISOString();
  const base = {
    name: `Laptop ${counter}`,
    slug: `laptop-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    image: '/images/products/sample.svg',
    price: 500,
    description: 'A laptop',
    category: 'Laptops',
    brand: 'Acme',
    countInStock: 10,
    rating: 0,
    numReviews: 0,
    createdAt: now,
    updatedAt: now,
    status: 'published' as const,
    ...overrides,
  };
  return { ...base, searchWords: productSearchWords(base) };
}

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
