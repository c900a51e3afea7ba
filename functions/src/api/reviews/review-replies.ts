/**
 * The shop's reply under a review: an admin sets it (`reply: {text, at}`) or removes it, in one
 * transaction with its audit entry, like every other admin write (ADR 0078).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { auditActor, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { productsCol, reviewsCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import type { Review, ReviewReply } from '../../shared/entities/catalogue.js';
import { API_MSG } from '../../shared/messages.js';
import { REVIEW_MSG } from '../../shared/review-messages.js';
import { toReview } from '../../shared/to-api.js';
import { notFound } from '../../http-error.js';

export interface ReviewKey {
  productId: string;
  reviewId: string;
}

/** Sets the reply (text), or removes it (null); answers the review as it is now. */
export async function setReviewReply(
  db: Firestore,
  { productId, reviewId }: ReviewKey,
  text: string | null,
  admin: AuditActor,
): Promise<Review> {
  const productRef = productsCol(db).doc(productId);
  const reviewRef = reviewsCol(db, productId).doc(reviewId);
  return runTransaction(db, async (tx) => {
    const product = (await tx.get(productRef)).data();
    if (!product) throw notFound(API_MSG.productNotFound);
    const review = (await tx.get(reviewRef)).data();
    if (!review) throw notFound(REVIEW_MSG.reviewNotFound);
    const reply: ReviewReply | null = text === null ? null : { text, at: new Date().toISOString() };
    tx.update(reviewRef, { reply: reply ?? FieldValue.delete() });
    writeAudit(tx, db, {
      action: reply ? 'review.reply' : 'review.reply-delete',
      actor: auditActor(admin),
      target: { id: `${productId}/${reviewId}`, label: `${product.name}: ${review.name}` },
      changes: { reply: { before: review.reply?.text ?? null, after: reply?.text ?? null } },
    });
    const { reply: _before, ...rest } = review;
    return toReview(reviewId, reply ? { ...rest, reply } : rest);
  });
}
