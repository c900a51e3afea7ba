/**
 * Page n of a newest-first admin list, by its number (the admin products table, `?page=n`;
 * docs/decisions/0029-admin-tables-pages-exports-and-limits.md). The spec's table answers the
 * page count, so a page costs a count (one billed read per 1,000 matches) and its rows read after
 * an offset, which Firestore bills one read per row skipped: page n of size s costs about
 * 1 + n × s reads. A page past the last costs the count alone.
 *
 * With two or more words in the search box, one word is asked of Firestore and the others are
 * checked in memory (data/searched-page.ts), so neither a count nor an offset can be asked of the
 * query: the rarest word's rows are all read, matched and cut into pages.
 */
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { countReads, holdsEvery, keyedQuery, newestFirst } from './searched-page.js';

export interface NumberedPage<T> {
  docs: QueryDocumentSnapshot<T>[];
  page: number;
  /** 0 when nothing matches, like the search's answer. */
  pages: number;
  count: number;
  /** Billed reads: counts, rows skipped by the offset and rows answered (the bench prints them). */
  read: number;
}

type Searchable = { searchKeys?: string[] };

export async function readNumberedPage<T extends Searchable>(
  query: Query<T>,
  sortField: string,
  page: number,
  size: number,
  words: readonly string[],
): Promise<NumberedPage<T>> {
  const skipped = (page - 1) * size;
  if (words.length < 2) {
    const ordered = newestFirst(query, sortField, words[0]);
    const count = (await ordered.count().get()).data().count;
    const pages = Math.ceil(count / size);
    if (page > pages) return { docs: [], page, pages, count, read: countReads(count) };
    const snapshot = await ordered.offset(skipped).limit(size).get();
    return { docs: snapshot.docs, page, pages, count, read: countReads(count) + skipped + snapshot.size };
  }
  const keyed = await keyedQuery(query, sortField, words);
  const candidates = await keyed.ordered.get();
  const matching = candidates.docs.filter((doc) => holdsEvery(doc, keyed.rest));
  return {
    docs: matching.slice(skipped, skipped + size),
    page,
    pages: Math.ceil(matching.length / size),
    count: matching.length,
    read: keyed.read + candidates.size,
  };
}
