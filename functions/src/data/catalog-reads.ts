/**
 * Catalogue reads that the API and the server-rendered pages share, so both show a shopper exactly
 * what the web's own Firestore reads (web/src/features/catalog/catalog-queries.ts) would.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HOME_PRODUCT_COUNT } from '../shared/constants.js';
import { FIRST_NEWEST_PAGE, readReviewPage } from './review-pages.js';
import type { Product, ProductWithReviews } from '../shared/entities/catalogue.js';
import { listedCategoryNames } from '../shared/stats.js';
import { toProduct } from '../shared/to-api.js';
import { categoryStatsDoc, productsCol } from './collections.js';

/** Category names with at least one product, from the counts the product trigger maintains (one read). */
export async function categoryNames(db: Firestore): Promise<string[]> {
  return listedCategoryNames((await categoryStatsDoc(db).get()).data());
}

/** 'Featured Products': the ones an admin featured, newest first; the newest products when none is. */
export async function homeProducts(db: Firestore): Promise<Product[]> {
  const published = productsCol(db).where('status', '==', 'published');
  const newestFirst = (query: typeof published) => query.orderBy('createdAt', 'desc').limit(HOME_PRODUCT_COUNT).get();
  const featured = await newestFirst(published.where('featured', '==', true));
  const snapshot = featured.empty ? await newestFirst(published) : featured;
  return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
}

/** A published product with its first page of reviews, newest first; null for an unknown slug or a draft. */
export async function publishedProductBySlug(db: Firestore, slug: string): Promise<ProductWithReviews | null> {
  const found = await productsCol(db).where('slug', '==', slug).where('status', '==', 'published').limit(1).get();
  const doc = found.docs[0];
  if (!doc) return null;
  const { reviews, nextCursor } = await readReviewPage(db, doc.id, FIRST_NEWEST_PAGE);
  return { ...toProduct(doc.id, doc.data()), reviews, reviewsNextCursor: nextCursor };
}
