/**
 * Cursors of the newest-first lists (admin tables, a product's reviews): a page names the last row
 * it showed, by its sort key and id, and the next page starts after it. Unlike an offset, a row
 * added or removed meanwhile neither repeats nor skips a row on the next page.
 */
import { DOC_ID_PATTERN } from './constants.js';

/** The last row a page showed: its sort key (an ISO date) and its document id, which breaks ties. */
export interface PageCursor {
  sortKey: string;
  id: string;
}

const SEPARATOR = '~';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/** What a client sends back as `?after=`; it treats the text as opaque. */
export function encodeCursor({ sortKey, id }: PageCursor): string {
  return `${sortKey}${SEPARATOR}${id}`;
}

/** null when the text is no cursor this API gave (the caller answers 400). */
export function decodeCursor(text: string): PageCursor | null {
  const at = text.indexOf(SEPARATOR);
  if (at < 0) return null;
  const sortKey = text.slice(0, at);
  const id = text.slice(at + 1);
  return ISO_DATE.test(sortKey) && DOC_ID_PATTERN.test(id) ? { sortKey, id } : null;
}
