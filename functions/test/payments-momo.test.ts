/** MoMo: creating payments, notifications (IPN) and the return URL, against the emulators (docs/decisions/0014-payments.md). */
import { SHOP_ORIGIN } from '../../local-stack.mjs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { paymentsCol } from '../src/data/collections.js';
import { MOMO_CREATE_FIELDS, momoVerify } from '../src/payments/momo/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import type { PaymentRedirect } from '../src/shared/entities/payment.js';
import { API_MSG } from '../src/shared/messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { momoResult } from './support/gateway.js';
import {
  app,
  auditEntries,
  backdate,
  momoIpn,
  paymentUrl,
  placeOrder,
  readOrder,
  reservationMinutes,
  suite,
  usePaymentSuite,
} from './support/payment-suite.js';
import { ctx, db } from './support/test-context.js';

usePaymentSuite();

describe('the return URL never pays', () => {
  it('MoMo: the same, from the query MoMo puts on the redirect', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const redirect = (await paymentUrl(order._id, suite.customer, suite.momoApp)).body as PaymentRedirect;
    const query = momoResult(redirect.reference, redirect.amount, { resultCode: 1006 });
    const res = await callEndpoint(app, 'momoReturn', { query });
    expect(res.body).toEqual({
      orderId: order._id,
      reference: redirect.reference,
      outcome: 'failed',
      reason: 'Khách hàng từ chối xác nhận thanh toán / You declined to confirm the payment',
    });
    const forged = await callEndpoint(app, 'momoReturn', { query: { ...query, resultCode: 0 } });
    expect(forged.status).toBe(400);
  });
});

describe('MoMo', () => {
  it('creates the payment at the gateway with a signed captureWallet request and answers its payUrl', async () => {
    const { order } = await placeOrder({ method: 'MOMO', price: 120.25 });
    const res = await paymentUrl(order._id, suite.customer, suite.momoApp);
    expect(res.status).toBe(200);
    const reference = `${order._id}-1`;
    expect(res.body).toEqual({
      url: `https://momo.example/pay/${reference}`,
      provider: 'MOMO',
      reference,
      amount: Math.round(order.totalPrice),
    });
    const sent = suite.fakeMomo.requests.at(-1) as Record<
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

  it('the payment link expires with the reservation (orderExpireTime in minutes) and MoMo captures by itself (autoCapture)', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    await backdate(order._id, 10);
    expect((await paymentUrl(order._id, suite.customer, suite.momoApp)).status).toBe(200);
    const sent = suite.fakeMomo.requests.at(-1);
    // Placed 10 minutes ago: the reservation ends in 20 minutes, less the seconds the request took.
    expect(sent).toMatchObject({ autoCapture: true, orderExpireTime: reservationMinutes - 10 - 1 });
  });

  it('resultCode 9000 (authorised) pays, since the shop asks MoMo to capture automatically', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const redirect = (await paymentUrl(order._id, suite.customer, suite.momoApp)).body as PaymentRedirect;
    expect((await momoIpn(momoResult(redirect.reference, redirect.amount, { resultCode: 9000 }))).status).toBe(204);
    expect((await readOrder(order._id))?.isPaid).toBe(true);
  });

  it("a refusal from the gateway answers 502 with the gateway's message and records a failed attempt", async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    suite.fakeMomo.answer = () => ({ resultCode: 22, message: 'Số tiền giao dịch không hợp lệ.' });
    const res = await paymentUrl(order._id, suite.customer, suite.momoApp);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'MoMo: Số tiền giao dịch không hợp lệ.', code: 'GATEWAY_FAILED' });
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
    const res = await paymentUrl(order._id, suite.customer, offline);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'MoMo is not reachable, please try again', code: 'GATEWAY_FAILED' });
  });

  it('the IPN pays on resultCode 0 and answers 204; repeats change nothing; a bad signature is 400', async () => {
    const { order } = await placeOrder({ method: 'MOMO' });
    const redirect = (await paymentUrl(order._id, suite.customer, suite.momoApp)).body as PaymentRedirect;
    const forged = momoResult(redirect.reference, redirect.amount, { secretKey: 'wrong' });
    const bad = await momoIpn(forged);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidPaymentSignature, code: 'VALIDATION_FAILED' });
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
    const redirect = (await paymentUrl(order._id, suite.customer, suite.momoApp)).body as PaymentRedirect;
    expect((await momoIpn(momoResult(redirect.reference, redirect.amount, { resultCode: 1006 }))).status).toBe(204);
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect((await paymentsCol(db).doc(redirect.reference).get()).data()).toMatchObject({
      status: 'failed',
      result: { code: '1006' },
    });
    expect((await momoIpn(momoResult(`${order._id}-7`, redirect.amount))).status).toBe(404);
    const retry = (await paymentUrl(order._id, suite.customer, suite.momoApp)).body as PaymentRedirect;
    expect((await momoIpn(momoResult(retry.reference, retry.amount + 1))).status).toBe(400);
    expect((await readOrder(order._id))?.isPaid).toBe(false);
  });
});
