/**
 * The cursor of a product's review pages (`?after=`), for either order. Newest first, it is the
 * shared newest-first cursor (page-cursor.ts: the date and the id). Most helpful first, the last
 * review's helpful count goes in front, as the list's first sort key: `h{count}.{date}~{id}`.
 * A client treats either as opaque text.
 */
import { decodeCursor, encodeCursor } from './page-cursor.js';
import type { ReviewSort } from './review-limits.js';

/** The last review a page showed, by the keys its order sorts on. */
export interface ReviewCursor {
  createdAt: string;
  id: string;
  /** Only in a most-helpful-first cursor. */
  helpfulCount?: number;
}

const HELPFUL_KEY = /^h(\d{1,9})\.(.+)$/;

export function encodeReviewCursor(cursor: ReviewCursor, sort: ReviewSort): string {
  const sortKey = sort === 'helpful' ? `h${cursor.helpfulCount ?? 0}.${cursor.createdAt}` : cursor.createdAt;
  // The helpful key carries the date after the count; decoding checks the date part on its own.
  return sort === 'helpful' ? `${sortKey}~${cursor.id}` : encodeCursor({ sortKey, id: cursor.id });
}

/** null when the text is no cursor of this order (the caller answers 400). */
export function decodeReviewCursor(text: string, sort: ReviewSort): ReviewCursor | null {
  if (sort === 'newest') {
    const cursor = decodeCursor(text);
    return cursor && { createdAt: cursor.sortKey, id: cursor.id };
  }
  const helpful = HELPFUL_KEY.exec(text);
  if (!helpful) return null;
  const rest = decodeCursor(helpful[2] ?? '');
  return rest && { helpfulCount: Number(helpful[1]), createdAt: rest.sortKey, id: rest.id };
}
