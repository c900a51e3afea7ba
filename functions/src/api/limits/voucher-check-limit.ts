/**
 * Voucher checks per customer and per client (LIMITS.voucherChecks), so codes cannot be found by
 * trying them: one budget per account and one per client key, shared by every instance through
 * the same slot store as the other abuse limits, refusing when the store cannot count
 * (docs/decisions/0013-abuse-limits.md, 0030-limits-hold-or-refuse.md). The check endpoint and
 * every placement naming a voucher take from the same budgets.
 */
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { VOUCHER_MSG } from '../../shared/screen-messages.js';
import { giveBack, LIMITS, takeOrRefuse } from './abuse-limits.js';
import { clientKey } from '../../limits/client-address.js';
import { SlotLimiter } from '../../limits/slot-limiter.js';

export interface VoucherCheckLimit {
  /** Counts one check; throws 429 with Retry-After when the customer or their network tried too many. */
  consume(req: Request, uid: string): Promise<void>;
}

export function firestoreVoucherCheckLimit(db: Firestore): VoucherCheckLimit {
  const checks = new SlotLimiter({ db, keyPrefix: 'voucher-check', ...LIMITS.voucherChecks });
  return {
    async consume(req, uid) {
      const accountSlot = await takeOrRefuse(checks, `uid:${uid}`, VOUCHER_MSG.tooManyVoucherChecks);
      try {
        await takeOrRefuse(checks, `ip:${clientKey(req)}`, VOUCHER_MSG.tooManyVoucherChecks);
      } catch (refusal) {
        // No code is checked, so the account's point goes back.
        await giveBack(checks.release(accountSlot));
        throw refusal;
      }
    },
  };
}
