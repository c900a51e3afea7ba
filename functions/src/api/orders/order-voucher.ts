/**
 * The voucher of an order being placed, checked and priced inside the placing transaction with
 * its use counts, so the count never passes its limits under concurrent orders
 * (docs/decisions/0026-shop-settings-and-vouchers.md).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { readVoucherUsage, takeVoucherUse } from '../../data/voucher-uses.js';
import { VOUCHER_MSG } from '../../shared/screen-messages.js';
import type { OrderPrices } from '../../shared/pricing.js';
import {
  applyVoucher,
  isVoucherCode,
  normalizeVoucherCode,
  voucherTerms,
  voucherRefusal,
} from '../../shared/vouchers.js';
import type { DiscountedPrices } from '../../shared/vouchers.js';
import { conflict } from '../../http-error.js';

export interface OrderVoucher {
  /** The prices with the discount (0 without a voucher). */
  prices: DiscountedPrices;
  /** Writes the use; call it with the transaction's other writes. Null without a voucher. */
  take: (() => void) | null;
  voucherCode: string | null;
}

/**
 * Reads and checks the voucher the customer asked for (before the transaction's first write); a
 * refused voucher refuses the order, so the customer sees the price change rather than paying
 * more than the preview said. Every refusal answers alike (409, voucherNotAccepted): placing an
 * order must not tell an unknown code from an expired or used-up one, or it would find private
 * codes; the preview asks the check endpoint again for the reason, within its budget
 * (docs/decisions/0030-limits-hold-or-refuse.md).
 */
export async function orderVoucher(
  tx: Transaction,
  db: Firestore,
  rawCode: string | undefined,
  uid: string,
  prices: OrderPrices,
  now: Date,
): Promise<OrderVoucher> {
  const code = rawCode === undefined ? '' : normalizeVoucherCode(rawCode);
  if (code === '') return { prices: applyVoucher(prices, null), take: null, voucherCode: null };
  if (!isVoucherCode(code)) throw conflict(VOUCHER_MSG.voucherNotAccepted, 'VOUCHER_NOT_ACCEPTED');
  const read = await readVoucherUsage(tx, db, code, uid);
  if (voucherRefusal(read.voucher, prices.itemsPrice, read.usage, now) || !read.voucher) {
    throw conflict(VOUCHER_MSG.voucherNotAccepted, 'VOUCHER_NOT_ACCEPTED');
  }
  return {
    prices: applyVoucher(prices, voucherTerms(read.voucher)),
    take: () => takeVoucherUse(tx, read),
    voucherCode: code,
  };
}
