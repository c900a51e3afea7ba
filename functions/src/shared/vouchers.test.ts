import { describe, expect, it } from 'vitest';
import { VOUCHER_MSG } from './screen-messages.js';
import { ERROR_CODES } from './error-codes.js';
import { applyVoucher, VOUCHER_REFUSALS, voucherDiscount, voucherRefusal, type VoucherDoc } from './vouchers.js';

const voucher = (overrides: Partial<VoucherDoc> = {}): VoucherDoc => ({
  code: 'TET',
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  used: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const unused = { used: 0, usedByCustomer: 0 };

describe('voucherDiscount', () => {
  it('takes a percentage of the items, rounded to the cent and capped at maxDiscount', () => {
    expect(voucherDiscount(voucher({ value: 15 }), { itemsPrice: 33.33, shippingPrice: 10 })).toBe(5);
    expect(voucherDiscount(voucher({ value: 50, maxDiscount: 20 }), { itemsPrice: 100, shippingPrice: 10 })).toBe(20);
  });

  it('takes a fixed amount, never more than the items', () => {
    expect(voucherDiscount(voucher({ kind: 'fixed', value: 30 }), { itemsPrice: 100, shippingPrice: 10 })).toBe(30);
    expect(voucherDiscount(voucher({ kind: 'fixed', value: 30 }), { itemsPrice: 12, shippingPrice: 10 })).toBe(12);
  });

  it('takes the shipping price for free shipping', () => {
    const free = voucher({ kind: 'freeShipping', value: 0 });
    expect(voucherDiscount(free, { itemsPrice: 50, shippingPrice: 10 })).toBe(10);
    expect(voucherDiscount(free, { itemsPrice: 150, shippingPrice: 0 })).toBe(0);
  });

  it('totals items + shipping - discount', () => {
    const prices = { itemsPrice: 80, shippingPrice: 10, totalPrice: 90 };
    expect(applyVoucher(prices, voucher({ kind: 'fixed', value: 15 }))).toEqual({
      ...prices,
      discount: 15,
      totalPrice: 75,
    });
    expect(applyVoucher(prices, null)).toEqual({ ...prices, discount: 0 });
  });
});

describe('voucherRefusal', () => {
  const now = new Date('2026-12-31T17:00:00.000Z'); // 2027-01-01 00:00 in Vietnam

  it('reads start and end as Vietnam time, the end excluded', () => {
    expect(voucherRefusal(voucher({ startsAt: '2027-01-01T00:00' }), 10, unused, now)).toBeNull();
    expect(voucherRefusal(voucher({ startsAt: '2027-01-01T00:01' }), 10, unused, now)).toBe('VOUCHER_NOT_YET_VALID');
    expect(voucherRefusal(voucher({ endsAt: '2027-01-01T00:00' }), 10, unused, now)).toBe('VOUCHER_EXPIRED');
    expect(voucherRefusal(voucher({ endsAt: '2027-01-01T00:01' }), 10, unused, now)).toBeNull();
  });

  it('says why, for each refusal', () => {
    expect(voucherRefusal(undefined, 10, unused, now)).toBe('VOUCHER_UNKNOWN');
    expect(voucherRefusal(voucher({ active: false }), 10, unused, now)).toBe('VOUCHER_UNKNOWN');
    expect(voucherRefusal(voucher({ maxUses: 2 }), 10, { used: 2, usedByCustomer: 0 }, now)).toBe('VOUCHER_USED_UP');
    expect(voucherRefusal(voucher({ maxUsesPerCustomer: 1 }), 10, { used: 1, usedByCustomer: 1 }, now)).toBe(
      'VOUCHER_ALREADY_USED',
    );
    expect(voucherRefusal(voucher({ minOrder: 100 }), 99.99, unused, now)).toBe('VOUCHER_BELOW_MINIMUM');
    expect(voucherRefusal(voucher({ minOrder: 100 }), 100, unused, now)).toBeNull();
  });

  it('answers the error code of each refusal, whose message is the one the check endpoint sends', () => {
    expect(VOUCHER_REFUSALS).toEqual({
      VOUCHER_UNKNOWN: VOUCHER_MSG.voucherUnknown,
      VOUCHER_NOT_YET_VALID: VOUCHER_MSG.voucherNotYetValid,
      VOUCHER_EXPIRED: VOUCHER_MSG.voucherExpired,
      VOUCHER_USED_UP: VOUCHER_MSG.voucherUsedUp,
      VOUCHER_ALREADY_USED: VOUCHER_MSG.voucherAlreadyUsed,
      VOUCHER_BELOW_MINIMUM: VOUCHER_MSG.voucherBelowMinimum,
    });
    for (const code of Object.keys(VOUCHER_REFUSALS)) expect(code in ERROR_CODES).toBe(true);
  });
});
