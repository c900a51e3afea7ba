/**
 * The contract's rows for what reviews gained beyond the specification's two calls (the table is
 * ENDPOINTS in api-contract.ts, which spreads these in): the shop's reply, helpful votes and photos.
 */
import type { EndpointName, EndpointSpec, UploadStatus } from './api-contract.js';
import type { HelpfulCount, Review, ReviewPage } from './entities/catalogue.js';
import type { reviewReplySchema, reviewsQuerySchema } from './review-schemas.js';

/** What each of these endpoints takes and answers (EndpointTypes in api-contract.ts extends it). */
export interface ReviewEndpointTypes {
  /** The specification's list of a product's reviews, with its order and star filter. */
  productReviews: { query: typeof reviewsQuerySchema; response: ReviewPage };
  replyToReview: { body: typeof reviewReplySchema; response: Review };
  deleteReviewReply: { response: Review };
  markReviewHelpful: { response: HelpfulCount };
  unmarkReviewHelpful: { response: HelpfulCount };
  reviewPhotoStatus: { response: UploadStatus };
  uploadReviewPhoto: { form: FormData; response: { url: string } };
}

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export const REVIEW_ENDPOINTS = {
  // The shop's answer under a review, audited; 404 for an unknown product or review.
  replyToReview: { method: 'PUT', path: '/products/:id/reviews/:reviewId/reply', auth: 'admin', errors: [404] },
  deleteReviewReply: { method: 'DELETE', path: '/products/:id/reviews/:reviewId/reply', auth: 'admin', errors: [404] },
  // Once per customer (a repeat answers the same count); 409 on one's own review.
  markReviewHelpful: {
    method: 'POST',
    path: '/products/:id/reviews/:reviewId/helpful',
    auth: 'customer',
    errors: [404, 409],
  },
  unmarkReviewHelpful: {
    method: 'DELETE',
    path: '/products/:id/reviews/:reviewId/helpful',
    auth: 'customer',
    errors: [404],
  },
  // Lets the review form say upfront that photos cannot be added here (no Storage, ADR 0003).
  reviewPhotoStatus: { method: 'GET', path: '/reviews/photos', auth: 'customer', errors: [] },
  // 413 past 5 MB, 415 for anything but JPEG, PNG or WebP by its bytes, 503 without Storage.
  uploadReviewPhoto: {
    method: 'POST',
    path: '/reviews/photos',
    auth: 'customer',
    status: 201,
    errors: [415, 503],
    multipart: true,
  },
} as const satisfies Rows;
