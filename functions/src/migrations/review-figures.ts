/**
 * Migration (ADR 0096): products reviewed before ratingCounts get their reviews counted per star,
 * with numReviews, ratingTotal and rating counted from the same reviews; reviews written before
 * helpful votes get helpfulCount 0 (the most-helpful order sorts on it, and a query leaves out a
 * document without the field). Counting from the reviews makes it safe to run again: a second run
 * finds every figure already equal and writes nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol, reviewsCol } from '../data/collections.js';
import { runTransaction } from '../data/run-transaction.js';
import { ratingAverage } from '../shared/rating.js';
import { countRatings } from '../shared/rating-counts.js';

export interface ReviewFiguresMigrated {
  products: number;
  reviews: number;
}

export async function countReviewFigures(db: Firestore): Promise<ReviewFiguresMigrated> {
  const migrated: ReviewFiguresMigrated = { products: 0, reviews: 0 };
  const products = await productsCol(db).get();
  for (const product of products.docs) {
    // One transaction per product: a review written meanwhile makes it retry rather than be lost.
    const changed = await runTransaction(db, async (tx) => {
      const reviews = (await tx.get(reviewsCol(db, product.id))).docs;
      const current = (await tx.get(product.ref)).data();
      if (!current) return { product: false, reviews: 0 };
      const ratings = reviews.map((review) => review.data().rating);
      const figures = {
        numReviews: ratings.length,
        ratingTotal: ratings.reduce((sum, rating) => sum + rating, 0),
        rating: ratingAverage(
          ratings.reduce((sum, rating) => sum + rating, 0),
          ratings.length,
        ),
        ratingCounts: countRatings(ratings),
      };
      const same =
        current.numReviews === figures.numReviews &&
        current.ratingTotal === figures.ratingTotal &&
        current.rating === figures.rating &&
        JSON.stringify(current.ratingCounts) === JSON.stringify(figures.ratingCounts);
      if (!same) tx.update(product.ref, figures);
      const unvoted = reviews.filter((review) => review.data().helpfulCount === undefined);
      for (const review of unvoted) tx.update(review.ref, { helpfulCount: 0 });
      return { product: !same, reviews: unvoted.length };
    });
    if (changed.product) migrated.products += 1;
    migrated.reviews += changed.reviews;
  }
  return migrated;
}
