/** The admin's order rules of docs/decisions/0031-admin-actions-that-cannot-slip.md, as pure functions. */
import { describe, expect, it } from 'vitest';
import type { OrderDoc } from './entities/order.js';
import { figuresOf, orderContribution } from './order-figures.js';
import { deletionRefusal } from './order-deletion.js';
import { deliveryRefusal, type OrderLife, type OrderStatus } from './order-status.js';
import { ORDER_LIFE_MSG } from './payment-messages.js';

const order = (status: OrderStatus, extra: Partial<OrderLife & { needsRefund: boolean }> = {}) => ({
  paymentMethod: 'VNPAY',
  isPaid: status !== 'awaitingPayment' && status !== 'cancelled',
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  cancelledAt: ['cancelled', 'refundPending', 'refunded'].includes(status) ? '2026-11-20T03:00:00.000Z' : null,
  cancelReason: null,
  status,
  needsRefund: false,
  ...extra,
});

describe('deliveryRefusal', () => {
  it('delivers a shipped order without a reason', () => {
    expect(deliveryRefusal(order('shipped'), null)).toBeNull();
  });

  it('asks a reason of an order that never shipped, a blank one included', () => {
    for (const status of ['paid', 'packing'] as const) {
      for (const reason of [null, undefined, '', '   ']) {
        expect(deliveryRefusal(order(status), reason)).toBe(ORDER_LIFE_MSG.deliverReasonRequired);
      }
      expect(deliveryRefusal(order(status), 'Picked up at the shop')).toBeNull();
    }
  });
});

describe('deletionRefusal', () => {
  it('lets only a cancelled, never paid order with no refund owed be deleted', () => {
    expect(deletionRefusal(order('cancelled'))).toBeNull();
    const refused = [
      order('awaitingPayment'),
      order('paid'),
      order('packing'),
      order('shipped'),
      order('delivered', { isDelivered: true }),
      order('refundPending'),
      order('refunded'),
      order('cancelled', { needsRefund: true }),
      order('cancelled', { isPaid: true }),
    ];
    for (const o of refused) expect(deletionRefusal(o)).toBe(ORDER_LIFE_MSG.onlyCancelledUnpaidDeleted);
  });
});

describe('order figures', () => {
  const doc = (extra: Partial<OrderDoc>) =>
    ({
      paymentMethod: 'VNPAY',
      isPaid: false,
      cancelledAt: null,
      totalPrice: 100,
      createdAt: '2026-11-20T03:00:00.000Z',
      ...extra,
    }) as Pick<OrderDoc, 'paymentMethod' | 'isPaid' | 'cancelledAt' | 'totalPrice' | 'createdAt'>;

  it('counts an order until it is cancelled, and sells it unless it is cash on delivery not yet collected', () => {
    expect(orderContribution(doc({}))).toEqual({ orders: 1, sales: 100 });
    expect(orderContribution(doc({ paymentMethod: 'COD' }))).toEqual({ orders: 1, sales: 0 });
    expect(orderContribution(doc({ paymentMethod: 'COD', isPaid: true }))).toEqual({ orders: 1, sales: 100 });
    expect(orderContribution(doc({ isPaid: true, cancelledAt: '2026-11-20T04:00:00.000Z' }))).toEqual({
      orders: 0,
      sales: 0,
    });
    expect(orderContribution(undefined)).toEqual({ orders: 0, sales: 0 });
  });

  it('adds up a set of orders with their sales per Vietnamese day, leaving out days without sales', () => {
    expect(
      figuresOf([
        doc({ totalPrice: 10.1 }),
        doc({ totalPrice: 20.2, createdAt: '2026-11-20T18:00:00.000Z' }),
        doc({ paymentMethod: 'COD', createdAt: '2026-11-25T03:00:00.000Z' }),
        doc({ cancelledAt: '2026-11-20T04:00:00.000Z' }),
      ]),
    ).toEqual({ numOrders: 3, totalSales: 30.3, days: { '2026-11-20': 10.1, '2026-11-21': 20.2 } });
  });
});
