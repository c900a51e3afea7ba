/**
 * POST /api/products/:id/reviews. One transaction creates the review (its id is the author's uid,
 * so a second review is refused) and recomputes numReviews and rating from every review of the
 * product, read in that transaction: the figures always equal the stored reviews, at the cost of
 * reading them all (a product has few reviews; a running sum would drift if reviews were ever
 * edited or removed outside this path).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol, reviewsCol } from '../../data/collections.js';
import { nextVersion } from '../../data/version.js';
import { toReview } from '../../shared/to-api.js';
import type { Review, ReviewDoc } from '../../shared/entities.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import { averageRating } from '../../shared/rating.js';
import { conflict, notFound } from '../../http-error.js';
import { runTransaction } from '../../data/run-transaction.js';

export interface ReviewAuthor {
  uid: string;
  /** The account's public name (never an email address, see shared/public-name.ts). */
  name: string;
}

export interface CreatedReview {
  review: Review;
  numReviews: number;
  rating: number;
}

export async function createReview(
  db: Firestore,
  productId: string,
  author: ReviewAuthor,
  input: { rating: number; comment: string },
): Promise<CreatedReview> {
  const productRef = productsCol(db).doc(productId);
  const reviewRef = reviewsCol(db, productId).doc(author.uid);
  return runTransaction(db, async (tx) => {
    const product = (await tx.get(productRef)).data();
    // A draft is not in the shop yet: nobody can review it.
    if (!product || product.status === 'draft') throw notFound(API_MSG.productNotFound);
    if ((await tx.get(reviewRef)).exists) throw conflict(MSG.duplicateReview);
    const others = await tx.get(reviewsCol(db, productId));
    const review: ReviewDoc = {
      name: author.name,
      rating: input.rating,
      comment: input.comment,
      createdAt: new Date().toISOString(),
    };
    const ratings = [...others.docs.map((doc) => doc.data().rating), review.rating];
    const numReviews = ratings.length;
    const rating = averageRating(ratings);
    tx.create(reviewRef, review);
    tx.update(productRef, { numReviews, rating, updatedAt: nextVersion(product.updatedAt) });
    return { review: toReview(author.uid, review), numReviews, rating };
  });
}
