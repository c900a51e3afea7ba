/**
 * Searches per client address, counted alike by the API's search and suggestion endpoints and the
 * server-rendered search page (docs/decisions/0013-abuse-limits.md, 0015-search-engine.md "Cost
 * of a query"). Each search costs CPU in proportion to the products its words match, and the CDN
 * caches a page per URL, so a client changing the query a little each time reaches the function
 * every time: one count for every door, shared by every instance through Firestore.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { FirestoreRateLimiter } from './firestore-rate-limiter.js';
import { STORE_FAILURE_RETRY_AFTER_MS, type LimiterOptions } from './limiter-options.js';

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

export function firestoreSearchCounter(
  db: Firestore,
  store: Pick<LimiterOptions, 'deadlineMs' | 'now'> = {},
): SearchCounter {
  const searches = new FirestoreRateLimiter({ db, keyPrefix: 'search-ip', ...SEARCHES_PER_CLIENT, ...store });
  return {
    async count(address) {
      try {
        await searches.consume(address);
        return null;
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error otherwise.
        if (rejection instanceof Error) {
          logger.warn('The search limit refused because its store failed', { error: rejection.message });
          return STORE_FAILURE_RETRY_AFTER_MS;
        }
        return (rejection as RateLimiterRes).msBeforeNext;
      }
    },
  };
}
