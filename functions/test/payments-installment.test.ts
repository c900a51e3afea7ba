/**
 * Pay later through Fundiin (docs/decisions/0102-pay-later-through-fundiin.md): the signed create
 * call, the notification checked over its raw bytes, paying once through the attempt transaction,
 * the sweep's status call, the refund, and the minimum below which the method is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { ORDER_TOKEN_HEADER } from '../src/shared/guest-order.js';
import type { PlacedOrderAnswer } from '../src/shared/entities/order.js';
import { createApp } from '../src/api/app.js';
import { ordersCol, paymentsCol, productsCol, reconciliationsCol } from '../src/data/collections.js';
import { fundiinVerify } from '../src/payments/installment/signature.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import type { PaymentRedirect } from '../src/shared/entities/payment.js';
import { callEndpoint } from './support/call-endpoint.js';
import { fundiinNotification, fundiinSuccess, startFakeFundiin, type FakeFundiin } from './support/fake-fundiin.js';
import {
  app,
  auditEntries,
  backdate,
  paymentUrl,
  placeOrder,
  readAttempt,
  readOrder,
  reservationMinutes,
  suite,
  usePaymentSuite,
} from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { ctx, db } from './support/test-context.js';

usePaymentSuite();

let fundiin: FakeFundiin;
let fundiinApp: ReturnType<typeof createApp>;
beforeAll(async () => {
  fundiin = await startFakeFundiin();
  fundiinApp = createApp({ ...ctx, payments: () => fundiin.settings });
});
afterAll(() => fundiin.close());

const LAPTOP_PRICE = 3_600_000;

const ipn = (notification: { raw: string; signature?: string }) => {
  const call = callEndpoint(app, 'installmentIpn', {}).set('Content-Type', 'application/json');
  if (notification.signature !== undefined) void call.set('Signature', notification.signature);
  return call.send(notification.raw);
};

async function orderAtFundiin() {
  fundiin.answer = fundiinSuccess;
  const placed = await placeOrder({ method: 'INSTALLMENT', price: LAPTOP_PRICE, quantity: 1, stock: 5 });
  const res = await paymentUrl(placed.order._id, suite.customer, fundiinApp);
  expect(res.status).toBe(200);
  return { ...placed, redirect: res.body as PaymentRedirect };
}

describe('placing and starting a pay-later payment', () => {
  it('is placed like a gateway order: unpaid, stock held, and POST payment-url answers {url, provider, reference}', async () => {
    const { order, productId, redirect } = await orderAtFundiin();
    expect(order).toMatchObject({ paymentMethod: 'INSTALLMENT', isPaid: false, status: 'awaitingPayment' });
    expect((await readProduct(productId))?.countInStock).toBe(4);
    const reference = `${order._id}-1`;
    expect(redirect).toEqual({
      url: `https://fundiin.example/pay/${reference}`,
      provider: 'FUNDIIN',
      reference,
      amount: order.totalPrice,
    });
    const sent = fundiin.requests.at(-1);
    expect(sent?.path).toBe('/v2/payments');
    expect(sent?.headers['client-id']).toBe(fundiin.settings.installment.clientId);
    expect(sent?.headers['request-time']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sent?.headers['idempotency-key']).toBe(reference);
    expect(fundiinVerify(sent?.raw, sent?.headers.signature, fundiin.settings.installment.secretKey)).toBe(true);
    expect(sent?.body).toMatchObject({
      merchantId: fundiin.settings.installment.merchantId,
      referenceId: reference,
      requestType: 'installment',
      amount: { value: order.totalPrice, currency: 'VND' },
      successRedirectUrl: `${fundiin.settings.returnBaseUrl}/order/${order._id}`,
      items: [{ quantity: 1, price: LAPTOP_PRICE, totalAmount: LAPTOP_PRICE, currency: 'VND' }],
    });
  });

  it("brings a guest back to the order's page by its code, the payment started with the order's token", async () => {
    fundiin.answer = fundiinSuccess;
    const product = await addProduct({ price: LAPTOP_PRICE, countInStock: 5 });
    const phone = '+84912000111';
    const placed = await callEndpoint(fundiinApp, 'placeOrder', {
      body: {
        ...placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: 'INSTALLMENT' }),
        shippingAddress: vietnameseAddress({ phone }),
        guest: { name: 'Nguyễn Văn An', phone },
      },
    });
    expect(placed.status).toBe(201);
    const order = placed.body as PlacedOrderAnswer;
    const res = await callEndpoint(fundiinApp, 'startPayment', {
      params: { id: order._id },
      headers: { [ORDER_TOKEN_HEADER]: order.orderToken ?? '' },
    });
    expect(res.status).toBe(200);
    const back = `${fundiin.settings.returnBaseUrl}/tra-cuu-don-hang/${order.orderCode}`;
    expect(fundiin.requests.at(-1)?.body).toMatchObject({ successRedirectUrl: back, unSuccessRedirectUrl: back });
  });

  it('a refusal from Fundiin answers 502 with its message and records a failed attempt', async () => {
    const { order } = await placeOrder({ method: 'INSTALLMENT', price: LAPTOP_PRICE });
    fundiin.answer = () => ({ resultStatus: 'REJECTED', resultMsg: 'Số tiền không hợp lệ' });
    const res = await paymentUrl(order._id, suite.customer, fundiinApp);
    expect(res).toMatchObject({ status: 502, body: { message: 'Fundiin: Số tiền không hợp lệ' } });
    expect((await paymentsCol(db).doc(`${order._id}-1`).get()).data()?.status).toBe('failed');
  });

  it('below the installment minimum the order is refused 409 with the minimum, and nothing is stored', async () => {
    const product = await addProduct({ price: 2_000_000, countInStock: 5 });
    const res = await callEndpoint(app, 'placeOrder', {
      as: suite.customer,
      body: placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: 'INSTALLMENT' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Chỉ áp dụng cho đơn hàng từ 3.000.000₫');
    expect((await ordersCol(db).get()).size).toBe(0);
    expect((await readProduct(product.id))?.countInStock).toBe(5);
  });
});

describe("Fundiin's notification", () => {
  it('a verified SUCCESS pays the order at its total, records what Fundiin told, answers 204', async () => {
    const { order, redirect } = await orderAtFundiin();
    const notification = fundiinNotification(redirect.reference, order.totalPrice, { transId: 'FDN42' });
    const res = await ipn(notification);
    expect(res.status).toBe(204);
    expect(await readOrder(order._id)).toMatchObject({
      isPaid: true,
      status: 'paid',
      payment: { provider: 'INSTALLMENT', reference: redirect.reference, transactionNo: 'FDN42' },
      installment: {
        provider: 'FUNDIIN',
        reference: redirect.reference,
        providerTransactionId: 'FDN42',
        termMonths: null,
        downPaymentAmount: Math.round(order.totalPrice * 0.2),
      },
    });
  });

  it('a tampered body, a wrong key or no signature is refused 401 and nothing is stored', async () => {
    const { order, redirect } = await orderAtFundiin();
    const genuine = fundiinNotification(redirect.reference, order.totalPrice);
    const tampered = { raw: genuine.raw.replace('"WALLET"', '"ATM"'), signature: genuine.signature };
    const wrongKey = fundiinNotification(redirect.reference, order.totalPrice, { secretKey: 'not-the-secret' });
    for (const bad of [tampered, wrongKey, { raw: genuine.raw }]) {
      const res = await ipn(bad);
      expect(res.status).toBe(401);
    }
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, paymentAttempts: 1 });
    expect((await readAttempt(redirect.reference))?.status).toBe('pending');
    expect((await reconciliationsCol(db).get()).size).toBe(0);
  });

  it('an unknown reference is 404 and another amount 400, storing nothing (as VNPAY and MoMo); the order stays unpaid', async () => {
    const { order, redirect } = await orderAtFundiin();
    expect((await ipn(fundiinNotification('no-such-order-1', order.totalPrice))).status).toBe(404);
    expect((await ipn(fundiinNotification(redirect.reference, order.totalPrice - 1))).status).toBe(400);
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect(await readAttempt('no-such-order-1')).toBeUndefined();
    expect((await readAttempt(redirect.reference))?.status).toBe('pending');
    expect((await reconciliationsCol(db).get()).size).toBe(0);
  });

  it('a FAIL leaves the order payable; PENDING changes nothing', async () => {
    const { order, redirect } = await orderAtFundiin();
    expect((await ipn(fundiinNotification(redirect.reference, order.totalPrice, { status: 'PENDING' }))).status).toBe(
      204,
    );
    expect((await readAttempt(redirect.reference))?.status).toBe('pending');
    expect((await ipn(fundiinNotification(redirect.reference, order.totalPrice, { status: 'FAIL' }))).status).toBe(204);
    expect((await readAttempt(redirect.reference))?.status).toBe('failed');
    expect((await readOrder(order._id))?.isPaid).toBe(false);
  });

  it('10 concurrent repeats of one notification pay once: one transition, one audit entry', async () => {
    const { order, redirect } = await orderAtFundiin();
    const notification = fundiinNotification(redirect.reference, order.totalPrice);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ipn(notification)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(204));
    const paid = await readOrder(order._id);
    expect(paid?.statusHistory?.filter((entry) => entry.status === 'paid')).toHaveLength(1);
    expect(await auditEntries('order.gateway-pay')).toHaveLength(1);
    expect((await reconciliationsCol(db).get()).size).toBe(0);
  });

  it('a second verified payment for an order already paid becomes a reconciliation, never a second payment', async () => {
    const { order, redirect } = await orderAtFundiin();
    const second = (await paymentUrl(order._id, suite.customer, fundiinApp)).body as PaymentRedirect;
    expect((await ipn(fundiinNotification(redirect.reference, order.totalPrice))).status).toBe(204);
    expect((await ipn(fundiinNotification(second.reference, order.totalPrice))).status).toBe(204);
    const reconciliations = (await reconciliationsCol(db).get()).docs.map((doc) => doc.data());
    expect(reconciliations).toMatchObject([
      { reference: second.reference, reason: 'already-paid', provider: 'INSTALLMENT' },
    ]);
    expect((await readOrder(order._id))?.payment?.reference).toBe(redirect.reference);
  });
});

describe('the sweep and refunds', () => {
  it("asks Fundiin's status call before expiring: SUCCESS pays the order, WAITING lets it expire with its stock back", async () => {
    const paidAtFundiin = await orderAtFundiin();
    const waiting = await orderAtFundiin();
    await backdate(paidAtFundiin.order._id, reservationMinutes + 5);
    await backdate(waiting.order._id, reservationMinutes + 5);
    fundiin.answer = (request) =>
      request.body.referenceId === paidAtFundiin.redirect.reference
        ? {
            merchantId: request.body.merchantId,
            referenceId: request.body.referenceId,
            amount: { value: paidAtFundiin.order.totalPrice, currency: 'VND' },
            paymentTransId: 'FDN-SWEEP',
            paymentStatus: 'SUCCESS',
          }
        : fundiinSuccess(request);
    expect(await expireOverdueOrders(db, reservationMinutes, new Date(), fundiin.settings)).toBe(1);
    expect(fundiin.requests.filter((request) => request.path === '/v2/payments/status')).toHaveLength(2);
    expect(await readOrder(paidAtFundiin.order._id)).toMatchObject({
      isPaid: true,
      installment: { providerTransactionId: 'FDN-SWEEP', reference: paidAtFundiin.redirect.reference },
    });
    expect(await readOrder(waiting.order._id)).toMatchObject({ isPaid: false, cancelReason: 'payment-timeout' });
    expect((await readProduct(waiting.productId))?.countInStock).toBe(5);
  });

  it("refunds a cancelled paid order through Fundiin's refund call by its paymentTransId", async () => {
    const { order, redirect } = await orderAtFundiin();
    await ipn(fundiinNotification(redirect.reference, order.totalPrice, { transId: 'FDN-REFUND' }));
    const params = { id: order._id };
    expect((await callEndpoint(app, 'cancelOrder', { params, as: suite.admin, body: { reason: 'x' } })).status).toBe(
      200,
    );
    fundiin.answer = fundiinSuccess;
    const res = await callEndpoint(fundiinApp, 'refundOrder', { params, as: suite.admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded' });
    const sent = fundiin.requests.at(-1);
    expect(sent?.path).toBe('/v2/payments/refund');
    expect(sent?.body).toMatchObject({
      paymentTransId: 'FDN-REFUND',
      amount: { value: order.totalPrice, currency: 'VND' },
    });
    expect(fundiinVerify(sent?.raw, sent?.headers.signature, fundiin.settings.installment.secretKey)).toBe(true);
  });
});

describe("Fundiin's notification racing the expiry sweep", () => {
  it('each order ends one way with its stock exact: paid exactly once, or cancelled by the time-out with the money waiting for its refund', async () => {
    const runs = [];
    for (let i = 0; i < 3; i += 1) {
      const run = await orderAtFundiin();
      await backdate(run.order._id, reservationMinutes + 1);
      runs.push(run);
    }
    // The sweep asks Fundiin first, which still says WAITING: it expires what the notification has not paid yet.
    fundiin.answer = fundiinSuccess;
    const [, ...answers] = await Promise.all([
      expireOverdueOrders(db, reservationMinutes, new Date(), fundiin.settings),
      ...runs.map(({ order, redirect }) => ipn(fundiinNotification(redirect.reference, order.totalPrice))),
    ]);
    expect(answers.map((res) => res.status)).toEqual([204, 204, 204]);
    for (const { order, productId, redirect } of runs) {
      const stored = await readOrder(order._id);
      const stock = (await readProduct(productId))?.countInStock;
      expect(stored?.isPaid).toBe(true);
      expect(stored?.statusHistory?.filter((entry) => entry.status === 'paid').length ?? 0).toBeLessThanOrEqual(1);
      expect((await readAttempt(redirect.reference))?.status).toBe('paid');
      if (stored?.status === 'paid') {
        // Paid first, or reopened: the time-out's cancel undone with its stock taken again.
        expect(stored).toMatchObject({ cancelledAt: null, payment: { reference: redirect.reference } });
        expect(stored.statusHistory?.filter((entry) => entry.status === 'paid')).toHaveLength(1);
        expect(stock).toBe(4);
      } else {
        expect(stored).toMatchObject({ status: 'refundPending', cancelReason: 'payment-timeout' });
        expect(stock).toBe(5);
      }
    }
    expect((await reconciliationsCol(db).get()).size).toBe(0);
  }, 120_000);

  it('money after the time-out whose stock is sold meanwhile takes the late-payment path: refund pending, stock untouched', async () => {
    const { order, productId, redirect } = await orderAtFundiin();
    await backdate(order._id, reservationMinutes + 1);
    fundiin.answer = fundiinSuccess;
    expect(await expireOverdueOrders(db, reservationMinutes, new Date(), fundiin.settings)).toBe(1);
    expect((await readProduct(productId))?.countInStock).toBe(5);
    // Another buyer takes the whole stock before Fundiin's notification arrives.
    await productsCol(db).doc(productId).update({ countInStock: 0 });
    expect((await ipn(fundiinNotification(redirect.reference, order.totalPrice))).status).toBe(204);
    const stored = await readOrder(order._id);
    expect(stored).toMatchObject({
      status: 'refundPending',
      isPaid: true,
      cancelReason: 'payment-timeout',
      payment: { provider: 'INSTALLMENT', reference: redirect.reference },
    });
    expect(stored?.statusHistory?.filter((entry) => entry.status === 'paid')).toHaveLength(0);
    expect((await readProduct(productId))?.countInStock).toBe(0);
    expect((await readAttempt(redirect.reference))?.status).toBe('paid');
  });
});
