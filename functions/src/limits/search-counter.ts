/**
 * Searches per client address, counted alike by the API's search and suggestion endpoints and the
 * server-rendered search page (docs/decisions/0013-abuse-limits.md, 0015-search-engine.md "Cost
 * of a query"). Each search costs CPU in proportion to the products its words match, and the CDN
 * caches a page per URL, so a client changing the query a little each time reaches the function
 * every time: one count for every door, shared by every instance through Firestore.
 *
 * The count holds without transactions (docs/decisions/0083-search-count-refuses-too.md): each
 * search adds one to its client's document for the current minute with an atomic increment, then
 * reads the document. The n-th increment reads at least n, so at most the budget's first searches
 * read a count within it: a burst over many instances never gets more than the budget, and, with
 * no transaction to lose, none is refused for contention. Inside one instance the searches of one
 * client take turns (increment, then read), so each reads exactly its own place and an instance's
 * burst gets exactly the budget. A store that fails or answers late refuses.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '../shared/collections.js';
import { withDeadline } from './contention.js';
import { KeyedQueue } from './keyed-queue.js';
import { STORE_DEADLINE_MS, STORE_FAILURE_RETRY_AFTER_MS, type LimiterOptions } from './limiter-options.js';

/**
 * A shopper typing makes about one suggestion a second; the room above that is for shoppers
 * sharing a carrier-grade NAT.
 */
export const SEARCHES_PER_CLIENT = { points: 120, duration: 60 } as const;

export interface SearchCounter {
  /**
   * Counts one search by the client at `address` (Express's `req.ip` behind the trusted proxies).
   * Null while the client is within the limit; otherwise the milliseconds until it may search again,
   * also when the count cannot be kept (its store late or failing): the limit refuses rather than
   * letting a burst through uncounted.
   */
  count(address: string): Promise<number | null>;
}

interface SearchCountDoc {
  count: number;
  /** For the Firestore TTL policy on rateLimits.expireAt: the window's end. */
  expireAt: Timestamp;
}

/** The window (fixed, SEARCHES_PER_CLIENT.duration long) that `nowMs` falls in. */
function windowAt(nowMs: number): { start: number; end: number } {
  const length = SEARCHES_PER_CLIENT.duration * 1000;
  const start = Math.floor(nowMs / length) * length;
  return { start, end: start + length };
}

/** The client's count document for the window at `nowMs`; the address is hashed, never stored in clear. */
export function searchCountRef(db: Firestore, address: string, nowMs: number) {
  const id = createHash('sha256')
    .update(`search-ip:${address}:${windowAt(nowMs).start}`)
    .digest('hex');
  return db.collection(COLLECTIONS.rateLimits).doc(id);
}

export function firestoreSearchCounter(
  db: Firestore,
  { now = Date.now, deadlineMs = STORE_DEADLINE_MS }: Pick<LimiterOptions, 'deadlineMs' | 'now'> = {},
): SearchCounter {
  const turns = new KeyedQueue();
  return {
    async count(address) {
      const at = now();
      const { end } = windowAt(at);
      const ref = searchCountRef(db, address, at);
      const counted = async () => {
        const added: Record<keyof SearchCountDoc, unknown> = {
          count: FieldValue.increment(1),
          expireAt: Timestamp.fromMillis(end),
        };
        await ref.set(added, { merge: true });
        return ((await ref.get()).data() as SearchCountDoc | undefined)?.count ?? 0;
      };
      try {
        const count = await withDeadline(turns.run(ref.id, counted), deadlineMs, 'The search count store');
        return count <= SEARCHES_PER_CLIENT.points ? null : Math.max(end - at, 1000);
      } catch (error) {
        logger.warn('The search limit refused because its store failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return STORE_FAILURE_RETRY_AFTER_MS;
      }
    },
  };
}
