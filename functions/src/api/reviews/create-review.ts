/**
 * POST /api/products/:id/reviews. One transaction creates the review (its id is the author's uid,
 * so a second review is refused) and moves the product's figures by that one review: numReviews
 * plus one, ratingTotal plus its rating, rating the new average. A review costs the same whether
 * the product has 5 reviews or 5,000. A product reviewed before ratingTotal existed gets it
 * computed once, from its stored reviews, in the same transaction; so do ratingCounts, the reviews
 * per number of stars (ADR 0096). `verifiedPurchase` is read in the same transaction: a delivered
 * order of the product by the author (ADR 0097).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { productsCol, reviewsCol } from '../../data/collections.js';
import { nextVersion } from '../../data/version.js';
import { toReview } from '../../shared/to-api.js';
import type { ProductDoc, Review, ReviewDoc } from '../../shared/entities/catalogue.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import { ratingAverage } from '../../shared/rating.js';
import { countRatings, withRating } from '../../shared/rating-counts.js';
import type { RatingCounts } from '../../shared/entities/catalogue.js';
import { hasDeliveredOrderOf } from './verified-purchase.js';
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
  input: { rating: number; comment: string; photos?: string[] },
): Promise<CreatedReview> {
  const productRef = productsCol(db).doc(productId);
  const reviewRef = reviewsCol(db, productId).doc(author.uid);
  return runTransaction(db, async (tx) => {
    const product = (await tx.get(productRef)).data();
    // A draft is not in the shop yet: nobody can review it.
    if (!product || product.status === 'draft') throw notFound(API_MSG.productNotFound);
    if ((await tx.get(reviewRef)).exists) throw conflict(MSG.duplicateReview);
    const before = await figuresBefore(tx, db, productId, product);
    const verifiedPurchase = await hasDeliveredOrderOf(tx, db, author.uid, productId);
    const review: ReviewDoc = {
      name: author.name,
      rating: input.rating,
      comment: input.comment,
      createdAt: new Date().toISOString(),
      helpfulCount: 0,
      ...(verifiedPurchase ? { verifiedPurchase } : {}),
      ...(input.photos?.length ? { photos: input.photos } : {}),
    };
    const numReviews = before.numReviews + 1;
    const ratingTotal = before.ratingTotal + review.rating;
    const rating = ratingAverage(ratingTotal, numReviews);
    const ratingCounts = withRating(before.ratingCounts, review.rating);
    tx.create(reviewRef, review);
    tx.update(productRef, {
      numReviews,
      rating,
      ratingTotal,
      ratingCounts,
      updatedAt: nextVersion(product.updatedAt),
    });
    return { review: toReview(author.uid, review), numReviews, rating };
  });
}

interface ReviewFigures {
  numReviews: number;
  ratingTotal: number;
  ratingCounts: RatingCounts;
}

/** The product's review count, rating sum and reviews per star before this review. */
async function figuresBefore(
  tx: Transaction,
  db: Firestore,
  productId: string,
  product: ProductDoc,
): Promise<ReviewFigures> {
  const { numReviews, ratingTotal, ratingCounts } = product;
  if (ratingTotal !== undefined && ratingCounts !== undefined) return { numReviews, ratingTotal, ratingCounts };
  // Reviewed before a running figure existed: count what is missing once; every later review is incremental.
  const ratings = (await tx.get(reviewsCol(db, productId))).docs.map((doc) => doc.data().rating);
  return {
    numReviews: ratingTotal === undefined ? ratings.length : numReviews,
    ratingTotal: ratingTotal ?? ratings.reduce((sum, value) => sum + value, 0),
    ratingCounts: ratingCounts ?? countRatings(ratings),
  };
}
