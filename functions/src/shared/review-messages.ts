/**
 * The texts of the reviews' additions (replies, helpful votes, photos, the list's filters): the
 * API answers them in English and the web shows them through the catalogue. Apart from
 * messages.ts, which every route loads: only the product page's reviews need them.
 */
export const REVIEW_MSG = {
  reviewNotFound: 'Review Not Found',
  ownReviewHelpful: 'You cannot mark your own review as helpful',
  sortInvalid: 'sort must be newest or helpful',
  starsInvalid: 'stars must be a whole number from 1 to 5',
  replyRequired: 'text is required',
  replyTooLong: 'text must be at most 1000 characters',
  photosTooMany: 'photos must hold at most 3 photos',
  photoNotYours: 'photos must be photos you uploaded for a review',
  photoTypeNotAllowed: 'Only JPEG, PNG or WebP photos can be added',
  photosUnavailable: 'Photos cannot be added to reviews here: this shop has no file storage running',
} as const;
