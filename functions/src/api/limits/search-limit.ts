/**
 * Searches and suggestions per client IP (LIMITS.searchesPerIp). Each search costs CPU in
 * proportion to the products its words match (docs/decisions/0015-search-engine.md, "Cost of a
 * query"), so a client may not run them without end. One count for both endpoints, shared by every
 * instance through the same Firestore store as the other abuse limits (0013).
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { API_MSG } from '../../shared/messages.js';
import { tooManyRequests } from '../../http-error.js';
import { LIMITS } from './abuse-limits.js';
import { FirestoreRateLimiter } from './firestore-rate-limiter.js';

export interface SearchLimit {
  /** Counts one search or suggestion; throws 429 with Retry-After when the client has made too many. */
  consume(req: Request): Promise<void>;
}

/** The client's address as the trusted proxies report it (AppOptions.trustedProxyHops). */
const clientIp = (req: Request) => req.ip ?? 'unknown';

export function firestoreSearchLimit(db: Firestore): SearchLimit {
  const searches = new FirestoreRateLimiter({ db, keyPrefix: 'search-ip', ...LIMITS.searchesPerIp });
  return {
    async consume(req) {
      try {
        await searches.consume(clientIp(req));
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error otherwise.
        if (rejection instanceof Error) throw rejection;
        throw tooManyRequests(API_MSG.tooManySearches, (rejection as RateLimiterRes).msBeforeNext);
      }
    },
  };
}
