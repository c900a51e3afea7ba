/**
 * A payment pays only the order it was made for; any other verified payment is kept as a
 * reconciliation record for an admin to refund (docs/decisions/0014-payments.md). Also the
 * notification paths a forger or a failure takes.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { ordersCol, paymentsCol, productsCol, reconciliationsCol } from '../src/data/collections.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import type { Order } from '../src/shared/entities/order.js';
import type { PaymentRedirect } from '../src/shared/entities/payment.js';
import type { ReconciliationPage } from '../src/shared/entities/admin.js';
import { ADMIN_ROWS_PAGE_SIZE } from '../src/shared/constants.js';
import { API_MSG } from '../src/shared/messages.js';
import { paymentReconciliationDoc, placeOrderBody } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { momoResult, vnpayResult } from './support/gateway.js';
import {
  app,
  auditEntries,
  backdate,
  momoIpn,
  paymentUrl,
  placeOrder,
  readAttempt,
  readOrder,
  reservationMinutes,
  suite,
  usePaymentSuite,
  vnpayIpn,
} from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { ctx, db } from './support/test-context.js';

usePaymentSuite();

const vnpayAmount = (order: Order) => Math.round(order.totalPrice * 100);
const readReconciliation = async (reference: string) => (await reconciliationsCol(db).doc(reference).get()).data();
const listReconciliations = (account = suite.admin) => callEndpoint(app, 'paymentReconciliations', { as: account });

describe('an order id is never reused', () => {
  it("after an admin deletes an order, the same Idempotency-Key places a new order with a new id; the deleted order's open payment pays nothing and needs a refund", async () => {
    const { id: product } = await addProduct({ countInStock: 5 });
    const place = () =>
      callEndpoint(app, 'placeOrder', { as: suite.customer })
        .set('Idempotency-Key', 'same-checkout-key')
        .send(placeOrderBody([{ _id: product, quantity: 1 }], { paymentMethod: 'VNPAY' }));
    const first = (await place()).body as Order;
    expect(((await place()).body as Order)._id).toBe(first._id);
    const stale = (await paymentUrl(first._id)).body as PaymentRedirect;
    // Only a cancelled, never paid order may be deleted.
    const body = { reason: 'Duplicate order' };
    expect((await callEndpoint(app, 'cancelOrder', { params: { id: first._id }, as: suite.admin, body })).status).toBe(
      200,
    );
    expect((await callEndpoint(app, 'deleteOrder', { params: { id: first._id }, as: suite.admin })).status).toBe(200);
    expect((await readAttempt(stale.reference))?.status).toBe('voided');

    const again = await place();
    expect(again.status).toBe(201);
    const second = again.body as Order;
    expect(second._id).not.toBe(first._id);
    expect(((await place()).body as Order)._id).toBe(second._id);
    // The new order's own payment link works (it answered 500 when the ids collided).
    const own = await paymentUrl(second._id);
    expect(own.status).toBe(200);
    expect((own.body as PaymentRedirect).reference).toBe(`${second._id}-1`);

    const late = await vnpayIpn(vnpayResult(stale.reference, vnpayAmount(first)));
    expect(late.body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await readOrder(second._id)).toMatchObject({ isPaid: false, payment: null });
    expect(await readReconciliation(stale.reference)).toMatchObject({
      orderId: first._id,
      provider: 'VNPAY',
      amount: first.totalPrice,
      reason: 'attempt-voided',
      state: 'needs-refund',
      refund: null,
    });
    // A repeat of that notification records nothing twice.
    expect((await vnpayIpn(vnpayResult(stale.reference, vnpayAmount(first)))).body.RspCode).toBe('02');
    expect(await auditEntries('payment.reconcile')).toHaveLength(1);
  });
});

describe('a verified payment that pays no order becomes a reconciliation record', () => {
  it('a success for a failed attempt: the order stays unpaid, the money needs a refund', async () => {
    const { order } = await placeOrder();
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    await vnpayIpn(vnpayResult(redirect.reference, vnpayAmount(order), { responseCode: '24' }));
    expect((await vnpayIpn(vnpayResult(redirect.reference, vnpayAmount(order)))).body.RspCode).toBe('00');
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect(await readReconciliation(redirect.reference)).toMatchObject({ reason: 'attempt-failed' });
  });

  it("a success whose amount is no longer the order's total does not pay it", async () => {
    const { order } = await placeOrder();
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    await ordersCol(db)
      .doc(order._id)
      .update({ totalPrice: order.totalPrice + 10 });
    expect((await vnpayIpn(vnpayResult(redirect.reference, vnpayAmount(order)))).body.RspCode).toBe('00');
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect(await readReconciliation(redirect.reference)).toMatchObject({ reason: 'amount-changed' });
  });

  it('a late payment after the time-out with the stock gone: the order waits in Refund pending, its stock untouched', async () => {
    const { order, productId } = await placeOrder({ quantity: 2, stock: 2 });
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    await backdate(order._id, reservationMinutes + 1);
    await expireOverdueOrders(db, reservationMinutes);
    await productsCol(db).doc(productId).update({ countInStock: 1 });
    expect((await vnpayIpn(vnpayResult(redirect.reference, vnpayAmount(order)))).body.RspCode).toBe('00');
    expect(await readOrder(order._id)).toMatchObject({
      status: 'refundPending',
      isPaid: true,
      cancelReason: 'payment-timeout',
      payment: { reference: redirect.reference },
    });
    expect((await readProduct(productId))?.countInStock).toBe(1);
    // The admin refunds it from the order, through the gateway's refund API: nothing kept apart.
    expect(await readReconciliation(redirect.reference)).toBeUndefined();
  });

  it('a second payment for a paid order needs a refund', async () => {
    const { order } = await placeOrder();
    const first = (await paymentUrl(order._id)).body as PaymentRedirect;
    const second = (await paymentUrl(order._id)).body as PaymentRedirect;
    await vnpayIpn(vnpayResult(first.reference, vnpayAmount(order)));
    await vnpayIpn(vnpayResult(second.reference, vnpayAmount(order)));
    expect(await readOrder(order._id)).toMatchObject({
      isPaid: true,
      needsRefund: true,
      payment: { reference: first.reference },
    });
    expect(await readReconciliation(second.reference)).toMatchObject({ reason: 'already-paid' });
  });
});

describe('GET /api/payments/reconciliations and PUT …/{reference}/refunded: the admin Payments screen', () => {
  async function reconciled() {
    const { order } = await placeOrder();
    const first = (await paymentUrl(order._id)).body as PaymentRedirect;
    const second = (await paymentUrl(order._id)).body as PaymentRedirect;
    await vnpayIpn(vnpayResult(first.reference, vnpayAmount(order)));
    await vnpayIpn(vnpayResult(second.reference, vnpayAmount(order)));
    return { order, reference: second.reference };
  }

  it('lists the records for admins only', async () => {
    const { order, reference } = await reconciled();
    expect((await callEndpoint(app, 'paymentReconciliations')).status).toBe(401);
    expect((await listReconciliations(suite.customer)).status).toBe(403);
    const res = await listReconciliations();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reconciliations: [
        expect.objectContaining({ _id: reference, orderId: order._id, state: 'needs-refund', reason: 'already-paid' }),
      ],
      nextCursor: null,
    });
  });

  it('pages the records newest first by cursor, none repeated, and refuses a cursor it did not give', async () => {
    const total = ADMIN_ROWS_PAGE_SIZE + 3;
    const references = Array.from({ length: total }, (_, n) => `o${String(n).padStart(3, '0')}-1`);
    await Promise.all(
      references.map((reference, n) =>
        reconciliationsCol(db)
          .doc(reference)
          .set(paymentReconciliationDoc({ reference, createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString() })),
      ),
    );
    const first = (await listReconciliations()).body as ReconciliationPage;
    expect(first.reconciliations).toHaveLength(ADMIN_ROWS_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await callEndpoint(app, 'paymentReconciliations', {
      as: suite.admin,
      query: { after: first.nextCursor ?? '' },
    });
    const second = next.body as ReconciliationPage;
    expect(second.nextCursor).toBeNull();
    expect([...first.reconciliations, ...second.reconciliations].map((record) => record._id)).toEqual(
      [...references].reverse(),
    );
    const bad = await callEndpoint(app, 'paymentReconciliations', { as: suite.admin, query: { after: 'nonsense' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'after must be the nextCursor of the previous page',
      code: 'VALIDATION_FAILED',
    });
  });

  it('an admin marks one refunded by hand with a note: who and when are kept, audited, the order loses its mark; twice is 409', async () => {
    const { order, reference } = await reconciled();
    const refund = (note: string, account = suite.admin) =>
      callEndpoint(app, 'markPaymentRefunded', { params: { id: reference }, as: account, body: { note } });
    expect((await refund('x', suite.customer)).status).toBe(403);
    const empty = await refund(' ');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'note is required', code: 'VALIDATION_FAILED' });
    expect((await readReconciliation(reference))?.state).toBe('needs-refund');

    const res = await refund('Refunded in the VNPAY portal');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: reference,
      state: 'refunded',
      refund: { by: { uid: suite.admin.uid }, note: 'Refunded in the VNPAY portal' },
    });
    expect(await readReconciliation(reference)).toMatchObject({ state: 'refunded' });
    expect((await readOrder(order._id))?.needsRefund).toBe(false);
    const [entry] = await auditEntries('payment.refund');
    expect(entry?.data()).toMatchObject({ actor: { uid: suite.admin.uid }, target: { id: reference } });

    const again = await refund('again');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: API_MSG.paymentAlreadyRefunded, code: 'CONFLICT' });
    const missing = await callEndpoint(app, 'markPaymentRefunded', {
      params: { id: 'nothing-1' },
      as: suite.admin,
      body: { note: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: API_MSG.paymentRecordNotFound, code: 'NOT_FOUND' });
  });
});

describe('notifications racing the expiry sweep', () => {
  it('stock is conserved and each order ends exactly one way: paid, or cancelled with a reconciliation record', async () => {
    // As many orders as a customer may leave unpaid, each reserving 2 of its product's 3.
    const runs = [];
    for (let i = 0; i < 3; i += 1) {
      const { order, productId } = await placeOrder({ quantity: 2, stock: 3 });
      const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
      await backdate(order._id, reservationMinutes + 1);
      runs.push({ order, productId, redirect });
    }
    await Promise.all([
      expireOverdueOrders(db, reservationMinutes),
      ...runs.map(({ redirect, order }) => vnpayIpn(vnpayResult(redirect.reference, vnpayAmount(order)))),
    ]);
    for (const { order, productId, redirect } of runs) {
      const stored = await readOrder(order._id);
      const stock = (await readProduct(productId))?.countInStock;
      const record = await readReconciliation(redirect.reference);
      if (stored?.isPaid) {
        expect(stored).toMatchObject({ cancelledAt: null, needsRefund: false });
        expect(stock).toBe(1);
        expect(record).toBeUndefined();
      } else {
        expect(stored?.cancelReason).toBe('payment-timeout');
        expect(stock).toBe(3);
        expect(record).toMatchObject({ reason: 'order-cancelled' });
      }
    }
  }, 120_000);
});

describe('notifications the shop refuses', () => {
  it('a correctly signed VNPAY notification for another merchant (vnp_TmnCode) is refused and changes nothing', async () => {
    const { order } = await placeOrder();
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    const other = vnpayResult(redirect.reference, vnpayAmount(order), { extra: { vnp_TmnCode: 'OTHERSHOP' } });
    expect((await vnpayIpn(other)).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect((await readAttempt(redirect.reference))?.status).toBe('pending');
  });

  it('a correctly signed MoMo notification for another partner (partnerCode) is refused and changes nothing', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const redirect = (await paymentUrl(order._id, suite.customer, suite.momoApp)).body as PaymentRedirect;
    const res = await momoIpn(momoResult(redirect.reference, redirect.amount, { partnerCode: 'OTHERPARTNER' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.invalidPaymentSignature, code: 'VALIDATION_FAILED' });
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect((await readAttempt(redirect.reference))?.status).toBe('pending');
  });

  it("a notification sent to the other gateway's route is refused", async () => {
    const vnpayOrder = await placeOrder();
    const vnpayRedirect = (await paymentUrl(vnpayOrder.order._id)).body as PaymentRedirect;
    const momoOrder = await placeOrder({ method: 'MOMO' });
    const momoRedirect = (await paymentUrl(momoOrder.order._id, suite.customer, suite.momoApp)).body as PaymentRedirect;
    const toMomo = await callEndpoint(app, 'momoIpn', {
      body: vnpayResult(vnpayRedirect.reference, vnpayAmount(vnpayOrder.order)),
    });
    expect(toMomo.status).toBe(400);
    const toVnpay = await callEndpoint(app, 'vnpayIpn', {
      query: momoResult(momoRedirect.reference, momoRedirect.amount),
    });
    expect(toVnpay.body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await readOrder(vnpayOrder.order._id))?.isPaid).toBe(false);
    expect((await readOrder(momoOrder.order._id))?.isPaid).toBe(false);
  });

  it('VNPAY gets its 99 answer, not a 500, when the store fails', async () => {
    const { order } = await placeOrder();
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    const failing = createApp({
      ...ctx,
      db: new Proxy(ctx.db, {
        get: (target, key) => {
          if (key === 'runTransaction') return () => Promise.reject(new Error('store unavailable'));
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      }),
    });
    const res = await callEndpoint(failing, 'vnpayIpn', { query: vnpayResult(redirect.reference, vnpayAmount(order)) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ RspCode: '99', Message: 'Unknown error' });
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect((await paymentsCol(db).doc(redirect.reference).get()).data()?.status).toBe('pending');
  });
});
