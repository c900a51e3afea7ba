/**
 * The reads behind compare and "Similar laptops" (docs/decisions/0024-laptop-specifications-and-compare.md),
 * shared by the API and the server-rendered pages so both show the same products.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { rankSimilar } from '../shared/compare.js';
import { SIMILAR_COUNT } from '../shared/constants.js';
import type { CompareProducts, Product } from '../shared/entities/catalogue.js';
import { toProduct } from '../shared/to-api.js';
import { productInConfiguration } from '../shared/product-variants.js';
import { productsCol } from './collections.js';

/** How many products of the same category the ranking looks at: bounded, so a big category costs the same. */
const SIMILAR_CANDIDATES = 40;

/**
 * The published products among `ids`, in that order (at most MAX_COMPARE reads); the others are
 * named as dropped. An id `{productId}:{variantId}` is that configuration (its price, stock and
 * specifications); a configuration the product does not have is dropped.
 */
export async function compareProducts(db: Firestore, ids: readonly string[]): Promise<CompareProducts> {
  const named = ids.map((id) => id.split(':') as [string, string | undefined]);
  const snapshots = await Promise.all(named.map(([productId]) => productsCol(db).doc(productId).get()));
  const products: Product[] = [];
  const dropped: string[] = [];
  snapshots.forEach((snapshot, index) => {
    const doc = snapshot.data();
    const variantId = named[index]?.[1];
    // A draft answers like a missing product, as every shopper read does.
    const product = doc && (doc.status ?? 'published') === 'published' ? toProduct(snapshot.id, doc) : null;
    const shown = product && variantId !== undefined ? productInConfiguration(product, variantId) : product;
    if (shown) products.push(shown);
    else dropped.push(ids[index] ?? snapshot.id);
  });
  return { products, dropped };
}

/**
 * Up to SIMILAR_COUNT published products nearest to `product` (shared/compare.ts ranks them), from a
 * bounded candidate set: its category's products, and only when those are too few, the newest
 * published products as well (the home grid's query, so no extra index).
 */
export async function similarProducts(db: Firestore, product: Product): Promise<Product[]> {
  const published = productsCol(db).where('status', '==', 'published');
  const sameCategory = await published.where('category', '==', product.category).limit(SIMILAR_CANDIDATES).get();
  let candidates = sameCategory.docs.map((doc) => toProduct(doc.id, doc.data()));
  if (candidates.filter((candidate) => candidate._id !== product._id).length < SIMILAR_COUNT) {
    const newest = await published.orderBy('createdAt', 'desc').limit(SIMILAR_CANDIDATES).get();
    candidates = [...candidates, ...newest.docs.map((doc) => toProduct(doc.id, doc.data()))];
  }
  return rankSimilar(product, candidates);
}
