/**
 * Vouchers: a code that takes money off an order (docs/decisions/0026-shop-settings-and-vouchers.md).
 * The one rule for who may use a voucher and how much it takes off, applied by the cart and the
 * preview (with the terms POST /api/vouchers/check answers) and by the server inside the
 * transaction that places the order.
 */
import type { ErrorCode } from './error-codes.js';
import { VOUCHER_MSG } from './screen-messages.js';
import { roundMoney, type OrderPrices } from './pricing.js';
import { fromVietnamDateTime } from './vietnam-time.js';

export const VOUCHER_KINDS = ['percent', 'fixed', 'freeShipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** What decides a voucher's discount: enough for the cart to price with it. */
export interface VoucherTerms {
  code: string;
  kind: VoucherKind;
  /** percent: the percentage of the items price; fixed: the amount; freeShipping: unused (0). */
  value: number;
  /** percent: the most it takes off (null: no cap). */
  maxDiscount: number | null;
  /** The items price an order needs to reach to use it (0: any order). */
  minOrder: number;
}

export interface VoucherDoc extends VoucherTerms {
  /** Vietnam wall-clock time `YYYY-MM-DDTHH:mm`, or null: valid from the start. */
  startsAt: string | null;
  /** Vietnam wall-clock time `YYYY-MM-DDTHH:mm`, or null: never expires. The end is excluded. */
  endsAt: string | null;
  /** Orders that may use it in all (null: no limit). */
  maxUses: number | null;
  /** Orders one customer may use it on (null: no limit). */
  maxUsesPerCustomer: number | null;
  active: boolean;
  /** Orders that use it now: placements add one, cancelling an unpaid order gives it back. */
  used: number;
  createdAt: string;
  /** Doubles as the version an admin's form loaded (data/version.ts). */
  updatedAt: string;
}
export type Voucher = VoucherDoc;

/** Codes are case-insensitive: stored, compared and shown upper-cased (`vouchers/{CODE}`). */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();
/** Only a code of this shape names a voucher document; anything else is unknown. */
export const isVoucherCode = (code: string): boolean => VOUCHER_CODE_PATTERN.test(code);

export const voucherTerms = (voucher: VoucherTerms): VoucherTerms => ({
  code: voucher.code,
  kind: voucher.kind,
  value: voucher.value,
  maxDiscount: voucher.maxDiscount,
  minOrder: voucher.minOrder,
});

/** How much the voucher takes off these prices: never more than it may, never below zero. */
export function voucherDiscount(
  terms: VoucherTerms,
  prices: Pick<OrderPrices, 'itemsPrice' | 'shippingPrice'>,
): number {
  switch (terms.kind) {
    case 'percent': {
      const share = roundMoney((prices.itemsPrice * terms.value) / 100);
      return terms.maxDiscount === null ? share : Math.min(share, terms.maxDiscount);
    }
    case 'fixed':
      return Math.min(terms.value, prices.itemsPrice);
    case 'freeShipping':
      return prices.shippingPrice;
  }
}

export interface DiscountedPrices extends OrderPrices {
  discount: number;
}

/** `totalPrice = items + shipping - discount`; without a voucher the discount is 0. */
export function applyVoucher(prices: OrderPrices, terms: VoucherTerms | null): DiscountedPrices {
  const discount = terms ? voucherDiscount(terms, prices) : 0;
  return { ...prices, discount, totalPrice: roundMoney(prices.itemsPrice + prices.shippingPrice - discount) };
}

/** Every reason the voucher check refuses a code: its error code (shared/error-codes.ts) and its message. */
export const VOUCHER_REFUSALS = {
  VOUCHER_UNKNOWN: VOUCHER_MSG.voucherUnknown,
  VOUCHER_NOT_YET_VALID: VOUCHER_MSG.voucherNotYetValid,
  VOUCHER_EXPIRED: VOUCHER_MSG.voucherExpired,
  VOUCHER_USED_UP: VOUCHER_MSG.voucherUsedUp,
  VOUCHER_ALREADY_USED: VOUCHER_MSG.voucherAlreadyUsed,
  VOUCHER_BELOW_MINIMUM: VOUCHER_MSG.voucherBelowMinimum,
} as const satisfies Partial<Record<ErrorCode, string>>;

export type VoucherRefusal = keyof typeof VOUCHER_REFUSALS;

/** How many times the voucher was used so far, in all and by the customer asking. */
export interface VoucherUsage {
  used: number;
  usedByCustomer: number;
}

/**
 * Why this voucher may not be used on an order of this items price now (the key of its message in
 * VOUCHER_REFUSALS), or null when it may. The
 * checks run in the order a shopper can act on: a code that does not work at all first, the
 * order's amount last.
 */
export function voucherRefusal(
  voucher: VoucherDoc | undefined,
  itemsPrice: number,
  usage: VoucherUsage,
  now: Date,
): VoucherRefusal | null {
  // An inactive voucher answers like an unknown one: nothing to learn by guessing codes.
  if (!voucher || !voucher.active) return 'VOUCHER_UNKNOWN';
  const starts = voucher.startsAt ? fromVietnamDateTime(voucher.startsAt) : null;
  const ends = voucher.endsAt ? fromVietnamDateTime(voucher.endsAt) : null;
  if (starts && now.getTime() < Date.parse(starts)) return 'VOUCHER_NOT_YET_VALID';
  if (ends && now.getTime() >= Date.parse(ends)) return 'VOUCHER_EXPIRED';
  if (voucher.maxUses !== null && usage.used >= voucher.maxUses) return 'VOUCHER_USED_UP';
  if (voucher.maxUsesPerCustomer !== null && usage.usedByCustomer >= voucher.maxUsesPerCustomer) {
    return 'VOUCHER_ALREADY_USED';
  }
  if (itemsPrice < voucher.minOrder) return 'VOUCHER_BELOW_MINIMUM';
  return null;
}
