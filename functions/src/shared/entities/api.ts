/** What every /api answer shares: the error body and the cursor of a newest-first list. */

export interface ApiError {
  message: string;
}

/**
 * One page of a newest-first admin list. `nextCursor` goes back as `?after=` for the next page;
 * null on the last page (shared/page-cursor.ts).
 */
export interface CursorPage {
  nextCursor: string | null;
}
