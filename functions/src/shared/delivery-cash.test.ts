import { describe, expect, it } from 'vitest';
import { cashDueOnDelivery, deliveryPaysOrder } from './delivery-cash.js';

const order = (paymentMethod: string, downPaymentPercent: number | null = null, isPaid = false) => ({
  paymentMethod,
  totalPrice: 3_630_000,
  isPaid,
  finance: downPaymentPercent === null ? null : { downPaymentPercent },
});

describe('the cash a carrier collects at the door', () => {
  it('cash on delivery: the total, which pays the order', () => {
    expect(cashDueOnDelivery(order('COD'))).toBe(3_630_000);
    expect(deliveryPaysOrder(order('COD'))).toBe(true);
  });

  it('a finance company’s order: only the down payment (0 when none), which never pays it', () => {
    expect(cashDueOnDelivery(order('FINANCE_COMPANY', 20))).toBe(726_000);
    expect(cashDueOnDelivery(order('FINANCE_COMPANY', 0))).toBe(0);
    expect(deliveryPaysOrder(order('FINANCE_COMPANY', 20))).toBe(false);
  });

  it('a paid order: nothing', () => {
    expect(cashDueOnDelivery(order('VNPAY', null, true))).toBe(0);
    expect(cashDueOnDelivery(order('FINANCE_COMPANY', 30, true))).toBe(0);
  });
});
