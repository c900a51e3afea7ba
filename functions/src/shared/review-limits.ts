/**
 * What a review may carry beyond the specification's rating and comment: photos and the shop's
 * reply. Apart from constants.ts, which every first visit loads: only the reviews need them.
 */

/** Photos on one review. */
export const REVIEW_PHOTOS_MAX = 3;

/** Where review photos are stored, one folder per author: `review-photos/{uid}/{uuid}.{ext}` (storage.rules). */
export const REVIEW_PHOTOS_PATH = 'review-photos';

/** The shop's reply to a review, in characters. */
export const REVIEW_REPLY_MAX = 1000;

/** `GET /api/products/:id/reviews?sort=`: newest first (the default) or most helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
