/** Admin product writes. Each sets searchWords; the search index row follows via the trigger. */
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../../data/collections.js';
import { toProduct } from '../../data/to-api.js';
import type { Product, ProductDoc } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import type { ProductUpdateInput } from '../../shared/schemas.js';
import { productSearchWords } from '../../shared/text.js';
import { conflict, notFound } from '../http-error.js';

/** The placeholder image the seed ships with web/public. */
export const SAMPLE_PRODUCT_IMAGE = '/images/products/sample.svg';

export function sampleProduct(suffix: string, now: string): ProductDoc {
  const fields = { name: `sample name ${suffix}`, brand: 'sample brand', category: 'sample category' };
  return {
    ...fields,
    slug: `sample-name-${suffix}`,
    image: SAMPLE_PRODUCT_IMAGE,
    price: 0,
    description: 'sample description',
    countInStock: 0,
    rating: 0,
    numReviews: 0,
    createdAt: now,
    updatedAt: now,
    searchWords: productSearchWords(fields),
  };
}

/** Creates a sample product whose slug no other product has (checked in the same transaction). */
export async function createSampleProduct(db: Firestore): Promise<Product> {
  return db.runTransaction(async (tx) => {
    for (;;) {
      const product = sampleProduct(randomBytes(4).toString('hex'), new Date().toISOString());
      const taken = await tx.get(productsCol(db).where('slug', '==', product.slug).limit(1));
      if (!taken.empty) continue;
      const ref = productsCol(db).doc();
      tx.create(ref, product);
      return toProduct(ref.id, product);
    }
  });
}

export async function updateProduct(db: Firestore, id: string, input: ProductUpdateInput): Promise<Product> {
  const ref = productsCol(db).doc(id);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_MSG.productNotFound);
    const sameSlug = await tx.get(productsCol(db).where('slug', '==', input.slug).limit(2));
    if (sameSlug.docs.some((doc) => doc.id !== id)) throw conflict(API_MSG.slugInUse);
    const next: ProductDoc = {
      ...current,
      ...input,
      updatedAt: new Date().toISOString(),
      searchWords: productSearchWords(input),
    };
    tx.set(ref, next);
    return toProduct(id, next);
  });
}

/** Deletes the product and its reviews subcollection. */
export async function deleteProduct(db: Firestore, id: string): Promise<void> {
  const ref = productsCol(db).doc(id);
  if (!(await ref.get()).exists) throw notFound(API_MSG.productNotFound);
  await db.recursiveDelete(ref);
}
