/**
 * "Hữu ích": a customer marks a review helpful once, or takes it back (ADR 0096). The vote document
 * (`helpfulVotes/{uid}` under the review) and the review's helpfulCount change in one transaction,
 * which reads both first: two votes at once retry rather than overwrite each other, so the count is
 * always the number of vote documents. A repeat changes nothing and answers the same count.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { helpfulVotesCol, productsCol, reviewsCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import type { HelpfulCount } from '../../shared/entities/catalogue.js';
import { API_MSG } from '../../shared/messages.js';
import { REVIEW_MSG } from '../../shared/review-messages.js';
import { conflict, notFound } from '../../http-error.js';
import type { ReviewKey } from './review-replies.js';

export async function setHelpfulVote(
  db: Firestore,
  { productId, reviewId }: ReviewKey,
  uid: string,
  helpful: boolean,
): Promise<HelpfulCount> {
  const productRef = productsCol(db).doc(productId);
  const reviewRef = reviewsCol(db, productId).doc(reviewId);
  const voteRef = helpfulVotesCol(db, productId, reviewId).doc(uid);
  return runTransaction(db, async (tx) => {
    const [product, review, vote] = await Promise.all([tx.get(productRef), tx.get(reviewRef), tx.get(voteRef)]);
    if (!product.exists || product.data()?.status === 'draft') throw notFound(API_MSG.productNotFound);
    const reviewDoc = review.data();
    if (!reviewDoc) throw notFound(REVIEW_MSG.reviewNotFound);
    // A review's id is its author's uid.
    if (helpful && reviewId === uid) throw conflict(REVIEW_MSG.ownReviewHelpful);
    const count = reviewDoc.helpfulCount ?? 0;
    if (vote.exists === helpful) return { helpfulCount: count };
    const helpfulCount = Math.max(0, count + (helpful ? 1 : -1));
    if (helpful) tx.create(voteRef, { at: new Date().toISOString() });
    else tx.delete(voteRef);
    tx.update(reviewRef, { helpfulCount });
    return { helpfulCount };
  });
}
