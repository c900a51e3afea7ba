/**
 * Phone verification's limits (docs/decisions/0112-claiming-guest-orders.md), the order lookup's
 * pattern (order-lookup-limits.ts): codes asked per account, per phone and per client, and codes
 * tried per account. Slot budgets shared by every instance, taken before anything is read; a store
 * that cannot count refuses (docs/decisions/0013-abuse-limits.md).
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { CLAIM_MSG } from '../../shared/claim-messages.js';
import { clientKey } from '../../limits/client-address.js';
import { SlotLimiter } from '../../limits/slot-limiter.js';
import type { LimiterOptions } from '../../limits/limiter-options.js';
import { takeOrRefuse } from './abuse-limits.js';

const MINUTE = 60;

export const PHONE_VERIFICATION_LIMITS = {
  /** Codes one account asks for: a slow message is asked for again once or twice, not dozens of times. */
  requestsPerAccount: { points: 5, duration: 60 * MINUTE },
  /** Codes sent to one phone, whichever account asks: nobody floods a stranger's Zalo. */
  requestsPerPhone: { points: 5, duration: 60 * MINUTE },
  requestsPerClient: { points: 20, duration: 60 * MINUTE },
  /** Codes tried per account across every code it asked for (25 of a million an hour). */
  guessesPerAccount: { points: 25, duration: 60 * MINUTE },
} as const;

export interface PhoneVerificationLimits {
  /** Counts one code asked for; throws 429 with Retry-After past the client's, account's or phone's budget. */
  consumeRequest(req: Request, uid: string, phone: string): Promise<void>;
  /** Counts one code tried by the account; throws 429 with Retry-After past its budget. */
  consumeGuess(uid: string): Promise<void>;
}

export function firestorePhoneVerificationLimits(
  db: Firestore,
  options: Pick<LimiterOptions, 'now' | 'deadlineMs'> = {},
): PhoneVerificationLimits {
  const limiter = (keyPrefix: string, budget: { points: number; duration: number }) =>
    new SlotLimiter({ db, ...options, keyPrefix, ...budget });
  const perClient = limiter('phone-code-ip', PHONE_VERIFICATION_LIMITS.requestsPerClient);
  const perAccount = limiter('phone-code-account', PHONE_VERIFICATION_LIMITS.requestsPerAccount);
  const perPhone = limiter('phone-code-phone', PHONE_VERIFICATION_LIMITS.requestsPerPhone);
  const guesses = limiter('phone-code-guess', PHONE_VERIFICATION_LIMITS.guessesPerAccount);
  return {
    async consumeRequest(req, uid, phone) {
      await takeOrRefuse(perClient, clientKey(req), CLAIM_MSG.tooManyCodes);
      await takeOrRefuse(perAccount, uid, CLAIM_MSG.tooManyCodes);
      await takeOrRefuse(perPhone, phone, CLAIM_MSG.tooManyCodes);
    },
    async consumeGuess(uid) {
      await takeOrRefuse(guesses, uid, CLAIM_MSG.tooManyGuesses);
    },
  };
}
