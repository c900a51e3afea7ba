/** VNPAY: payment URLs, notifications (IPN) and the return URL, against the emulators (docs/decisions/0014-payments.md). */
import { SHOP_ORIGIN } from '../../local-stack.mjs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { ordersCol, paymentsCol } from '../src/data/collections.js';
import { vnpayVerify } from '../src/payments/vnpay/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import { MAX_PAYMENT_ATTEMPTS } from '../src/payments/start-payment.js';
import type { PaymentRedirect, PaymentReturn } from '../src/shared/entities/payment.js';
import { API_MSG } from '../src/shared/messages.js';
import { PAYMENT_MSG } from '../src/shared/payment-messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { createCustomer } from './support/accounts.js';
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
import { readProduct } from './support/products.js';
import { ctx, db } from './support/test-context.js';

usePaymentSuite();

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
    expect((await callEndpoint(app, 'startPayment', { params: { id: order._id } })).status).toBe(401);
    const other = await createCustomer();
    const res = await paymentUrl(order._id, other);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.orderNotFound, code: 'NOT_FOUND' });
    expect((await paymentUrl(order._id, suite.admin)).status).toBe(404);
    expect((await paymentsCol(db).get()).size).toBe(0);
  });

  it('409 for a paid order and for a cancelled one, with a message', async () => {
    const paid = await placeOrder();
    await ordersCol(db).doc(paid.order._id).update({ isPaid: true, paidAt: new Date().toISOString() });
    const res = await paymentUrl(paid.order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.orderAlreadyPaid, code: 'CONFLICT' });

    const cancelled = await placeOrder();
    await ordersCol(db)
      .doc(cancelled.order._id)
      .update({ cancelledAt: new Date().toISOString(), cancelReason: 'payment-timeout' });
    const refused = await paymentUrl(cancelled.order._id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: PAYMENT_MSG.paymentTimeout, code: 'CONFLICT' });
  });

  it('an overdue order is cancelled on the spot, its stock released, and answers 409', async () => {
    const { order, productId } = await placeOrder({ quantity: 2, stock: 5 });
    await backdate(order._id, reservationMinutes + 1);
    const res = await paymentUrl(order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: PAYMENT_MSG.paymentTimeout, code: 'CONFLICT' });
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
    const res = await paymentUrl(order._id, suite.customer, strict);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'VNPAY accepts totals from 5.000 VND to 999.999.999 VND: please choose another payment method',
      code: 'VALIDATION_FAILED',
    });
    expect((await paymentsCol(db).get()).size).toBe(0);
    expect((await readOrder(order._id))?.paymentAttempts).toBe(0);
  });

  it(`stops after ${MAX_PAYMENT_ATTEMPTS} attempts`, async () => {
    const { order } = await placeOrder();
    await ordersCol(db).doc(order._id).update({ paymentAttempts: MAX_PAYMENT_ATTEMPTS });
    const res = await paymentUrl(order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.tooManyPaymentAttempts, code: 'CONFLICT' });
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
    const res = await callEndpoint(app, 'vnpayReturn', { query: vnpayResult(redirect.reference, gatewayAmount) });
    expect(res.status).toBe(200);
    expect(res.body as PaymentReturn).toEqual({
      orderId: order._id,
      reference: redirect.reference,
      outcome: 'success',
      reason: null,
    });
    expect((await readOrder(order._id))?.isPaid).toBe(false);

    const failed = await callEndpoint(app, 'vnpayReturn', {
      query: vnpayResult(redirect.reference, gatewayAmount, { responseCode: '24' }),
    });
    expect(failed.body).toMatchObject({
      outcome: 'failed',
      reason: 'Khách hàng hủy giao dịch / You cancelled the payment',
    });

    const forged = await callEndpoint(app, 'vnpayReturn', {
      query: { ...vnpayResult(redirect.reference, gatewayAmount), vnp_ResponseCode: '00', vnp_Amount: '1' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: API_MSG.invalidPaymentSignature, code: 'VALIDATION_FAILED' });
  });
});
