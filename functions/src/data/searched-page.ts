/**
 * The admin tables' search boxes over their newest-first lists (shared/admin-search.ts,
 * docs/decisions/0027-import-export-and-operations.md). Firestore answers one key per query
 * (`array-contains`), so one of the box's words is asked for next to the table's equality filters,
 * and its other words are checked in memory. The word asked for is the rarest: the longest is not
 * ('nguyen' is longer than 'khanh' and on four orders in ten), so a count of each (one billed read
 * per 1,000 matches) picks it. The in-memory checks can drop rows, so a page reads in batches until
 * it is full or SEARCH_BATCHES_MAX batches were read, and its cursor names the last row examined:
 * the next page starts after it, so no row is skipped or shown twice (every word is checked on
 * every row, so which word was asked for never changes the rows or their order); a page may come
 * back short with a next-page cursor when the scan stopped first.
 */
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { hasEverySearchWord } from '../shared/admin-search.js';
import { encodeCursor, type PageCursor } from '../shared/page-cursor.js';
import type { NewestFirstPage } from './newest-first-page.js';

/** How many of the box's words (the longest) are counted to pick the rarest. */
const COUNTED_WORDS_MAX = 4;

/** Batches one page reads at most: with the growth below, at most about 1,500 documents. */
export const SEARCH_BATCHES_MAX = 10;
/** A batch grows from the page's size + 1 (what an unfiltered page reads) to at most this. */
const SEARCH_BATCH_MAX = 200;

/**
 * The rows batch `batch` reads. When the count says every candidate fits in one batch, the first
 * reads them all: one round trip, and never more reads than candidates.
 */
function batchLimit(batch: number, size: number, candidates: number | null): number {
  const first = candidates !== null && candidates < SEARCH_BATCH_MAX ? Math.max(size, candidates) + 1 : size + 1;
  return Math.min(first * 2 ** batch, SEARCH_BATCH_MAX);
}

export interface SearchedPage<T> extends NewestFirstPage<T> {
  /** Billed reads: the documents read for the page and the counts that chose the word (the bench prints them). */
  read: number;
}

type Searchable = { searchKeys?: string[] };

/** With no further word every row matches, also one written before searchKeys existed. */
export const holdsEvery = (doc: QueryDocumentSnapshot<Searchable>, words: readonly string[]): boolean =>
  words.length === 0 || hasEverySearchWord(doc.data().searchKeys, words);

const cursorOf = (doc: QueryDocumentSnapshot, sortField: string): PageCursor => ({
  sortKey: String(doc.get(sortField)),
  id: doc.id,
});

/** The list in its newest-first order, holding `word` when one is given. */
export const newestFirst = <T>(query: Query<T>, sortField: string, word?: string): Query<T> =>
  (word === undefined ? query : query.where('searchKeys', 'array-contains', word))
    .orderBy(sortField, 'desc')
    .orderBy(FieldPath.documentId(), 'desc');

/** A count is billed one read per 1,000 matches, at least one. */
export const countReads = (count: number): number => Math.max(1, Math.ceil(count / 1000));

/**
 * The list holding the rarest word (the one fewest of its rows hold), the words left to check in
 * memory, and the reads the counts cost. One word needs no count. The counts run in the list's
 * own order, so they use the same composite indexes as the page.
 */
export async function keyedQuery<T>(
  query: Query<T>,
  sortField: string,
  words: readonly string[],
): Promise<{ ordered: Query<T>; rest: string[]; read: number; candidates: number | null }> {
  if (words.length < 2) {
    return { ordered: newestFirst(query, sortField, words[0]), rest: [], read: 0, candidates: null };
  }
  const counted = words.slice(0, COUNTED_WORDS_MAX);
  const counts = await Promise.all(
    counted.map(async (word) => (await newestFirst(query, sortField, word).count().get()).data().count),
  );
  let rarest = 0;
  counts.forEach((count, index) => {
    if (count < (counts[rarest] ?? Infinity)) rarest = index;
  });
  const word = counted[rarest] as string;
  return {
    ordered: newestFirst(query, sortField, word),
    rest: words.filter((other) => other !== word),
    read: counts.reduce((sum, count) => sum + countReads(count), 0),
    candidates: counts[rarest] ?? null,
  };
}

/**
 * One page of the list's rows holding every word, newest first. With no word it is the plain page;
 * with one, every row Firestore answers matches and the page reads size + 1 rows, as unfiltered.
 */
export async function readSearchedPage<T extends Searchable>(
  query: Query<T>,
  sortField: string,
  after: PageCursor | null,
  size: number,
  words: readonly string[],
): Promise<SearchedPage<T>> {
  const keyed = await keyedQuery(query, sortField, words);
  const { ordered, rest } = keyed;
  const docs: QueryDocumentSnapshot<T>[] = [];
  const matches = (doc: QueryDocumentSnapshot<T>) => holdsEvery(doc, rest);
  let cursor = after;
  let read = keyed.read;
  for (let batch = 0; batch < SEARCH_BATCHES_MAX; batch += 1) {
    const limit = batchLimit(batch, size, keyed.candidates);
    const page = cursor ? ordered.startAfter(cursor.sortKey, cursor.id) : ordered;
    const snapshot = await page.limit(limit).get();
    read += snapshot.size;
    for (const [index, doc] of snapshot.docs.entries()) {
      if (!matches(doc)) continue;
      docs.push(doc);
      if (docs.length < size) continue;
      // Full: another page follows if a row after this one, already read, matches, or more are unread.
      const more = snapshot.docs.slice(index + 1).some(matches) || snapshot.size === limit;
      return { docs, nextCursor: more ? encodeCursor(cursorOf(doc, sortField)) : null, read };
    }
    const last = snapshot.docs.at(-1);
    if (snapshot.size < limit || !last) return { docs, nextCursor: null, read };
    cursor = cursorOf(last, sortField);
  }
  // The scan stopped before the page filled: the next page goes on after the last row examined.
  return { docs, nextCursor: cursor ? encodeCursor(cursor) : null, read };
}

/**
 * Every row holding every word, newest first, in batches of `batchSize` rows read (the orders
 * export, written as it is read: a batch at a time is in memory, never the whole list).
 */
export async function* searchedBatches<T extends Searchable>(
  query: Query<T>,
  sortField: string,
  words: readonly string[],
  batchSize: number,
): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  const { ordered, rest } = await keyedQuery(query, sortField, words);
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const snapshot = await (last ? ordered.startAfter(last) : ordered).limit(batchSize).get();
    const matching = snapshot.docs.filter((doc) => holdsEvery(doc, rest));
    if (matching.length > 0) yield matching;
    last = snapshot.docs.at(-1);
    if (snapshot.size < batchSize || !last) return;
  }
}
