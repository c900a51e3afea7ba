/**
 * The API's searches, suggestions and costly public reads (product list, compare, similar, reviews)
 * per client key (an IPv6 /64 counts as one client): the shared count (limits/search-counter.ts,
 * also taken by the server-rendered search page), answered with 429 and Retry-After when over it.
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { API_MSG } from '../../shared/messages.js';
import { tooManyRequests } from '../../http-error.js';
import { clientKey } from '../../limits/client-address.js';
import { firestoreSearchCounter, type SearchCounter } from '../../limits/search-counter.js';

export interface SearchLimit {
  /** Counts one search or suggestion; throws 429 with Retry-After when the client has made too many. */
  consume(req: Request): Promise<void>;
}

export function searchLimitOf(counter: SearchCounter): SearchLimit {
  return {
    async consume(req) {
      const waitMs = await counter.count(clientKey(req));
      if (waitMs !== null) throw tooManyRequests(API_MSG.tooManySearches, waitMs);
    },
  };
}

export const firestoreSearchLimit = (db: Firestore): SearchLimit => searchLimitOf(firestoreSearchCounter(db));
