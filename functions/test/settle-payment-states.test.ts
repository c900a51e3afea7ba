/**
 * What money does to an order, decided once (payments/settle-payment.ts), for each state the order
 * can be in when it arrives and each way it arrives: a gateway's verified result (VNPAY, MoMo) or
 * the bank's notification of a transfer. Awaiting payment: paid. Cancelled by its customer or an
 * admin: stays cancelled, and the money waits for its refund (gateways) or is kept for the admin
 * (bank). Cancelled by the time-out: reopened and paid only when its stock can be taken again,
 * otherwise as a person's cancel. Already paid: the money is kept for the admin. Cash on delivery's
 * money is the cash collected at the door: it pays a shipped order as it is delivered, and nothing
 * once the order was cancelled.
 */
import { describe, expect, it } from 'vitest';
import { markOrderDelivered } from '../src/api/orders/order-life.js';
import { bankTransferCodesCol, ordersCol, paymentsCol, reconciliationsCol } from '../src/data/collections.js';
import { applyGatewayResult } from '../src/payments/apply-gateway-result.js';
import { applyBankNotification } from '../src/payments/bank-transfer/notification.js';
import { gatewayCharge } from '../src/payments/payment-methods.js';
import type { PaymentMethod } from '../src/shared/constants.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import { placedOrderLife } from '../src/shared/new-order-doc.js';
import {
  applyStatusChange,
  COD_UNCONFIRMED_REASON,
  PAYMENT_TIMEOUT_REASON,
  type StatusChangeRequest,
} from '../src/shared/order-status.js';
import { ORDER_LIFE_MSG } from '../src/shared/payment-messages.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { orderDoc, orderItem, vietnameseAddress } from '@test-factories';
import { readOrder, usePaymentSuite } from './support/payment-suite.js';
import { addProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

type State = 'awaiting' | 'customer-cancel' | 'admin-cancel' | 'timeout-in-stock' | 'timeout-sold-out' | 'paid';
type Way = 'VNPAY' | 'MOMO' | 'BANK_TRANSFER';

const CANCELS: Partial<Record<State, StatusChangeRequest>> = {
  'customer-cancel': {
    status: 'cancelled',
    at: '2026-11-24T02:10:00.000Z',
    by: { role: 'customer' },
    note: 'Changed my mind',
    cancelledBy: 'customer',
  },
  'admin-cancel': {
    status: 'cancelled',
    at: '2026-11-24T02:10:00.000Z',
    by: { role: 'admin' },
    note: 'Suspected fraud: do not ship',
    cancelledBy: 'admin',
  },
  'timeout-in-stock': {
    status: 'cancelled',
    at: '2026-11-24T02:40:00.000Z',
    by: { role: 'shop' },
    note: PAYMENT_TIMEOUT_REASON,
    cancelledBy: 'timeout',
  },
};
CANCELS['timeout-sold-out'] = CANCELS['timeout-in-stock'];

const CODE = 'LS23456';

/** An order of one unit, in `state`, paid (if at all) and cancelled (if at all) before the money comes. */
async function orderIn(state: State, way: Way): Promise<{ id: string; order: OrderDoc }> {
  const { id: productId } = await addProduct({ price: 200_000, countInStock: state === 'timeout-sold-out' ? 0 : 5 });
  const createdAt = '2026-11-24T02:00:00.000Z';
  let order: OrderDoc = orderDoc({
    userId: 'payer',
    orderItems: [orderItem({ productId, price: 200_000, quantity: 1 })],
    paymentMethod: way,
    shippingAddress: vietnameseAddress(),
    createdAt,
    ...placedOrderLife(createdAt),
    ...(way === 'BANK_TRANSFER'
      ? {
          bankTransfer: {
            qrPayload: 'qr',
            orderCode: CODE,
            accountNumber: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
            bankBin: DEFAULT_SHOP_SETTINGS.bankAccount.bankBin,
            amount: 0,
            expiresAt: '2026-11-25T02:00:00.000Z',
          },
        }
      : {}),
  });
  if (order.bankTransfer) order.bankTransfer.amount = Math.round(order.totalPrice);
  if (state === 'paid') {
    order = applyStatusChange(order, {
      status: 'paid',
      at: '2026-11-24T02:05:00.000Z',
      by: { role: 'admin' },
      note: null,
    });
  }
  const cancel = CANCELS[state];
  if (cancel) order = applyStatusChange(order, cancel);
  const ref = ordersCol(db).doc();
  await ref.set(order);
  if (way === 'BANK_TRANSFER') await bankTransferCodesCol(db).doc(CODE).set({ orderId: ref.id, createdAt });
  return { id: ref.id, order };
}

let nextNotification = 90_000;

/** The money arrives the way `way` brings it, for exactly the order's amount. */
async function moneyArrives(way: Way, id: string, order: OrderDoc): Promise<void> {
  if (way === 'BANK_TRANSFER') {
    nextNotification += 1;
    await applyBankNotification(db, {
      id: nextNotification,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-24 14:02:37',
      accountNumber: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
      code: null,
      content: `${CODE} chuyen tien`,
      transferType: 'in',
      transferAmount: order.bankTransfer?.amount ?? 0,
      subAccount: null,
      referenceCode: `FT${nextNotification}`,
      accumulated: 0,
    } as Parameters<typeof applyBankNotification>[1]);
    return;
  }
  const reference = `${id}-1`;
  const { gatewayAmount } = gatewayCharge(order);
  // A cancelled order's attempts were voided when it was cancelled.
  const status = order.cancelledAt ? 'voided' : 'pending';
  await paymentsCol(db)
    .doc(reference)
    .set({
      orderId: id,
      userId: order.userId ?? '',
      provider: way as PaymentMethod,
      gatewayAmount,
      status,
      createdAt: order.createdAt,
      result: null,
    });
  await applyGatewayResult(db, {
    provider: way,
    reference,
    gatewayAmount,
    paid: true,
    code: '00',
    transactionNo: 'T1',
    bankCode: null,
    payDate: null,
    reason: null,
  });
}

interface Expected {
  status: OrderDoc['status'];
  isPaid: boolean;
  /** Still cancelled (a cancelledAt) after the money. */
  cancelled: boolean;
  /** The reason of the reconciliation kept for the admin, or null for none. */
  kept: string | null;
}

const gatewayRows: [State, Expected][] = [
  ['awaiting', { status: 'paid', isPaid: true, cancelled: false, kept: null }],
  ['customer-cancel', { status: 'refundPending', isPaid: true, cancelled: true, kept: null }],
  ['admin-cancel', { status: 'refundPending', isPaid: true, cancelled: true, kept: null }],
  ['timeout-in-stock', { status: 'paid', isPaid: true, cancelled: false, kept: null }],
  ['timeout-sold-out', { status: 'refundPending', isPaid: true, cancelled: true, kept: null }],
  ['paid', { status: 'paid', isPaid: true, cancelled: false, kept: 'already-paid' }],
];
const bankRows: [State, Expected][] = [
  ['awaiting', { status: 'paid', isPaid: true, cancelled: false, kept: null }],
  ['customer-cancel', { status: 'cancelled', isPaid: false, cancelled: true, kept: 'order-cancelled' }],
  ['admin-cancel', { status: 'cancelled', isPaid: false, cancelled: true, kept: 'order-cancelled' }],
  ['timeout-in-stock', { status: 'paid', isPaid: true, cancelled: false, kept: null }],
  ['timeout-sold-out', { status: 'cancelled', isPaid: false, cancelled: true, kept: 'order-cancelled' }],
  ['paid', { status: 'paid', isPaid: true, cancelled: false, kept: 'already-paid' }],
];
const cases: [Way, State, Expected][] = [
  ...gatewayRows.map(([state, expected]): [Way, State, Expected] => ['VNPAY', state, expected]),
  ...gatewayRows.map(([state, expected]): [Way, State, Expected] => ['MOMO', state, expected]),
  ...bankRows.map(([state, expected]): [Way, State, Expected] => ['BANK_TRANSFER', state, expected]),
];

describe('money arriving for an order, by its state and the way it came', () => {
  it.each(cases)('%s money for an order in state %s', async (way, state, expected) => {
    const { id, order } = await orderIn(state, way);
    await moneyArrives(way, id, order);
    const after = await readOrder(id);
    expect({
      status: after?.status,
      isPaid: after?.isPaid,
      cancelled: Boolean(after?.cancelledAt),
    }).toEqual({ status: expected.status, isPaid: expected.isPaid, cancelled: expected.cancelled });
    const kept = (await reconciliationsCol(db).where('orderId', '==', id).get()).docs.map((doc) => doc.data().reason);
    expect(kept).toEqual(expected.kept ? [expected.kept] : []);
    // Money that pays nothing marks the order for the admin's refund, whatever way it came.
    if (expected.kept) expect(after?.needsRefund).toBe(true);
  });
});

/** A cash-on-delivery order of one unit in `state`: COD money is the cash the carrier collects at the door. */
async function codOrderIn(state: 'shipped' | 'customer-cancel' | 'unconfirmed-timeout'): Promise<string> {
  const { id: productId } = await addProduct({ price: 200_000, countInStock: 5 });
  const createdAt = '2026-11-24T02:00:00.000Z';
  let order: OrderDoc = orderDoc({
    userId: 'payer',
    orderItems: [orderItem({ productId, price: 200_000, quantity: 1 })],
    paymentMethod: 'COD',
    shippingAddress: vietnameseAddress(),
    createdAt,
    ...placedOrderLife(createdAt),
  });
  const at = '2026-11-24T03:00:00.000Z';
  if (state === 'shipped') {
    order = applyStatusChange(order, { status: 'packing', at, by: { role: 'admin' }, note: null });
    const shipment = { carrier: 'GHN', trackingNumber: 'GHN1' };
    order = applyStatusChange(order, { status: 'shipped', at, by: { role: 'admin' }, note: 'GHN GHN1', shipment });
  } else if (state === 'customer-cancel') {
    order = applyStatusChange(order, CANCELS['customer-cancel'] as StatusChangeRequest);
  } else {
    order = applyStatusChange(order, {
      status: 'cancelled',
      at,
      by: { role: 'shop' },
      note: COD_UNCONFIRMED_REASON,
      cancelledBy: 'timeout',
    });
  }
  const ref = ordersCol(db).doc();
  await ref.set(order);
  return ref.id;
}

const ADMIN = { uid: 'admin-1', email: 'admin@example.com' };

describe('cash collected at the door (cash on delivery)', () => {
  it('pays a shipped order as it is delivered: the paid entry (cash collected) then the delivered one', async () => {
    const id = await codOrderIn('shipped');
    await markOrderDelivered(db, id, ADMIN);
    const after = await readOrder(id);
    expect(after).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true, cancelledAt: null });
    expect(after?.statusHistory?.slice(-2).map((entry) => [entry.status, entry.note])).toEqual([
      ['paid', ORDER_LIFE_MSG.cashCollected],
      ['delivered', null],
    ]);
  });

  it.each(['customer-cancel', 'unconfirmed-timeout'] as const)(
    'refuses cash for an order in state %s: it stays cancelled and unpaid',
    async (state) => {
      const id = await codOrderIn(state);
      await expect(markOrderDelivered(db, id, ADMIN)).rejects.toMatchObject({ status: 409 });
      expect(await readOrder(id)).toMatchObject({ status: 'cancelled', isPaid: false, isDelivered: false });
    },
  );
});
