/**
 * Voucher checks per customer and per client IP (LIMITS.voucherChecks), so codes cannot be found
 * by trying them: one count per account and one per address, shared by every instance through the
 * same Firestore store as the other abuse limits (docs/decisions/0013-abuse-limits.md).
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { VOUCHER_MSG } from '../../shared/screen-messages.js';
import { tooManyRequests } from '../../http-error.js';
import { LIMITS } from './abuse-limits.js';
import { FirestoreRateLimiter } from '../../limits/firestore-rate-limiter.js';

export interface VoucherCheckLimit {
  /** Counts one check; throws 429 with Retry-After when the customer or their network tried too many. */
  consume(req: Request, uid: string): Promise<void>;
}

export function firestoreVoucherCheckLimit(db: Firestore): VoucherCheckLimit {
  const checks = new FirestoreRateLimiter({ db, keyPrefix: 'voucher-check', ...LIMITS.voucherChecks });
  return {
    async consume(req, uid) {
      try {
        await checks.consume(`uid:${uid}`);
        await checks.consume(`ip:${req.ip ?? 'unknown'}`);
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, with an Error otherwise.
        if (rejection instanceof Error) throw rejection;
        throw tooManyRequests(VOUCHER_MSG.tooManyVoucherChecks, (rejection as RateLimiterRes).msBeforeNext);
      }
    },
  };
}
