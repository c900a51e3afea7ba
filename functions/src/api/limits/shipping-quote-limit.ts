/**
 * Shipping quotes per client: each may call a carrier (GHN counts the shop's calls), so a client
 * gets what a shopper changing the address a few times needs and a script far less than it wants.
 * A slot budget shared by every instance, taken before anything is read; a store that cannot
 * count refuses (docs/decisions/0013-abuse-limits.md, 0030-limits-hold-or-refuse.md).
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { SHIPPING_QUOTE_MSG } from '../../shared/shipping-quote-messages.js';
import { takeOrRefuse } from './abuse-limits.js';
import { clientKey } from '../../limits/client-address.js';
import { SlotLimiter } from '../../limits/slot-limiter.js';
import type { LimiterOptions } from '../../limits/limiter-options.js';

/** A checkout quotes on its shipping and preview steps and on each change of address or cart. */
export const SHIPPING_QUOTES_PER_CLIENT = { points: 60, duration: 10 * 60 };

export interface ShippingQuoteLimit {
  /** Counts one quote; throws 429 with Retry-After when the client asked too many. */
  consume(req: Request): Promise<void>;
}

export function firestoreShippingQuoteLimit(
  db: Firestore,
  options: Pick<LimiterOptions, 'now' | 'deadlineMs'> = {},
): ShippingQuoteLimit {
  const quotes = new SlotLimiter({ db, ...options, keyPrefix: 'shipping-quote-ip', ...SHIPPING_QUOTES_PER_CLIENT });
  return {
    async consume(req) {
      await takeOrRefuse(quotes, clientKey(req), SHIPPING_QUOTE_MSG.tooManyQuotes);
    },
  };
}
