/** Issue 13: payment attempts, gateway notifications, return URLs and reservation expiry, against the emulators. */
import { SHOP_ORIGIN } from '../../scripts/lib/local-stack.mjs';
import { FieldValue } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { auditLogCol, ordersCol, paymentsCol, productsCol } from '../src/data/collections.js';
import { vnpayVerify } from '../src/payments/gateway-signatures.js';
import { MOMO_CREATE_FIELDS, momoVerify } from '../src/payments/gateway-signatures.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import { addOrderPaymentFields } from '../src/migrations/order-payment-fields.js';
import { MAX_PAYMENT_ATTEMPTS } from '../src/payments/start-payment.js';
import type { AdminOrderPage, Order, PaymentRedirect, PaymentReturn } from '../src/shared/entities.js';
import { API_MSG } from '../src/shared/messages.js';
import { PAYMENT_MSG } from '../src/shared/payment-messages.js';
import { placeOrderBody } from '@test-factories';
import { bearer, createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { momoResult, startFakeMomo, vnpayResult, type FakeMomo } from './support/gateway.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, ctx, db, testApp } from './support/test-context.js';

const app = testApp();
const { reservationMinutes } = DEMO_PAYMENT_SETTINGS;
let admin: TestAccount;
let customer: TestAccount;
let fakeMomo: FakeMomo;
let momoApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer, fakeMomo] = await Promise.all([createAdmin(), createCustomer({ name: 'Payer' }), startFakeMomo()]);
  momoApp = createApp({ ...ctx, payments: () => fakeMomo.settings });
});
beforeEach(async () => {
  await Promise.all([
    db.recursiveDelete(productsCol(db)),
    db.recursiveDelete(ordersCol(db)),
    db.recursiveDelete(paymentsCol(db)),
    db.recursiveDelete(auditLogCol(db)),
    db.recursiveDelete(db.collection('orderGates')),
  ]);
});
afterEach(() => {
  fakeMomo.answer = (body) => ({
    resultCode: 0,
    message: 'Thành công.',
    payUrl: `https://momo.example/pay/${String(body.orderId)}`,
  });
});
afterAll(async () => {
  await fakeMomo.close();
  await deleteTestUsers();
});

/** Places an order of `quantity` × one product at `price` (the order's total adds the spec's shipping). */
async function placeOrder(
  options: { method?: 'VNPAY' | 'MOMO'; price?: number; quantity?: number; stock?: number } = {},
) {
  const product = await addProduct({ price: options.price ?? 120.25, countInStock: options.stock ?? 5 });
  const res = await request(app)
    .post('/api/orders')
    .set(bearer(customer))
    .send(
      placeOrderBody([{ _id: product.id, quantity: options.quantity ?? 1 }], {
        paymentMethod: options.method ?? 'VNPAY',
      }),
    );
  expect(res.status).toBe(201);
  return { order: res.body as Order, productId: product.id };
}

const paymentUrl = (orderId: string, account: TestAccount = customer, target = app) =>
  request(target).post(`/api/orders/${orderId}/payment-url`).set(bearer(account)).send();

const vnpayIpn = (params: Record<string, string>) => request(app).get('/api/payments/vnpay/ipn').query(params);
const momoIpn = (body: Record<string, string | number>) => request(app).post('/api/payments/momo/ipn').send(body);
const readOrder = async (id: string) => (await ordersCol(db).doc(id).get()).data();
const auditEntries = async (action: string) => (await auditLogCol(db).where('action', '==', action).get()).docs;
const backdate = (orderId: string, minutes: number) =>
  ordersCol(db)
    .doc(orderId)
    .update({ createdAt: new Date(Date.now() - minutes * 60_000).toISOString() });

describe('POST /api/orders/{id}/payment-url: VNPAY', () => {
  it('answers a signed VNPAY URL with every parameter of API 2.1.0, one reference per attempt', async () => {
    const { order } = await placeOrder({ price: 120.25 });
    const res = await paymentUrl(order._id);
    expect(res.status).toBe(200);
    const redirect = res.body as PaymentRedirect;
    expect(redirect).toMatchObject({ provider: 'VNPAY', reference: `${order._id}-1`, amount: order.totalPrice });
    const url = new URL(redirect.url);
    expect(`${url.origin}${url.pathname}`).toBe(DEMO_PAYMENT_SETTINGS.vnpay.paymentUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'LSDEMO01',
      vnp_Amount: String(Math.round(order.totalPrice * 100)),
      vnp_CurrCode: 'VND',
      vnp_TxnRef: `${order._id}-1`,
      vnp_OrderInfo: `Thanh toan don hang ${order._id}`,
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: `${SHOP_ORIGIN}/payment/vnpay/return`,
    });
    expect(params.vnp_IpAddr).toBeTruthy();
    expect(params.vnp_CreateDate).toMatch(/^\d{14}$/);
    // The payment page closes when the order's reservation ends: 30 minutes after it was placed, in GMT+7.
    const end = new Date(Date.parse(order.createdAt) + reservationMinutes * 60_000 + 7 * 3_600_000);
    expect(params.vnp_ExpireDate).toBe(end.toISOString().slice(0, 19).replace(/[-T:]/g, ''));
    expect(vnpayVerify(params, DEMO_PAYMENT_SETTINGS.vnpay.hashSecret)).toBe(true);

    const again = await paymentUrl(order._id);
    expect((again.body as PaymentRedirect).reference).toBe(`${order._id}-2`);
    expect((await paymentsCol(db).doc(`${order._id}-2`).get()).data()).toMatchObject({
      status: 'pending',
      provider: 'VNPAY',
    });
  });

  it('is for the order owner only: 401 without a token, 404 for another customer', async () => {
    const { order } = await placeOrder();
    expect((await request(app).post(`/api/orders/${order._id}/payment-url`).send()).status).toBe(401);
    const other = await createCustomer();
    const res = await paymentUrl(order._id, other);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.orderNotFound });
    expect((await paymentUrl(order._id, admin)).status).toBe(404);
    expect((await paymentsCol(db).get()).size).toBe(0);
  });

  it('409 for a paid order and for a cancelled one, with a message', async () => {
    const paid = await placeOrder();
    await ordersCol(db).doc(paid.order._id).update({ isPaid: true, paidAt: new Date().toISOString() });
    const res = await paymentUrl(paid.order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.orderAlreadyPaid });

    const cancelled = await placeOrder();
    await ordersCol(db)
      .doc(cancelled.order._id)
      .update({ cancelledAt: new Date().toISOString(), cancelReason: 'payment-timeout' });
    const refused = await paymentUrl(cancelled.order._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: PAYMENT_MSG.paymentTimeout });
  });

  it('an overdue order is cancelled on the spot, its stock released, and answers 409', async () => {
    const { order, productId } = await placeOrder({ quantity: 2, stock: 5 });
    await backdate(order._id, reservationMinutes + 1);
    const res = await paymentUrl(order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: PAYMENT_MSG.paymentTimeout });
    expect(await readOrder(order._id)).toMatchObject({ cancelReason: 'payment-timeout', isPaid: false });
    expect((await readProduct(productId))?.countInStock).toBe(5);
  });

  it('a total outside the gateway range gets a clear 400 before any redirect, and no attempt', async () => {
    const { order } = await placeOrder({ price: 120.25 });
    const strict = createApp({
      ...ctx,
      payments: () => ({
        ...DEMO_PAYMENT_SETTINGS,
        vnpay: { ...DEMO_PAYMENT_SETTINGS.vnpay, amount: { min: 5_000, max: 999_999_999 } },
      }),
    });
    const res = await paymentUrl(order._id, customer, strict);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'VNPAY accepts totals from 5.000 VND to 999.999.999 VND: please choose another payment method',
    });
    expect((await paymentsCol(db).get()).size).toBe(0);
    expect((await readOrder(order._id))?.paymentAttempts).toBe(0);
  });

  it(`stops after ${MAX_PAYMENT_ATTEMPTS} attempts`, async () => {
    const { order } = await placeOrder();
    await ordersCol(db).doc(order._id).update({ paymentAttempts: MAX_PAYMENT_ATTEMPTS });
    const res = await paymentUrl(order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.tooManyPaymentAttempts });
  });
});

describe('GET /api/payments/vnpay/ipn', () => {
  async function startVnpay() {
    const placed = await placeOrder({ price: 120.25 });
    const redirect = (await paymentUrl(placed.order._id)).body as PaymentRedirect;
    return { ...placed, redirect, gatewayAmount: Math.round(placed.order.totalPrice * 100) };
  }

  it('pays the order on 00/00, keeping the gateway transaction with it, and answers 00; a repeat answers 02', async () => {
    const { order, redirect, gatewayAmount } = await startVnpay();
    const params = vnpayResult(redirect.reference, gatewayAmount);
    const res = await vnpayIpn(params);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({
      isPaid: true,
      payment: {
        provider: 'VNPAY',
        reference: redirect.reference,
        transactionNo: params.vnp_TransactionNo,
        bankCode: 'NCB',
        payDate: '2026-11-22T08:30:00.000Z',
      },
    });
    expect(paid?.paidAt).toBeTruthy();
    const repeat = await vnpayIpn(params);
    expect(repeat.body).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await auditEntries('order.gateway-pay')).toHaveLength(1);
  });

  it('97 for a bad signature, 01 for an unknown reference, 04 for another amount: always HTTP 200, nothing changes', async () => {
    const { order, redirect, gatewayAmount } = await startVnpay();
    const forged = await vnpayIpn(vnpayResult(redirect.reference, gatewayAmount, { secret: 'not-the-secret' }));
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const tampered = { ...vnpayResult(redirect.reference, gatewayAmount), vnp_Amount: '1' };
    expect((await vnpayIpn(tampered)).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await vnpayIpn({})).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await vnpayIpn(vnpayResult(`${order._id}-9`, gatewayAmount))).body).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    expect((await vnpayIpn(vnpayResult(redirect.reference, gatewayAmount - 100))).body).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    });
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, payment: null });
    expect((await paymentsCol(db).doc(redirect.reference).get()).data()?.status).toBe('pending');
  });

  it('a declined payment (24) is recorded as a failed attempt; the order stays unpaid and a retry pays it', async () => {
    const { order, redirect, gatewayAmount } = await startVnpay();
    const cancel = await vnpayIpn(vnpayResult(redirect.reference, gatewayAmount, { responseCode: '24' }));
    expect(cancel.body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false });
    expect((await paymentsCol(db).doc(redirect.reference).get()).data()).toMatchObject({
      status: 'failed',
      result: { code: '24' },
    });

    const retry = (await paymentUrl(order._id)).body as PaymentRedirect;
    expect(retry.reference).toBe(`${order._id}-2`);
    expect((await vnpayIpn(vnpayResult(retry.reference, gatewayAmount))).body.RspCode).toBe('00');
    expect(await readOrder(order._id)).toMatchObject({ isPaid: true, payment: { reference: retry.reference } });
  });

  it('ResponseCode 00 with a TransactionStatus other than 00 does not pay', async () => {
    const { order, redirect, gatewayAmount } = await startVnpay();
    const res = await vnpayIpn(vnpayResult(redirect.reference, gatewayAmount, { transactionStatus: '01' }));
    expect(res.body.RspCode).toBe('00');
    expect((await readOrder(order._id))?.isPaid).toBe(false);
  });

  it('concurrent repeats of one notification make one paid transition and one audit entry', async () => {
    const { order, redirect, gatewayAmount } = await startVnpay();
    const params = vnpayResult(redirect.reference, gatewayAmount);
    const answers = await Promise.all(Array.from({ length: 5 }, () => vnpayIpn(params)));
    const codes = answers.map((res) => (res.body as { RspCode: string }).RspCode).sort();
    expect(codes).toEqual(['00', '02', '02', '02', '02']);
    expect((await readOrder(order._id))?.isPaid).toBe(true);
    expect(await auditEntries('order.gateway-pay')).toHaveLength(1);
  }, 120_000);
});

describe('the return URL never pays', () => {
  it('VNPAY: a signed return answers the order and the outcome; the order stays unpaid until the IPN', async () => {
    const { order } = await placeOrder();
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    const gatewayAmount = Math.round(order.totalPrice * 100);
    const res = await request(app)
      .get('/api/payments/vnpay/return')
      .query(vnpayResult(redirect.reference, gatewayAmount));
    expect(res.status).toBe(200);
    expect(res.body as PaymentReturn).toEqual({
      orderId: order._id,
      reference: redirect.reference,
      outcome: 'success',
      reason: null,
    });
    expect((await readOrder(order._id))?.isPaid).toBe(false);

    const failed = await request(app)
      .get('/api/payments/vnpay/return')
      .query(vnpayResult(redirect.reference, gatewayAmount, { responseCode: '24' }));
    expect(failed.body).toMatchObject({
      outcome: 'failed',
      reason: 'Khách hàng hủy giao dịch / You cancelled the payment',
    });

    const forged = await request(app)
      .get('/api/payments/vnpay/return')
      .query({ ...vnpayResult(redirect.reference, gatewayAmount), vnp_ResponseCode: '00', vnp_Amount: '1' });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: API_MSG.invalidPaymentSignature });
  });

  it('MoMo: the same, from the query MoMo puts on the redirect', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const redirect = (await paymentUrl(order._id, customer, momoApp)).body as PaymentRedirect;
    const query = momoResult(redirect.reference, redirect.amount, { resultCode: 1006 });
    const res = await request(app).get('/api/payments/momo/return').query(query);
    expect(res.body).toEqual({
      orderId: order._id,
      reference: redirect.reference,
      outcome: 'failed',
      reason: 'Khách hàng từ chối xác nhận thanh toán / You declined to confirm the payment',
    });
    const forged = await request(app)
      .get('/api/payments/momo/return')
      .query({ ...query, resultCode: 0 });
    expect(forged.status).toBe(400);
  });
});

describe('MoMo', () => {
  it('creates the payment at the gateway with a signed captureWallet request and answers its payUrl', async () => {
    const { order } = await placeOrder({ method: 'MOMO', price: 120.25 });
    const res = await paymentUrl(order._id, customer, momoApp);
    expect(res.status).toBe(200);
    const reference = `${order._id}-1`;
    expect(res.body).toEqual({
      url: `https://momo.example/pay/${reference}`,
      provider: 'MOMO',
      reference,
      amount: Math.round(order.totalPrice),
    });
    const sent = fakeMomo.requests.at(-1) as Record<
      (typeof MOMO_CREATE_FIELDS)[number] | 'signature' | 'lang',
      string | number
    >;
    expect(sent).toMatchObject({
      partnerCode: 'MOMO',
      accessKey: 'F8BBA842ECF85',
      requestId: reference,
      orderId: reference,
      amount: Math.round(order.totalPrice),
      requestType: 'captureWallet',
      redirectUrl: `${SHOP_ORIGIN}/payment/momo/return`,
      ipnUrl: `${SHOP_ORIGIN}/api/payments/momo/ipn`,
      extraData: '',
      lang: 'vi',
    });
    expect(momoVerify(MOMO_CREATE_FIELDS, sent, String(sent.signature), DEMO_PAYMENT_SETTINGS.momo.secretKey)).toBe(
      true,
    );
  });

  it("a refusal from the gateway answers 502 with the gateway's message and records a failed attempt", async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    fakeMomo.answer = () => ({ resultCode: 22, message: 'Số tiền giao dịch không hợp lệ.' });
    const res = await paymentUrl(order._id, customer, momoApp);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'MoMo: Số tiền giao dịch không hợp lệ.' });
    expect((await paymentsCol(db).doc(`${order._id}-1`).get()).data()?.status).toBe('failed');
    expect((await readOrder(order._id))?.isPaid).toBe(false);
  });

  it('an unreachable gateway answers 502', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const offline = createApp({
      ...ctx,
      payments: () => ({
        ...DEMO_PAYMENT_SETTINGS,
        momo: { ...DEMO_PAYMENT_SETTINGS.momo, createUrl: 'http://127.0.0.1:9/create' },
      }),
    });
    const res = await paymentUrl(order._id, customer, offline);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'MoMo is not reachable, please try again' });
  });

  it('the IPN pays on resultCode 0 and answers 204; repeats change nothing; a bad signature is 400', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const redirect = (await paymentUrl(order._id, customer, momoApp)).body as PaymentRedirect;
    const forged = momoResult(redirect.reference, redirect.amount, { secretKey: 'wrong' });
    const bad = await momoIpn(forged);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidPaymentSignature });
    expect((await readOrder(order._id))?.isPaid).toBe(false);

    const body = momoResult(redirect.reference, redirect.amount);
    const res = await momoIpn(body);
    expect(res.status).toBe(204);
    expect(await readOrder(order._id)).toMatchObject({
      isPaid: true,
      payment: { provider: 'MOMO', reference: redirect.reference, transactionNo: String(body.transId), bankCode: 'qr' },
    });
    const repeats = await Promise.all([momoIpn(body), momoIpn(body)]);
    expect(repeats.map((r) => r.status)).toEqual([204, 204]);
    expect(await auditEntries('order.gateway-pay')).toHaveLength(1);
  });

  it('the IPN records a declined payment (1006) and leaves the order payable; unknown reference 404, other amount 400', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const redirect = (await paymentUrl(order._id, customer, momoApp)).body as PaymentRedirect;
    expect((await momoIpn(momoResult(redirect.reference, redirect.amount, { resultCode: 1006 }))).status).toBe(204);
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect((await paymentsCol(db).doc(redirect.reference).get()).data()).toMatchObject({
      status: 'failed',
      result: { code: '1006' },
    });
    expect((await momoIpn(momoResult(`${order._id}-7`, redirect.amount))).status).toBe(404);
    const retry = (await paymentUrl(order._id, customer, momoApp)).body as PaymentRedirect;
    expect((await momoIpn(momoResult(retry.reference, retry.amount + 1))).status).toBe(400);
    expect((await readOrder(order._id))?.isPaid).toBe(false);
  });
});

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
    const seen = await request(app).get(`/api/orders/${overdue.order._id}`).set(bearer(customer));
    expect(seen.body).toMatchObject({ cancelReason: 'payment-timeout', isPaid: false });
    const markPaid = await request(app).put(`/api/orders/${overdue.order._id}/pay`).set(bearer(admin));
    expect(markPaid.status).toBe(409);
    expect(markPaid.body).toEqual({ message: PAYMENT_MSG.paymentTimeout });
    expect((await request(app).delete(`/api/orders/${overdue.order._id}`).set(bearer(admin))).status).toBe(200);
    expect((await readProduct(overdue.productId))?.countInStock).toBe(5);
  });

  it('a cancelled order no longer counts against the unpaid-order limit', async () => {
    const product = await addProduct({ countInStock: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app)
        .post('/api/orders')
        .set(bearer(customer))
        .send(placeOrderBody([{ _id: product.id, quantity: 1 }]));
      ids.push((res.body as Order)._id);
    }
    const blocked = await request(app)
      .post('/api/orders')
      .set(bearer(customer))
      .send(placeOrderBody([{ _id: product.id, quantity: 1 }]));
    expect(blocked.status).toBe(409);
    await backdate(ids[0] as string, reservationMinutes + 1);
    await expireOverdueOrders(db, reservationMinutes);
    const next = await request(app)
      .post('/api/orders')
      .set(bearer(customer))
      .send(placeOrderBody([{ _id: product.id, quantity: 1 }]));
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

  it('a late notification when the stock is gone marks it paid and "needs refund", listed for the admin', async () => {
    const { order, productId } = await placeOrder({ quantity: 2, stock: 2 });
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    await backdate(order._id, reservationMinutes + 1);
    await expireOverdueOrders(db, reservationMinutes);
    await productsCol(db).doc(productId).update({ countInStock: 1 });

    expect((await vnpayIpn(vnpayResult(redirect.reference, Math.round(order.totalPrice * 100)))).body.RspCode).toBe(
      '00',
    );
    const stored = await readOrder(order._id);
    expect(stored).toMatchObject({ isPaid: true, needsRefund: true, cancelReason: 'payment-timeout' });
    expect((await readProduct(productId))?.countInStock).toBe(1);
    const list = await request(app).get('/api/orders').set(bearer(admin));
    expect((list.body as AdminOrderPage).orders.find((row) => row._id === order._id)).toMatchObject({
      needsRefund: true,
      isPaid: true,
    });
  });

  it('a gateway payment for an order an admin already marked paid needs a refund', async () => {
    const { order } = await placeOrder();
    const redirect = (await paymentUrl(order._id)).body as PaymentRedirect;
    expect((await request(app).put(`/api/orders/${order._id}/pay`).set(bearer(admin))).status).toBe(200);
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
