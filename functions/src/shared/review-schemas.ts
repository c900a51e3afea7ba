/**
 * The zod schemas of the reviews' additions: the list's order, star filter and cursor, and the
 * shop's reply. The review body itself (the specification's) is reviewSchema in schemas.ts.
 */
import { z } from './zod.js';
import { decodeReviewCursor, type ReviewCursor } from './review-cursor.js';
import { REVIEW_PHOTOS_MAX, REVIEW_REPLY_MAX, REVIEW_SORTS, type ReviewSort } from './review-limits.js';
import { REVIEW_MSG } from './review-messages.js';

const SORT_MESSAGE = REVIEW_MSG.sortInvalid;
const STARS_MESSAGE = REVIEW_MSG.starsInvalid;
// The shared cursor's message (api-request-schemas.ts), already in the catalogues.
const AFTER_MESSAGE = 'after must be the nextCursor of the previous page';

/** `GET /api/products/:id/reviews?sort=&stars=&after=`: each missing or empty is its default. */
export const reviewsQuerySchema = z
  .object({
    sort: z
      .string({ error: SORT_MESSAGE })
      .optional()
      .transform((sort, ctx): ReviewSort => {
        if (sort === undefined || sort === '') return 'newest';
        if ((REVIEW_SORTS as readonly string[]).includes(sort)) return sort as ReviewSort;
        ctx.addIssue({ code: 'custom', message: SORT_MESSAGE });
        return z.NEVER;
      }),
    stars: z
      .string({ error: STARS_MESSAGE })
      .optional()
      .transform((stars, ctx): number | null => {
        if (stars === undefined || stars === '') return null;
        if (/^[1-5]$/.test(stars)) return Number(stars);
        ctx.addIssue({ code: 'custom', message: STARS_MESSAGE });
        return z.NEVER;
      }),
    after: z.string({ error: AFTER_MESSAGE }).optional(),
  })
  // The cursor's shape depends on the order it pages through.
  .transform(({ sort, stars, after }, ctx) => {
    let cursor: ReviewCursor | null = null;
    if (after) {
      cursor = decodeReviewCursor(after, sort);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: AFTER_MESSAGE, path: ['after'] });
        return z.NEVER;
      }
    }
    return { sort, stars, after: cursor };
  });

/** `PUT /api/products/:id/reviews/:reviewId/reply`: the shop's answer, trimmed. */
export const reviewReplySchema = z.object({
  text: z
    .string({ error: REVIEW_MSG.replyRequired })
    .trim()
    .min(1, REVIEW_MSG.replyRequired)
    .max(REVIEW_REPLY_MAX, REVIEW_MSG.replyTooLong),
});

/** The review body's `photos` (reviewSchema): up to 3 URLs; the handler checks each is the author's. */
export const reviewPhotosSchema = z
  .array(z.string({ error: REVIEW_MSG.photoNotYours }), { error: REVIEW_MSG.photoNotYours })
  .max(REVIEW_PHOTOS_MAX, REVIEW_MSG.photosTooMany)
  .optional();
