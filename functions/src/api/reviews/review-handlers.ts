/** The reviews' endpoints beyond the specification's two: the shop's reply, helpful votes, photos. */
import { REVIEW_MSG } from '../../shared/review-messages.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { setHelpfulVote } from './helpful-votes.js';
import { setReviewReply } from './review-replies.js';
import { checkReviewPhotos, storeReviewPhoto, type ReviewPhotoStore } from './review-photos.js';
import { createReview } from './create-review.js';
import { API_MSG } from '../../shared/messages.js';

type ReviewEndpoint =
  | 'createReview'
  | 'replyToReview'
  | 'deleteReviewReply'
  | 'markReviewHelpful'
  | 'unmarkReviewHelpful'
  | 'reviewPhotoStatus'
  | 'uploadReviewPhoto';

export function reviewHandlers(
  { db }: ApiContext,
  reviewPhotos: ReviewPhotoStore | null,
): EndpointHandlers<ReviewEndpoint> {
  const key = (params: { id: string; reviewId: string }) => ({ productId: params.id, reviewId: params.reviewId });
  return {
    createReview: async ({ params, body, user }) => {
      const { name: _ignored, photos = [], ...fields } = body;
      checkReviewPhotos(reviewPhotos, photos, user.uid);
      const created = await createReview(db, params.id, { uid: user.uid, name: user.name }, { ...fields, photos });
      return { message: API_MSG.reviewCreated, ...created };
    },
    replyToReview: ({ params, body, user }) => setReviewReply(db, key(params), body.text, user),
    deleteReviewReply: ({ params, user }) => setReviewReply(db, key(params), null, user),
    markReviewHelpful: ({ params, user }) => setHelpfulVote(db, key(params), user.uid, true),
    unmarkReviewHelpful: ({ params, user }) => setHelpfulVote(db, key(params), user.uid, false),
    reviewPhotoStatus: async () =>
      reviewPhotos ? { available: true } : { available: false, message: REVIEW_MSG.photosUnavailable },
    uploadReviewPhoto: async ({ req, user }) => ({ url: await storeReviewPhoto(reviewPhotos, req, user.uid) }),
  };
}
