/**
 * An order's life through the API (docs/decisions/0020-order-life.md): every change allowed and
 * refused per actor, stock back exactly once, refunds through the gateway sandbox (started here on
 * a free port) for VNPAY and MoMo, and the hand refund.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { FieldValue } from 'firebase-admin/firestore';
import { ordersCol, orderStaffDoc, salesStatsDoc, summaryStatsDoc } from '../src/data/collections.js';
import { addOrderStatus } from '../src/migrations/order-status.js';
import { handleOrderCreated, handleOrderUpdated } from '../src/triggers/order-stats.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import type { Order, OrderDoc } from '../src/shared/entities/order.js';
import type { PaymentRedirect } from '../src/shared/entities/payment.js';
import { API_MSG } from '../src/shared/messages.js';
import type { OrderStatus } from '../src/shared/order-status.js';
import { ORDER_LIFE_MSG } from '../src/shared/payment-messages.js';
import { startGatewaySandbox, type GatewaySandbox } from '../../scripts/gateway-sandbox/server.js';
import { createCustomer, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { momoResult, vnpayResult } from './support/gateway.js';
import {
  app,
  auditEntries,
  momoIpn,
  paymentUrl,
  placeOrder,
  readOrder,
  suite,
  usePaymentSuite,
  vnpayIpn,
} from './support/payment-suite.js';
import { readProduct } from './support/products.js';
import { ctx } from './support/test-context.js';

usePaymentSuite();

let sandbox: GatewaySandbox;
/** The app with both gateways' create and refund endpoints at the in-process sandbox. */
let gatewayApp: ReturnType<typeof createApp>;
let stranger: TestAccount;

beforeAll(async () => {
  sandbox = await startGatewaySandbox({ port: 0 });
  const settings = {
    ...DEMO_PAYMENT_SETTINGS,
    vnpay: { ...DEMO_PAYMENT_SETTINGS.vnpay, refundUrl: `${sandbox.url}/merchant_webapi/api/transaction` },
    momo: {
      ...DEMO_PAYMENT_SETTINGS.momo,
      createUrl: `${sandbox.url}/v2/gateway/api/create`,
      refundUrl: `${sandbox.url}/v2/gateway/api/refund`,
    },
  };
  gatewayApp = createApp({ ...ctx, payments: () => settings });
  stranger = await createCustomer({ name: 'Stranger' });
});
afterAll(() => sandbox.close());

const statuses = (order: OrderDoc | undefined) => order?.statusHistory?.map((entry) => entry.status);

/** An order paid through VNPAY's (or MoMo's) verified notification. */
async function paidOrder(method: 'VNPAY' | 'MOMO' = 'VNPAY', stock = 5) {
  const placed = await placeOrder({ method, quantity: 2, stock });
  const redirect = (await paymentUrl(placed.order._id, suite.customer, gatewayApp)).body as PaymentRedirect;
  const res =
    method === 'VNPAY'
      ? await vnpayIpn(vnpayResult(redirect.reference, Math.round(placed.order.totalPrice * 100)))
      : await momoIpn(momoResult(redirect.reference, redirect.amount));
  expect(res.status).toBeLessThan(300);
  return placed;
}

const admin = (name: 'packOrder' | 'markOrderDelivered' | 'markOrderPaid', id: string) =>
  callEndpoint(app, name, { params: { id }, as: suite.admin });
/** 'Deliver Order' with the reason an order that never shipped needs. */
const deliverWithReason = (id: string, reason = 'Picked up at the shop') =>
  callEndpoint(app, 'markOrderDelivered', { params: { id }, as: suite.admin, body: { reason } });
const ship = (id: string, body = { carrier: 'GHN', trackingNumber: 'GHN123' }) =>
  callEndpoint(app, 'shipOrder', { params: { id }, as: suite.admin, body });
const adminCancel = (id: string, reason = 'Out of stock at the warehouse') =>
  callEndpoint(app, 'cancelOrder', { params: { id }, as: suite.admin, body: { reason } });
const customerCancel = (id: string, as: TestAccount = suite.customer, reason?: string) =>
  callEndpoint(app, 'cancelMyOrder', { params: { id }, as, body: reason === undefined ? {} : { reason } });
const refund = (id: string, body: { reference?: string } = {}) =>
  callEndpoint(gatewayApp, 'refundOrder', { params: { id }, as: suite.admin, body });

/** Writes an order directly in a given state, as placing COD is not open yet. */
async function storedOrder(status: OrderStatus, extra: Partial<Order> = {}) {
  const { order, productId } = await placeOrder({ quantity: 1, stock: 3 });
  await ordersCol(db())
    .doc(order._id)
    .update({ status, ...extra });
  return { id: order._id, productId };
}
const db = () => ctx.db;

describe('placing and paying', () => {
  it('a placed order awaits payment with its first entry by the customer; the gateway pays it with a paid entry', async () => {
    const { order } = await paidOrder();
    const stored = await readOrder(order._id);
    expect(stored).toMatchObject({ status: 'paid', isPaid: true, shipment: null });
    expect(stored?.statusHistory?.[0]).toMatchObject({ status: 'awaitingPayment', by: { role: 'customer' } });
    expect(stored?.statusHistory?.[1]).toMatchObject({ status: 'paid', by: { role: 'gateway' } });
    expect(stored?.paidAt).toBe(stored?.statusHistory?.[1]?.at);
  });
});

describe('admin: pack, ship, deliver', () => {
  it('a paid order is packed, shipped with carrier and tracking number, then delivered, each audited', async () => {
    const { order } = await paidOrder();
    expect((await admin('packOrder', order._id)).body).toMatchObject({ status: 'packing' });
    const shipped = await ship(order._id);
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', shipment: { carrier: 'GHN', trackingNumber: 'GHN123' } });
    const delivered = await admin('markOrderDelivered', order._id);
    expect(delivered.body).toMatchObject({ status: 'delivered', isDelivered: true });
    const stored = await readOrder(order._id);
    expect(statuses(stored)).toEqual(['awaitingPayment', 'paid', 'packing', 'shipped', 'delivered']);
    expect(stored?.deliveredAt).toBe(stored?.statusHistory?.[4]?.at);
    // The order names the role; the admin is in its staff document (docs/decisions/0028-orders-read-from-firestore.md).
    expect(stored?.statusHistory?.[3]?.by).toEqual({ role: 'admin' });
    expect((await orderStaffDoc(db(), order._id).get()).data()?.statusBy?.['3']).toEqual({
      uid: suite.admin.uid,
      email: suite.admin.email,
    });
    for (const action of ['order.pack', 'order.ship', 'order.deliver'])
      expect(await auditEntries(action)).toHaveLength(1);
  });

  it('refuses packing, shipping and delivering an unpaid gateway order with 409, changing nothing', async () => {
    const { order } = await placeOrder();
    expect(await admin('packOrder', order._id)).toMatchObject({ status: 409, body: { message: API_MSG.orderNotPaid } });
    await ordersCol(db()).doc(order._id).update({ status: 'packing' });
    expect(await ship(order._id)).toMatchObject({ status: 409, body: { message: ORDER_LIFE_MSG.shipsOnlyPaid } });
    expect((await readOrder(order._id))?.shipment).toBeNull();
    expect(await auditEntries('order.ship')).toHaveLength(0);
  });

  it('ship needs both carrier and tracking number (400), and only from packing (409)', async () => {
    const { order } = await paidOrder();
    const missing = await ship(order._id, { carrier: 'GHN', trackingNumber: ' ' });
    expect(missing).toMatchObject({ status: 400, body: { message: 'trackingNumber is required' } });
    expect(await ship(order._id)).toMatchObject({ status: 409, body: { message: ORDER_LIFE_MSG.transitionRefused } });
    expect((await readOrder(order._id))?.status).toBe('paid');
  });

  it("'Deliver Order' on a paid order that never shipped is refused without a reason (409, nothing changes)", async () => {
    const { order } = await paidOrder();
    for (const reason of [undefined, '   ']) {
      const body = reason === undefined ? {} : { reason };
      expect(
        await callEndpoint(app, 'markOrderDelivered', { params: { id: order._id }, as: suite.admin, body }),
      ).toMatchObject({
        status: 409,
        body: { message: ORDER_LIFE_MSG.deliverReasonRequired },
      });
    }
    await admin('packOrder', order._id);
    expect(await admin('markOrderDelivered', order._id)).toMatchObject({
      status: 409,
      body: { message: ORDER_LIFE_MSG.deliverReasonRequired },
    });
    expect(await readOrder(order._id)).toMatchObject({ status: 'packing', isDelivered: false });
    expect(await auditEntries('order.deliver')).toHaveLength(0);
  });

  it("'Deliver Order' on a paid order that never shipped, with a reason, goes straight to delivered and keeps the reason; a repeat is refused", async () => {
    const { order } = await paidOrder();
    expect((await deliverWithReason(order._id)).status).toBe(200);
    const stored = await readOrder(order._id);
    expect(statuses(stored)).toEqual(['awaitingPayment', 'paid', 'delivered']);
    // The order names the role; the admin's uid is kept with the staff (docs/decisions/0028-orders-read-from-firestore.md).
    expect(stored?.statusHistory?.[2]).toMatchObject({ note: 'Picked up at the shop', by: { role: 'admin' } });
    expect(await auditEntries('order.deliver')).toHaveLength(1);
    expect(await admin('markOrderDelivered', order._id)).toMatchObject({
      status: 409,
      body: { message: API_MSG.orderAlreadyDelivered },
    });
    expect(await admin('packOrder', order._id)).toMatchObject({ status: 409 });
  });

  it("'Mark as Paid' writes a paid entry by the admin; a repeat answers 'already paid'", async () => {
    const { order } = await placeOrder();
    const res = await admin('markOrderPaid', order._id);
    expect(res.body).toMatchObject({ status: 'paid', isPaid: true });
    expect((res.body as Order).statusHistory?.[1]).toMatchObject({ status: 'paid', by: { uid: suite.admin.uid } });
    expect(await admin('markOrderPaid', order._id)).toMatchObject({
      status: 409,
      body: { message: API_MSG.orderAlreadyPaid },
    });
  });

  it('a cash-on-delivery order is packed and shipped unpaid; delivering it records the cash: paid then delivered', async () => {
    const { id } = await storedOrder('awaitingPayment', { paymentMethod: 'COD' });
    expect((await admin('packOrder', id)).status).toBe(200);
    expect((await admin('markOrderDelivered', id)).body).toMatchObject({ message: ORDER_LIFE_MSG.notShipped });
    expect((await ship(id)).status).toBe(200);
    const delivered = await admin('markOrderDelivered', id);
    expect(delivered.body).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    const stored = await readOrder(id);
    expect(statuses(stored)).toEqual(['awaitingPayment', 'packing', 'shipped', 'paid', 'delivered']);
    expect(stored?.statusHistory?.[3]?.note).toBe(ORDER_LIFE_MSG.cashCollected);
    expect(stored?.paidAt).toBe(stored?.deliveredAt);
  });

  it('customers cannot pack, ship, deliver, cancel as an admin or refund (403)', async () => {
    const { order } = await paidOrder();
    const as = suite.customer;
    const params = { id: order._id };
    expect((await callEndpoint(app, 'packOrder', { params, as })).status).toBe(403);
    expect(
      (await callEndpoint(app, 'shipOrder', { params, as, body: { carrier: 'a', trackingNumber: 'b' } })).status,
    ).toBe(403);
    expect((await callEndpoint(app, 'markOrderDelivered', { params, as })).status).toBe(403);
    expect((await callEndpoint(app, 'cancelOrder', { params, as, body: { reason: 'x' } })).status).toBe(403);
    expect((await callEndpoint(app, 'refundOrder', { params, as, body: {} })).status).toBe(403);
    expect((await readOrder(order._id))?.status).toBe('paid');
  });
});

describe('cancelling', () => {
  it('the customer cancels an unpaid order with a reason: cancelled, stock back in the same change', async () => {
    const { order, productId } = await placeOrder({ quantity: 2, stock: 5 });
    expect((await readProduct(productId))?.countInStock).toBe(3);
    const res = await customerCancel(order._id, suite.customer, 'Found it cheaper');
    expect(res.body).toMatchObject({ status: 'cancelled', cancelReason: 'Found it cheaper' });
    expect((await readProduct(productId))?.countInStock).toBe(5);
    expect((await readOrder(order._id))?.statusHistory?.[1]).toMatchObject({
      status: 'cancelled',
      by: { role: 'customer' },
      note: 'Found it cheaper',
    });
    expect(await customerCancel(order._id)).toMatchObject({ status: 409 });
    expect((await readProduct(productId))?.countInStock).toBe(5);
    expect(await auditEntries('order.customer-cancel')).toHaveLength(1);
  });

  it('the customer cancels a paid order without a reason: Refund pending, stock back', async () => {
    const { order, productId } = await paidOrder();
    const res = await customerCancel(order._id);
    expect(res.body).toMatchObject({ status: 'refundPending', isPaid: true, cancelReason: null });
    expect((await readProduct(productId))?.countInStock).toBe(5);
  });

  it('the customer can cancel while packing but not after shipping (409 with a message); nor another customer (404)', async () => {
    const { order, productId } = await paidOrder();
    expect((await customerCancel(order._id, stranger)).status).toBe(404);
    await admin('packOrder', order._id);
    await ship(order._id);
    expect(await customerCancel(order._id)).toMatchObject({
      status: 409,
      body: { message: ORDER_LIFE_MSG.cannotCancelShipped },
    });
    expect((await readProduct(productId))?.countInStock).toBe(3);
    expect((await readOrder(order._id))?.status).toBe('shipped');
  });

  it('an admin cancels with a required reason: unpaid to cancelled, paid to Refund pending, never after shipping', async () => {
    const unpaid = await placeOrder({ quantity: 1, stock: 2 });
    const blank = await callEndpoint(app, 'cancelOrder', {
      params: { id: unpaid.order._id },
      as: suite.admin,
      body: { reason: '' },
    });
    expect(blank).toMatchObject({ status: 400, body: { message: 'reason is required' } });
    expect((await adminCancel(unpaid.order._id)).body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Out of stock at the warehouse',
    });
    expect((await readProduct(unpaid.productId))?.countInStock).toBe(2);
    const paid = await paidOrder();
    expect((await adminCancel(paid.order._id)).body).toMatchObject({ status: 'refundPending' });
    const delivered = await paidOrder();
    await deliverWithReason(delivered.order._id);
    expect(await adminCancel(delivered.order._id)).toMatchObject({
      status: 409,
      body: { message: ORDER_LIFE_MSG.cannotCancelShipped },
    });
    expect(await auditEntries('order.cancel')).toHaveLength(2);
  });

  it('a cancel racing the payment notification puts the stock back exactly once and ends in Refund pending', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, productId } = await placeOrder({ quantity: 2, stock: 5 });
      const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
      await Promise.all([
        customerCancel(order._id),
        vnpayIpn(vnpayResult(redirect.reference, Math.round(order.totalPrice * 100))),
      ]);
      expect((await readProduct(productId))?.countInStock).toBe(5);
      const stored = await readOrder(order._id);
      expect(stored).toMatchObject({ status: 'refundPending', isPaid: true });
      expect(stored?.cancelledAt).toBeTruthy();
    }
  });
});

describe('refunds', () => {
  it.each(['VNPAY', 'MOMO'] as const)(
    'a %s order cancelled after payment is refunded through the gateway (signature checked by the sandbox): Refunded',
    async (method) => {
      const { order } = await paidOrder(method);
      await customerCancel(order._id);
      const before = sandbox.refunds.refunds.length;
      const res = await refund(order._id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'refunded', refund: { method: 'gateway', state: 'done' } });
      const asked = sandbox.refunds.refunds.slice(before);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ provider: method, ok: true });
      const stored = await readOrder(order._id);
      expect(stored?.refund?.transactionNo).toBeTruthy();
      expect(statuses(stored)?.slice(-2)).toEqual(['refundPending', 'refunded']);
      expect(await auditEntries('order.refund')).toHaveLength(1);
      expect(await refund(order._id)).toMatchObject({
        status: 409,
        body: { message: ORDER_LIFE_MSG.notRefundPending },
      });
    },
  );

  it.each(['VNPAY', 'MOMO'] as const)(
    'a %s refund the gateway refuses is recorded and shown: 502, the order stays Refund pending, a retry succeeds',
    async (method) => {
      const { order } = await paidOrder(method);
      await adminCancel(order._id);
      sandbox.refunds.planNext({ fail: true });
      const res = await refund(order._id);
      expect(res).toMatchObject({ status: 502, body: { message: ORDER_LIFE_MSG.refundFailed } });
      const stored = await readOrder(order._id);
      expect(stored).toMatchObject({ status: 'refundPending', refund: { state: 'failed' } });
      expect(stored?.refund?.gatewayMessage).toMatch(/refus|từ chối/i);
      expect(await auditEntries('order.refund-failed')).toHaveLength(1);
      expect((await refund(order._id)).body).toMatchObject({ status: 'refunded' });
    },
  );

  it('a refund with a gateway that does not answer stays Refund pending (502)', async () => {
    const { order } = await paidOrder();
    await adminCancel(order._id);
    const offline = createApp({
      ...ctx,
      payments: () => ({
        ...DEMO_PAYMENT_SETTINGS,
        vnpay: { ...DEMO_PAYMENT_SETTINGS.vnpay, refundUrl: 'http://127.0.0.1:9/merchant_webapi/api/transaction' },
      }),
    });
    const res = await callEndpoint(offline, 'refundOrder', { params: { id: order._id }, as: suite.admin, body: {} });
    expect(res).toMatchObject({ status: 502, body: { message: ORDER_LIFE_MSG.refundGatewayUnreachable } });
    expect((await readOrder(order._id))?.status).toBe('refundPending');
  });

  it('an order paid outside the gateways is refunded by hand with a reference (400 without one)', async () => {
    const { order } = await placeOrder();
    await admin('markOrderPaid', order._id);
    await adminCancel(order._id);
    expect(await refund(order._id)).toMatchObject({
      status: 400,
      body: { message: ORDER_LIFE_MSG.refundReferenceRequired },
    });
    const before = sandbox.refunds.refunds.length;
    const res = await refund(order._id, { reference: 'VCB 000123' });
    expect(res.body).toMatchObject({ status: 'refunded', refund: { method: 'hand', reference: 'VCB 000123' } });
    expect(sandbox.refunds.refunds).toHaveLength(before);
  });

  it('only a Refund pending order is refunded (409)', async () => {
    const { order } = await paidOrder();
    expect(await refund(order._id)).toMatchObject({ status: 409, body: { message: ORDER_LIFE_MSG.notRefundPending } });
  });

  it('two admins refunding at once make one gateway refund', async () => {
    const { order } = await paidOrder();
    await adminCancel(order._id);
    const before = sandbox.refunds.refunds.length;
    const answers = await Promise.all([refund(order._id), refund(order._id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(sandbox.refunds.refunds.length - before).toBe(1);
    expect((await readOrder(order._id))?.status).toBe('refunded');
  });
});

describe('the dashboard figures', () => {
  it('a cancelled, refund-pending or refunded order is no sale: the cancel takes it out once, the refund changes nothing more', async () => {
    await Promise.all([summaryStatsDoc(db()).delete(), salesStatsDoc(db()).delete()]);
    const { order } = await paidOrder();
    const ref = ordersCol(db()).doc(order._id);
    let event = 0;
    const id = () => `order-life-${order._id}-${(event += 1)}`;
    await handleOrderCreated(db(), { id: id(), data: await ref.get() });
    expect((await summaryStatsDoc(db()).get()).data()).toMatchObject({ numOrders: 1, totalSales: order.totalPrice });

    const paid = await ref.get();
    await customerCancel(order._id);
    const pending = await ref.get();
    await handleOrderUpdated(db(), { id: id(), data: { before: paid, after: pending } });
    expect((await summaryStatsDoc(db()).get()).data()).toMatchObject({ numOrders: 0, totalSales: 0 });

    await refund(order._id);
    await handleOrderUpdated(db(), { id: id(), data: { before: pending, after: await ref.get() } });
    expect((await summaryStatsDoc(db()).get()).data()).toMatchObject({ numOrders: 0, totalSales: 0 });
  });
});

describe('migration: orders from before states', () => {
  it('derives status and history from the flags and times; again changes nothing', async () => {
    const paid = await paidOrder();
    const expired = await placeOrder();
    const life = { status: FieldValue.delete(), statusHistory: FieldValue.delete(), shipment: FieldValue.delete() };
    await ordersCol(db())
      .doc(paid.order._id)
      .update({ ...life, isDelivered: true, deliveredAt: '2099-01-01T00:00:00.000Z' });
    await ordersCol(db())
      .doc(expired.order._id)
      .update({ ...life, cancelledAt: '2099-01-01T00:00:00.000Z', cancelReason: 'payment-timeout' });

    expect(await addOrderStatus(db())).toBe(2);
    const delivered = await readOrder(paid.order._id);
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.statusHistory?.map((entry) => [entry.status, entry.by])).toEqual([
      ['awaitingPayment', { role: 'customer' }],
      ['paid', { role: 'gateway' }],
      ['delivered', { role: 'shop' }],
    ]);
    expect(delivered?.shipment).toBeNull();
    const cancelled = await readOrder(expired.order._id);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled?.statusHistory?.[1]).toMatchObject({ status: 'cancelled', note: 'payment-timeout' });
    expect(await addOrderStatus(db())).toBe(0);
  });
});
