/**
 * One page of a newest-first list, read after a cursor (shared/page-cursor.ts) rather than at an
 * offset: a row written between two page reads neither repeats nor hides a row, and a page costs
 * its own rows, not every row before it.
 */
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { encodeCursor, type PageCursor } from '../shared/page-cursor.js';

export interface NewestFirstPage<T> {
  docs: QueryDocumentSnapshot<T>[];
  nextCursor: string | null;
}

/**
 * `sortField` holds an ISO date on every row; the document id breaks ties, in the same direction as
 * the field, so the query needs no index beyond the field's own.
 */
export async function readNewestFirstPage<T>(
  query: Query<T>,
  sortField: string,
  after: PageCursor | null,
  size: number,
): Promise<NewestFirstPage<T>> {
  let ordered = query.orderBy(sortField, 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (after) ordered = ordered.startAfter(after.sortKey, after.id);
  // One row more than the page tells whether another page follows, without counting the collection.
  const snapshot = await ordered.limit(size + 1).get();
  const docs = snapshot.docs.slice(0, size);
  const last = docs.at(-1);
  const more = snapshot.docs.length > size && last !== undefined;
  return { docs, nextCursor: more ? encodeCursor({ sortKey: String(last.get(sortField)), id: last.id }) : null };
}
