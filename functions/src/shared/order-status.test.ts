import { describe, expect, it } from 'vitest';
import { API_MSG } from './messages.js';
import {
  applyStatusChange,
  cancellerOf,
  currentStatus,
  transitionRefusal,
  type OrderLife,
  type StatusBy,
  type StatusChange,
} from './order-status.js';
import { ORDER_LIFE_MSG, PAYMENT_MSG } from './payment-messages.js';

const COD = 'COD';
const open: OrderLife = {
  paymentMethod: 'VNPAY',
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  status: 'awaitingPayment',
  statusHistory: [],
  shipment: null,
};
const admin = { role: 'admin' } as const;
const change = (status: StatusChange['status'], note: string | null = null): StatusChange => ({
  status,
  at: '2026-11-24T03:00:00.000Z',
  by: admin,
  note,
});

describe('order transitions', () => {
  it('a gateway order is packed, shipped and delivered only once paid', () => {
    expect(transitionRefusal(open, 'packing', 'admin', COD)).toBe(API_MSG.orderNotPaid);
    expect(transitionRefusal(open, 'delivered', 'admin', COD)).toBe(API_MSG.orderNotPaid);
    const paid = applyStatusChange(open, change('paid'));
    expect(transitionRefusal(paid, 'packing', 'admin', COD)).toBeNull();
    const packing = applyStatusChange(paid, change('packing'));
    expect(transitionRefusal(packing, 'shipped', 'admin', COD)).toBeNull();
    expect(transitionRefusal({ ...packing, isPaid: false }, 'shipped', 'admin', COD)).toBe(
      ORDER_LIFE_MSG.shipsOnlyPaid,
    );
  });

  it('a cash-on-delivery order is packed and shipped unpaid, and delivered unpaid only from shipped', () => {
    const cod = { ...open, paymentMethod: COD };
    expect(transitionRefusal(cod, 'packing', 'admin', COD)).toBeNull();
    const packing = applyStatusChange(cod, change('packing'));
    expect(transitionRefusal(packing, 'delivered', 'admin', COD)).toBe(ORDER_LIFE_MSG.notShipped);
    expect(transitionRefusal(packing, 'shipped', 'admin', COD)).toBeNull();
    const shipped = applyStatusChange(packing, change('shipped'));
    expect(transitionRefusal(shipped, 'delivered', 'admin', COD)).toBeNull();
  });

  it('customers and admins cancel before shipping only; a paid order goes to Refund pending, never Cancelled', () => {
    expect(transitionRefusal(open, 'cancelled', 'customer', COD)).toBeNull();
    const paid = applyStatusChange(open, change('paid'));
    expect(transitionRefusal(paid, 'cancelled', 'customer', COD)).toBe(ORDER_LIFE_MSG.transitionRefused);
    expect(transitionRefusal(paid, 'refundPending', 'customer', COD)).toBeNull();
    expect(transitionRefusal(paid, 'refundPending', 'admin', COD)).toBeNull();
    const shipped = applyStatusChange(applyStatusChange(paid, change('packing')), change('shipped'));
    expect(transitionRefusal(shipped, 'refundPending', 'customer', COD)).toBe(ORDER_LIFE_MSG.cannotCancelShipped);
    expect(transitionRefusal(shipped, 'refundPending', 'admin', COD)).toBe(ORDER_LIFE_MSG.cannotCancelShipped);
  });

  it('customers never pack, ship, deliver or refund; only an admin refunds, and only a Refund pending order', () => {
    const paid = applyStatusChange(open, change('paid'));
    for (const to of ['packing', 'delivered', 'refunded'] as const) {
      expect(transitionRefusal(paid, to, 'customer', COD)).not.toBeNull();
    }
    expect(transitionRefusal(paid, 'refunded', 'admin', COD)).toBe(ORDER_LIFE_MSG.notRefundPending);
    const pending = applyStatusChange(paid, change('refundPending'));
    expect(transitionRefusal(pending, 'refunded', 'admin', COD)).toBeNull();
    expect(transitionRefusal(pending, 'refunded', 'customer', COD)).toBe(ORDER_LIFE_MSG.notRefundPending);
  });

  it('the spec buttons keep their messages: already paid, already delivered, cancelled by the time-out', () => {
    const paid = applyStatusChange(open, change('paid'));
    expect(transitionRefusal(paid, 'paid', 'admin', COD)).toBe(API_MSG.orderAlreadyPaid);
    const delivered = applyStatusChange(paid, change('delivered'));
    expect(transitionRefusal(delivered, 'delivered', 'admin', COD)).toBe(API_MSG.orderAlreadyDelivered);
    const expired = applyStatusChange(open, { ...change('cancelled', 'payment-timeout'), cancelledBy: 'timeout' });
    expect(transitionRefusal(expired, 'paid', 'admin', COD)).toBe(PAYMENT_MSG.paymentTimeout);
    expect(transitionRefusal(expired, 'paid', 'gateway', COD)).toBeNull();
  });

  it("late money pays only the time-out's cancellation, whatever reason a person typed", () => {
    const byCustomer = applyStatusChange(open, { ...change('cancelled', 'payment-timeout'), cancelledBy: 'customer' });
    const byAdmin = applyStatusChange(open, { ...change('cancelled', 'Suspected fraud'), cancelledBy: 'admin' });
    for (const cancelled of [byCustomer, byAdmin]) {
      expect(transitionRefusal(cancelled, 'paid', 'gateway', COD)).toBe(ORDER_LIFE_MSG.transitionRefused);
      expect(transitionRefusal(cancelled, 'refundPending', 'gateway', COD)).toBeNull();
    }
  });
});

describe('cancellerOf: who cancelled, never read from the reason text', () => {
  const cancelledBy = (by: StatusBy, note: string) =>
    applyStatusChange({ ...open, userId: 'u1' }, { status: 'cancelled', at: 'x', by, note });
  /** An entry stored before the history named roles: the actor's uid and email only. */
  const storedBy = (uid: string) => ({ uid, email: `${uid}@example.com` }) as unknown as StatusBy;

  it('is the recorded canceller, kept when late money moves the order to Refund pending', () => {
    const cancelled = applyStatusChange(open, { ...change('cancelled'), cancelledBy: 'admin' });
    expect(cancellerOf(cancelled)).toBe('admin');
    const waiting = applyStatusChange(cancelled, change('refundPending'));
    expect(waiting.cancelledBy).toBe('admin');
    expect(cancellerOf(open)).toBeNull();
  });

  it('reads an order cancelled before it was recorded from its history: the shop, its customer, or an admin', () => {
    expect(cancellerOf(cancelledBy({ role: 'shop' }, 'payment-timeout'))).toBe('timeout');
    expect(cancellerOf(cancelledBy({ role: 'customer' }, 'payment-timeout'))).toBe('customer');
    expect(cancellerOf(cancelledBy({ role: 'admin' }, 'payment-timeout'))).toBe('admin');
    // Entries written before roles, by uid.
    expect(cancellerOf(cancelledBy(storedBy('system'), 'payment-timeout'))).toBe('timeout');
    expect(cancellerOf(cancelledBy(storedBy('u1'), 'payment-timeout'))).toBe('customer');
    expect(cancellerOf(cancelledBy(storedBy('admin1'), 'payment-timeout'))).toBe('admin');
  });

  it('is cleared when a late payment reopens the order', () => {
    const expired = applyStatusChange(open, { ...change('cancelled', 'payment-timeout'), cancelledBy: 'timeout' });
    expect(applyStatusChange(expired, change('paid')).cancelledBy).toBeNull();
  });
});

describe('applyStatusChange keeps the spec flags true to the state', () => {
  it('paid sets isPaid/paidAt, delivered sets isDelivered/deliveredAt, each with one history entry', () => {
    const paid = applyStatusChange(open, change('paid'));
    expect(paid).toMatchObject({ status: 'paid', isPaid: true, paidAt: '2026-11-24T03:00:00.000Z' });
    const delivered = applyStatusChange(paid, { ...change('delivered'), at: '2026-11-25T03:00:00.000Z' });
    expect(delivered).toMatchObject({ isDelivered: true, deliveredAt: '2026-11-25T03:00:00.000Z' });
    expect(delivered.statusHistory?.map((entry) => entry.status)).toEqual(['paid', 'delivered']);
  });

  it('an order delivered unpaid (a finance company’s, or cash collected short) is marked paid by an admin and stays delivered', () => {
    const shipped = { ...open, paymentMethod: 'FINANCE_COMPANY', status: 'shipped' as const };
    const delivered = applyStatusChange(shipped, change('delivered'));
    expect(transitionRefusal(delivered, 'paid', 'admin', [COD, 'FINANCE_COMPANY'])).toBeNull();
    expect(transitionRefusal(delivered, 'paid', 'gateway', [COD, 'FINANCE_COMPANY'])).toBe(
      ORDER_LIFE_MSG.transitionRefused,
    );
    const paid = applyStatusChange(delivered, { ...change('paid'), at: '2026-11-26T03:00:00.000Z' });
    expect(paid).toMatchObject({
      status: 'delivered',
      isDelivered: true,
      isPaid: true,
      paidAt: '2026-11-26T03:00:00.000Z',
    });
    expect(paid.statusHistory?.map((entry) => entry.status)).toEqual(['delivered', 'paid']);
    expect(transitionRefusal(paid, 'paid', 'admin', COD)).toBe(API_MSG.orderAlreadyPaid);
  });

  it('shipped records the carrier and tracking number; cancelled records when and why', () => {
    const shipped = applyStatusChange(open, {
      ...change('shipped'),
      shipment: { carrier: 'GHN', trackingNumber: 'X1' },
    });
    expect(shipped.shipment).toEqual({ carrier: 'GHN', trackingNumber: 'X1' });
    const cancelled = applyStatusChange(open, change('cancelled', 'Changed my mind'));
    expect(cancelled).toMatchObject({ cancelledAt: '2026-11-24T03:00:00.000Z', cancelReason: 'Changed my mind' });
    expect(cancelled.statusHistory).toEqual([change('cancelled', 'Changed my mind')]);
  });

  it("shipping the shop's waybill keeps its carrier details; another tracking number replaces them", () => {
    const waybill = { carrier: 'ghn', trackingNumber: 'GA1', fee: 32_000, status: 'created' as const, events: [] };
    const packing = { ...open, status: 'packing' as const, shipment: waybill };
    const same = applyStatusChange(packing, {
      ...change('shipped'),
      shipment: { carrier: 'ghn', trackingNumber: 'GA1' },
    });
    expect(same.shipment).toEqual(waybill);
    const other = applyStatusChange(packing, {
      ...change('shipped'),
      shipment: { carrier: 'VNPost', trackingNumber: 'V9' },
    });
    expect(other.shipment).toEqual({ carrier: 'VNPost', trackingNumber: 'V9' });
  });

  it('a late payment reopens an order the time-out cancelled', () => {
    const expired = applyStatusChange(open, { ...change('cancelled', 'payment-timeout'), cancelledBy: 'timeout' });
    expect(applyStatusChange(expired, change('paid'))).toMatchObject({
      cancelledAt: null,
      cancelReason: null,
      isPaid: true,
    });
  });

  it('an order stored before states existed reads its state from its flags', () => {
    const { status: _status, ...old } = open;
    void _status;
    expect(currentStatus(old)).toBe('awaitingPayment');
    expect(currentStatus({ ...old, isPaid: true })).toBe('paid');
    expect(currentStatus({ ...old, isPaid: true, isDelivered: true })).toBe('delivered');
    expect(currentStatus({ ...old, cancelledAt: 'x' })).toBe('cancelled');
    expect(currentStatus({ ...old, isPaid: true, cancelledAt: 'x' })).toBe('refundPending');
  });
});
