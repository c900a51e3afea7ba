/**
 * Order lookup's limits (docs/decisions/0105-order-lookup-codes.md): codes asked per (phone, order
 * code) pair, per phone and per client, and codes tried per phone. Slot budgets shared by every
 * instance, taken before anything is read; a store that cannot count refuses
 * (docs/decisions/0013-abuse-limits.md, 0030-limits-hold-or-refuse.md).
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { LOOKUP_MSG } from '../../shared/order-lookup-messages.js';
import { clientKey } from '../../limits/client-address.js';
import { SlotLimiter } from '../../limits/slot-limiter.js';
import type { LimiterOptions } from '../../limits/limiter-options.js';
import { takeOrRefuse } from './abuse-limits.js';

const MINUTE = 60;

export const LOOKUP_LIMITS = {
  /** Codes asked for one pair: a buyer whose mail is slow asks again once or twice. */
  requestsPerPair: { points: 3, duration: 15 * MINUTE },
  /** Codes asked for one phone, whatever the order code: a buyer has a few orders, not dozens. */
  requestsPerPhone: { points: 5, duration: 60 * MINUTE },
  requestsPerClient: { points: 20, duration: 60 * MINUTE },
  /**
   * Codes tried per phone, across every code sent to it: five wrong tries void one code, and this
   * bounds the guesses of someone who keeps asking for new ones (25 of a million an hour).
   */
  guessesPerPhone: { points: 25, duration: 60 * MINUTE },
} as const;

export interface OrderLookupLimits {
  /** Counts one code asked for; throws 429 with Retry-After when the client, phone or pair asked too many. */
  consumeRequest(req: Request, phone: string, orderCode: string): Promise<void>;
  /** Counts one code tried for the phone; throws 429 with Retry-After past the phone's budget. */
  consumeGuess(phone: string): Promise<void>;
}

export function firestoreOrderLookupLimits(
  db: Firestore,
  options: Pick<LimiterOptions, 'now' | 'deadlineMs'> = {},
): OrderLookupLimits {
  const limiter = (keyPrefix: string, budget: { points: number; duration: number }) =>
    new SlotLimiter({ db, ...options, keyPrefix, ...budget });
  const perClient = limiter('order-lookup-ip', LOOKUP_LIMITS.requestsPerClient);
  const perPhone = limiter('order-lookup-phone', LOOKUP_LIMITS.requestsPerPhone);
  const perPair = limiter('order-lookup-pair', LOOKUP_LIMITS.requestsPerPair);
  const guesses = limiter('order-lookup-guess', LOOKUP_LIMITS.guessesPerPhone);
  return {
    async consumeRequest(req, phone, orderCode) {
      await takeOrRefuse(perClient, clientKey(req), LOOKUP_MSG.tooManyLookups);
      await takeOrRefuse(perPhone, phone, LOOKUP_MSG.tooManyLookups);
      await takeOrRefuse(perPair, `${phone}|${orderCode}`, LOOKUP_MSG.tooManyLookups);
    },
    async consumeGuess(phone) {
      await takeOrRefuse(guesses, phone, LOOKUP_MSG.tooManyGuesses);
    },
  };
}
