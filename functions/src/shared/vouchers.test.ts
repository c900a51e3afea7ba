import { describe, expect, it } from 'vitest';
import { VOUCHER_MSG } from './screen-messages.js';
import { applyVoucher, voucherDiscount, voucherRefusal, type VoucherDoc } from './vouchers.js';

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
    expect(voucherRefusal(voucher({ startsAt: '2027-01-01T00:01' }), 10, unused, now)).toBe(
      VOUCHER_MSG.voucherNotYetValid,
    );
    expect(voucherRefusal(voucher({ endsAt: '2027-01-01T00:00' }), 10, unused, now)).toBe(VOUCHER_MSG.voucherExpired);
    expect(voucherRefusal(voucher({ endsAt: '2027-01-01T00:01' }), 10, unused, now)).toBeNull();
  });

  it('says why, for each refusal', () => {
    expect(voucherRefusal(undefined, 10, unused, now)).toBe(VOUCHER_MSG.voucherUnknown);
    expect(voucherRefusal(voucher({ active: false }), 10, unused, now)).toBe(VOUCHER_MSG.voucherUnknown);
    expect(voucherRefusal(voucher({ maxUses: 2 }), 10, { used: 2, usedByCustomer: 0 }, now)).toBe(
      VOUCHER_MSG.voucherUsedUp,
    );
    expect(voucherRefusal(voucher({ maxUsesPerCustomer: 1 }), 10, { used: 1, usedByCustomer: 1 }, now)).toBe(
      VOUCHER_MSG.voucherAlreadyUsed,
    );
    expect(voucherRefusal(voucher({ minOrder: 100 }), 99.99, unused, now)).toBe(VOUCHER_MSG.voucherBelowMinimum);
    expect(voucherRefusal(voucher({ minOrder: 100 }), 100, unused, now)).toBeNull();
  });
});
