/** Reservations: unpaid orders expire and release their stock; late notifications (docs/decisions/0014-payments.md). */
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ordersCol, productsCol } from '../src/data/collections.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import { addOrderPaymentFields } from '../src/migrations/order-payment-fields.js';
import type { AdminOrderPage } from '../src/shared/entities/admin.js';
import type { Order } from '../src/shared/entities/order.js';
import type { PaymentRedirect } from '../src/shared/entities/payment.js';
import { PAYMENT_MSG } from '../src/shared/payment-messages.js';
import { placeOrderBody } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { vnpayResult } from './support/gateway.js';
import {
  app,
  auditEntries,
  backdate,
  paymentUrl,
  placeOrder,
  readOrder,
  reservationMinutes,
  suite,
  usePaymentSuite,
  vnpayIpn,
} from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

describe('reservations expire', () => {
  it('the sweep cancels overdue unpaid orders and releases their stock exactly once, even when sweeps race', async () => {
    const overdue = await placeOrder({ quantity: 2, stock: 5 });
    const fresh = await placeOrder({ quantity: 1, stock: 5 });
    const paid = await placeOrder({ quantity: 1, stock: 5 });
    await backdate(overdue.order._id, reservationMinutes + 5);
    await backdate(paid.order._id, reservationMinutes + 5);
    await ordersCol(db).doc(paid.order._id).update({ isPaid: true, paidAt: new Date().toISOString() });

    const counts = await Promise.all([
      expireOverdueOrders(db, reservationMinutes),
      expireOverdueOrders(db, reservationMinutes),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(0);
    expect(await readOrder(overdue.order._id)).toMatchObject({ cancelReason: 'payment-timeout', isPaid: false });
    expect((await readOrder(overdue.order._id))?.cancelledAt).toBeTruthy();
    expect((await readProduct(overdue.productId))?.countInStock).toBe(5);
    expect((await readOrder(fresh.order._id))?.cancelledAt).toBeNull();
    expect((await readProduct(fresh.productId))?.countInStock).toBe(4);
    expect((await readOrder(paid.order._id))?.cancelledAt).toBeNull();
    expect(await auditEntries('order.expire')).toHaveLength(1);

    // The customer sees it as cancelled; the admin cannot mark it paid, and deleting it restocks nothing more.
    const seen = await callEndpoint(app, 'orderById', { params: { id: overdue.order._id }, as: suite.customer });
    expect(seen.body).toMatchObject({ cancelReason: 'payment-timeout', isPaid: false });
    const markPaid = await callEndpoint(app, 'markOrderPaid', { params: { id: overdue.order._id }, as: suite.admin });
    expect(markPaid.status).toBe(409);
    expect(markPaid.body).toEqual({ message: PAYMENT_MSG.paymentTimeout, code: 'CONFLICT' });
    expect(
      (await callEndpoint(app, 'deleteOrder', { params: { id: overdue.order._id }, as: suite.admin })).status,
    ).toBe(200);
    expect((await readProduct(overdue.productId))?.countInStock).toBe(5);
  });

  it('a cancelled order no longer counts against the unpaid-order limit', async () => {
    const product = await addProduct({ countInStock: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await callEndpoint(app, 'placeOrder', {
        as: suite.customer,
        body: placeOrderBody([{ _id: product.id, quantity: 1 }]),
      });
      ids.push((res.body as Order)._id);
    }
    const blocked = await callEndpoint(app, 'placeOrder', {
      as: suite.customer,
      body: placeOrderBody([{ _id: product.id, quantity: 1 }]),
    });
    expect(blocked.status).toBe(409);
    await backdate(ids[0] as string, reservationMinutes + 1);
    await expireOverdueOrders(db, reservationMinutes);
    const next = await callEndpoint(app, 'placeOrder', {
      as: suite.customer,
      body: placeOrderBody([{ _id: product.id, quantity: 1 }]),
    });
    expect(next.status).toBe(201);
  });

  it('a late notification for an expired order reserves the stock again when it is there, and pays it', async () => {
    const { order, productId } = await placeOrder({ quantity: 2, stock: 5 });
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    await backdate(order._id, reservationMinutes + 1);
    await expireOverdueOrders(db, reservationMinutes);
    expect((await readProduct(productId))?.countInStock).toBe(5);

    const res = await vnpayIpn(vnpayResult(redirect.reference, Math.round(order.totalPrice * 100)));
    expect(res.body.RspCode).toBe('00');
    expect(await readOrder(order._id)).toMatchObject({
      isPaid: true,
      cancelledAt: null,
      cancelReason: null,
      needsRefund: false,
    });
    expect((await readProduct(productId))?.countInStock).toBe(3);
  });

  it('a late notification when the stock is gone is never paid: it waits in Refund pending, listed for the admin', async () => {
    const { order, productId } = await placeOrder({ quantity: 2, stock: 2 });
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    await backdate(order._id, reservationMinutes + 1);
    await expireOverdueOrders(db, reservationMinutes);
    await productsCol(db).doc(productId).update({ countInStock: 1 });

    expect((await vnpayIpn(vnpayResult(redirect.reference, Math.round(order.totalPrice * 100)))).body.RspCode).toBe(
      '00',
    );
    const stored = await readOrder(order._id);
    expect(stored).toMatchObject({ status: 'refundPending', cancelReason: 'payment-timeout', cancelledBy: 'timeout' });
    expect(stored?.cancelledAt).not.toBeNull();
    expect((await readProduct(productId))?.countInStock).toBe(1);
    const list = await callEndpoint(app, 'adminOrders', { as: suite.admin });
    expect((list.body as AdminOrderPage).orders.find((row) => row._id === order._id)).toMatchObject({
      status: 'refundPending',
    });
  });

  it('a gateway payment for an order an admin already marked paid needs a refund', async () => {
    const { order } = await placeOrder();
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    expect((await callEndpoint(app, 'markOrderPaid', { params: { id: order._id }, as: suite.admin })).status).toBe(200);
    await vnpayIpn(vnpayResult(redirect.reference, Math.round(order.totalPrice * 100)));
    expect(await readOrder(order._id)).toMatchObject({ isPaid: true, needsRefund: true });
  });
});

describe('migration: orders from before payments', () => {
  it('gives them the payment fields, so the sweep and the unpaid limit see them; again changes nothing', async () => {
    const { order, productId } = await placeOrder({ quantity: 1, stock: 3 });
    const legacy = ordersCol(db).doc(order._id);
    await legacy.update({
      cancelledAt: FieldValue.delete(),
      cancelReason: FieldValue.delete(),
      payment: FieldValue.delete(),
      needsRefund: FieldValue.delete(),
      paymentAttempts: FieldValue.delete(),
    });
    await backdate(order._id, reservationMinutes + 1);
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(0);

    expect(await addOrderPaymentFields(db)).toBe(1);
    expect(await addOrderPaymentFields(db)).toBe(0);
    expect((await db.collection('orders').doc(order._id).get()).data()).toMatchObject({
      cancelledAt: null,
      paymentAttempts: 0,
    });
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(1);
    expect((await readProduct(productId))?.countInStock).toBe(3);
  });
});
