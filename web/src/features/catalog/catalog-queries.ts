/** Catalogue reads straight from Firestore (lite SDK); writes go through /api. */
import { REVIEW_PAGE_SIZE } from '@shared/constants';
import { encodeCursor } from '@shared/page-cursor';
import type { ProductWithReviews, Review } from '@shared/entities/catalogue';
import { firestoreReads } from '@/lib/firestore-reads';

/** Cache keys of these reads (lib/query-store.ts), apart from the API's endpoint names. */
export const CATALOG_KEYS = {
  product: (slug: string) => `catalog:product:${slug}`,
};

/**
 * Shoppers' queries name the published status: drafts are not in the shop, and the rules refuse a
 * query that could return one (firestore.rules, products).
 */
const PUBLISHED = ['status', '==', 'published'] as const;

/**
 * The first REVIEW_PAGE_SIZE reviews, newest first, and the cursor of the next page, which the
 * product page asks the API for (productReviews). Ties on createdAt go by id, descending, as the
 * API orders them (functions/src/data/newest-first-page.ts); '__name__' is what documentId() stands for.
 */
async function fetchFirstReviews(
  productId: string,
): Promise<Pick<ProductWithReviews, 'reviews' | 'reviewsNextCursor'>> {
  const { getDocs, limit, orderBy, query, reviewsRef } = await firestoreReads();
  const snapshot = await getDocs(
    query(
      reviewsRef(productId),
      orderBy('createdAt', 'desc'),
      orderBy('__name__', 'desc'),
      limit(REVIEW_PAGE_SIZE + 1),
    ),
  );
  const reviews: Review[] = snapshot.docs.slice(0, REVIEW_PAGE_SIZE).map((d) => d.data());
  const last = reviews.at(-1);
  const more = snapshot.docs.length > REVIEW_PAGE_SIZE && last !== undefined;
  return { reviews, reviewsNextCursor: more ? encodeCursor({ sortKey: last.createdAt, id: last._id }) : null };
}

/** A published product with its first page of reviews, newest first; null when no product on sale has this slug. */
export async function fetchProductBySlug(slug: string): Promise<ProductWithReviews | null> {
  const { getDocs, limit, query, where, productsRef } = await firestoreReads();
  const snapshot = await getDocs(query(productsRef(), where('slug', '==', slug), where(...PUBLISHED), limit(1)));
  const found = snapshot.docs[0];
  if (!found) return null;
  const product = found.data();
  return { ...product, ...(await fetchFirstReviews(product._id)) };
}
