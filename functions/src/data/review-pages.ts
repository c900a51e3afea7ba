/**
 * One page of a product's reviews in either order, with or without a star filter, after a cursor
 * (shared/review-cursor.ts). Newest first sorts on the date; most helpful first on the helpful
 * count, then the date; the document id breaks ties in both. A star filter adds `rating ==` in
 * front: those queries use the composite indexes in firestore.indexes.json.
 */
import { FieldPath } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { REVIEW_PAGE_SIZE } from '../shared/constants.js';
import type { ReviewPage } from '../shared/entities/catalogue.js';
import { encodeReviewCursor, type ReviewCursor } from '../shared/review-cursor.js';
import type { ReviewSort } from '../shared/review-limits.js';
import { toReview } from '../shared/to-api.js';
import { reviewsCol } from './collections.js';

export interface ReviewListOptions {
  sort: ReviewSort;
  /** Only reviews of this many stars; null for all. */
  stars: number | null;
  after: ReviewCursor | null;
}

export const FIRST_NEWEST_PAGE: ReviewListOptions = { sort: 'newest', stars: null, after: null };

export async function readReviewPage(
  db: Firestore,
  productId: string,
  { sort, stars, after }: ReviewListOptions,
): Promise<ReviewPage> {
  let query = stars === null ? reviewsCol(db, productId) : reviewsCol(db, productId).where('rating', '==', stars);
  if (sort === 'helpful') query = query.orderBy('helpfulCount', 'desc');
  query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (after) {
    query =
      sort === 'helpful'
        ? query.startAfter(after.helpfulCount ?? 0, after.createdAt, after.id)
        : query.startAfter(after.createdAt, after.id);
  }
  // One row more than the page tells whether another page follows, without counting the collection.
  const snapshot = await query.limit(REVIEW_PAGE_SIZE + 1).get();
  const reviews = snapshot.docs.slice(0, REVIEW_PAGE_SIZE).map((doc) => toReview(doc.id, doc.data()));
  const last = reviews.at(-1);
  const more = snapshot.docs.length > REVIEW_PAGE_SIZE && last !== undefined;
  return {
    reviews,
    nextCursor: more
      ? encodeReviewCursor({ createdAt: last.createdAt, id: last._id, helpfulCount: last.helpfulCount }, sort)
      : null,
  };
}
