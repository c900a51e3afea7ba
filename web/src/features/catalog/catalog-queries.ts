/** Catalogue reads straight from Firestore (lite SDK); writes go through /api. */
import { HOME_PRODUCT_COUNT } from '@shared/constants';
import type { Product, ProductWithReviews, Review } from '@shared/entities';
import { firestoreReads } from '@/lib/firestore-reads';

/** Cache keys of these reads (lib/query-store.ts), apart from the API's endpoint names. */
export const CATALOG_KEYS = {
  home: 'catalog:home',
  product: (slug: string) => `catalog:product:${slug}`,
};

/**
 * Shoppers' queries name the published status: drafts are not in the shop, and the rules refuse a
 * query that could return one (firestore.rules, products).
 */
const PUBLISHED = ['status', '==', 'published'] as const;

/** 'Featured Products': the ones an admin featured, newest first; the newest products when none is. */
export async function fetchHomeProducts(): Promise<Product[]> {
  const { getDocs, limit, orderBy, query, where, productsRef } = await firestoreReads();
  const published = where(...PUBLISHED);
  const newestFirst = [orderBy('createdAt', 'desc'), limit(HOME_PRODUCT_COUNT)] as const;
  const featured = await getDocs(query(productsRef(), published, where('featured', '==', true), ...newestFirst));
  const snapshot = featured.empty ? await getDocs(query(productsRef(), published, ...newestFirst)) : featured;
  return snapshot.docs.map((d) => d.data());
}

async function fetchReviews(productId: string): Promise<Review[]> {
  const { getDocs, orderBy, query, reviewsRef } = await firestoreReads();
  const snapshot = await getDocs(query(reviewsRef(productId), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((d) => d.data());
}

/** A published product with its reviews, newest first; null when no product on sale has this slug. */
export async function fetchProductBySlug(slug: string): Promise<ProductWithReviews | null> {
  const { getDocs, limit, query, where, productsRef } = await firestoreReads();
  const snapshot = await getDocs(query(productsRef(), where('slug', '==', slug), where(...PUBLISHED), limit(1)));
  const found = snapshot.docs[0];
  if (!found) return null;
  const product = found.data();
  return { ...product, reviews: await fetchReviews(product._id) };
}
