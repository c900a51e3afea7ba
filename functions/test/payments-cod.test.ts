/**
 * Placing by payment method and cash on delivery, against the emulators
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ordersCol, summaryStatsDoc } from '../src/data/collections.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import type { Order } from '../src/shared/entities/order.js';
import { API_MSG } from '../src/shared/messages.js';
import { PAYMENT_API_MSG } from '../src/shared/payment-messages.js';
import { handleOrderCreated, handleOrderUpdated } from '../src/triggers/order-stats.js';
import { placeOrderBody } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { allOrders } from './support/orders.js';
import {
  app,
  backdate,
  placeOrder,
  readOrder,
  reservationMinutes,
  suite,
  usePaymentSuite,
  saveShopSettings,
} from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

/** Places one unit of a fresh product with `stock` units, without expecting success. */
async function tryPlacing(method: Order['paymentMethod'], price = 120.25, stock = 5) {
  const product = await addProduct({ price, countInStock: stock });
  const res = await callEndpoint(app, 'placeOrder', {
    as: suite.customer,
    body: placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: method }),
  });
  return { res, productId: product.id };
}

describe('placing by payment method', () => {
  it.each(['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER'] as const)(
    '%s is accepted when the shop offers it',
    async (method) => {
      const { res } = await tryPlacing(method);
      expect(res.status).toBe(201);
      expect((res.body as Order).paymentMethod).toBe(method);
    },
  );

  it('a method the settings do not offer answers 400 with a message and stores nothing', async () => {
    await saveShopSettings({ paymentMethods: ['VNPAY', 'MOMO'] });
    for (const method of ['COD', 'BANK_TRANSFER'] as const) {
      const { res, productId } = await tryPlacing(method, 100, 5);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: PAYMENT_API_MSG.paymentMethodNotOffered, code: 'VALIDATION_FAILED' });
      expect((await readProduct(productId))?.countInStock).toBe(5);
    }
    expect(await allOrders()).toEqual([]);
    expect((await tryPlacing('VNPAY')).res.status).toBe(201);
  });

  it('an unknown method is refused by the schema', async () => {
    const product = await addProduct({ price: 10 });
    const res = await callEndpoint(app, 'placeOrder', { as: suite.customer }).send({
      ...placeOrderBody([{ _id: product.id, quantity: 1 }]),
      paymentMethod: 'CASH',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'paymentMethod must be one of VNPAY, MOMO, COD, BANK_TRANSFER, INSTALLMENT, FINANCE_COMPANY',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('cash on delivery', () => {
  it('is refused with 409 above the shop’s COD limit, and accepted at the limit exactly', async () => {
    // 90 + the spec's 10 shipping = 100.
    await saveShopSettings({ codLimit: 100 });
    const over = await tryPlacing('COD', 90.01, 3);
    expect(over.res.status).toBe(409);
    expect(over.res.body).toEqual({ message: PAYMENT_API_MSG.codOverLimit, code: 'CONFLICT' });
    expect((await readProduct(over.productId))?.countInStock).toBe(3);
    const at = await tryPlacing('COD', 90, 3);
    expect(at.res.status).toBe(201);
    expect((at.res.body as Order).totalPrice).toBe(100);
    // Other methods are not limited by it.
    expect((await tryPlacing('VNPAY', 500)).res.status).toBe(201);
  });

  it('is placed at once, unpaid, with its stock held and no bank transfer', async () => {
    const { order, productId } = await placeOrder({ method: 'COD', quantity: 2, stock: 5 });
    expect(order).toMatchObject({ paymentMethod: 'COD', isPaid: false, paidAt: null, cancelledAt: null });
    expect(order.bankTransfer).toBeUndefined();
    expect((await readProduct(productId))?.countInStock).toBe(3);
  });

  it('once the shop confirmed (packed) it, never expires: the sweep leaves it holding its stock days later, while it cancels an overdue gateway order', async () => {
    const cod = await placeOrder({ method: 'COD', quantity: 2, stock: 5 });
    const vnpay = await placeOrder({ method: 'VNPAY', quantity: 1, stock: 5 });
    await callEndpoint(app, 'packOrder', { params: { id: cod.order._id }, as: suite.admin }).expect(200);
    await backdate(cod.order._id, 10 * 24 * 60);
    await backdate(vnpay.order._id, reservationMinutes + 1);
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(1);
    expect(await readOrder(cod.order._id)).toMatchObject({ cancelledAt: null, isPaid: false });
    expect((await readProduct(cod.productId))?.countInStock).toBe(3);
    expect((await readOrder(vnpay.order._id))?.cancelledAt).not.toBeNull();
  });

  it('cannot be sent to a payment gateway', async () => {
    const { order } = await placeOrder({ method: 'COD' });
    const res = await callEndpoint(app, 'startPayment', { params: { id: order._id }, as: suite.customer });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.orderNotPayable, code: 'CONFLICT' });
    expect((await readOrder(order._id))?.paymentAttempts).toBe(0);
  });

  it('counts on the dashboard as an order at once and as sales only once the cash is recorded', async () => {
    const { order } = await placeOrder({ method: 'COD', price: 120.25 });
    const ref = ordersCol(db).doc(order._id);
    await handleOrderCreated(db, { id: `event-${randomUUID()}`, data: await ref.get() });
    expect((await summaryStatsDoc(db).get()).data()).toMatchObject({ numOrders: 1, totalSales: 0 });

    const before = await ref.get();
    await callEndpoint(app, 'markOrderPaid', { params: { id: order._id }, as: suite.admin }).expect(200);
    const paid = { id: `event-${randomUUID()}`, data: { before, after: await ref.get() } };
    await handleOrderUpdated(db, paid);
    await handleOrderUpdated(db, paid);
    expect((await summaryStatsDoc(db).get()).data()).toMatchObject({ numOrders: 1, totalSales: order.totalPrice });

    const dashboard = await callEndpoint(app, 'dashboardSummary', { as: suite.admin });
    expect(dashboard.body.orders).toEqual([{ numOrders: 1, totalSales: order.totalPrice }]);
  });
});
