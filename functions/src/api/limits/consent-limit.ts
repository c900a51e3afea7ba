/**
 * Consents per client: a visitor chooses once, maybe changes their mind a few times through
 * "Cài đặt cookie", and reads their choice on each visit; a script filling the collection gets far
 * less than it wants. Slot budgets shared by every instance, taken before anything is read; a store
 * that cannot count refuses (docs/decisions/0013-abuse-limits.md, 0030-limits-hold-or-refuse.md).
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { CONSENT_MSG } from '../../shared/consent-messages.js';
import { clientKey } from '../../limits/client-address.js';
import { SlotLimiter } from '../../limits/slot-limiter.js';
import type { LimiterOptions } from '../../limits/limiter-options.js';
import { takeOrRefuse } from './abuse-limits.js';

const MINUTE = 60;

export const CONSENT_LIMITS = {
  /** Choices recorded per client: a household behind one address chooses on a few devices. */
  recordsPerClient: { points: 20, duration: 10 * MINUTE },
  /** Latest choices read per client: one per page load that finds no choice cookie. */
  readsPerClient: { points: 120, duration: 10 * MINUTE },
} as const;

export interface ConsentLimit {
  /** Counts one choice recorded; throws 429 with Retry-After past the client's budget. */
  consumeRecord(req: Request): Promise<void>;
  /** Counts one latest choice read; throws 429 with Retry-After past the client's budget. */
  consumeRead(req: Request): Promise<void>;
}

export function firestoreConsentLimit(
  db: Firestore,
  options: Pick<LimiterOptions, 'now' | 'deadlineMs'> = {},
): ConsentLimit {
  const limiter = (keyPrefix: string, budget: { points: number; duration: number }) =>
    new SlotLimiter({ db, ...options, keyPrefix, ...budget });
  const records = limiter('consent-record-ip', CONSENT_LIMITS.recordsPerClient);
  const reads = limiter('consent-read-ip', CONSENT_LIMITS.readsPerClient);
  return {
    async consumeRecord(req) {
      await takeOrRefuse(records, clientKey(req), CONSENT_MSG.tooManyConsents);
    },
    async consumeRead(req) {
      await takeOrRefuse(reads, clientKey(req), CONSENT_MSG.tooManyConsents);
    },
  };
}
