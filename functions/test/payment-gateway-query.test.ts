/**
 * The reservation sweep asks the gateway before expiring an unpaid VNPAY or MoMo order
 * (docs/decisions/0014-payments.md): against the gateway sandbox, started here on a free port,
 * which loses the payment's notification on purpose and brings it later.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { reconciliationsCol } from '../src/data/collections.js';
import { GATEWAY_QUERY_GRACE_MINUTES } from '../src/payments/ask-before-expiry.js';
import { DEMO_PAYMENT_SETTINGS, ipnPath, type PaymentSettings } from '../src/payments/payment-settings.js';
import { expireOverdueOrders, reservationEnd } from '../src/payments/reservations.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import type { PaymentRedirect } from '../src/shared/entities/payment.js';
import { startGatewaySandbox, type GatewaySandbox } from '../../scripts/gateway-sandbox/server.js';
import {
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
import { readProduct } from './support/products.js';
import { ctx, db } from './support/test-context.js';

usePaymentSuite();

let sandbox: GatewaySandbox;
let shop: Server;
let settings: PaymentSettings;
/** The app with both gateways at the sandbox, listening so the sandbox's notifications reach it. */
const gatewayApp = createApp({ ...ctx, payments: () => settings });

beforeAll(async () => {
  shop = createServer(gatewayApp);
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  sandbox = await startGatewaySandbox({ port: 0, vnpayIpnUrl: `${shopUrl}${ipnPath('vnpay')}` });
  settings = {
    ...DEMO_PAYMENT_SETTINGS,
    vnpay: {
      ...DEMO_PAYMENT_SETTINGS.vnpay,
      paymentUrl: `${sandbox.url}/paymentv2/vpcpay.html`,
      refundUrl: `${sandbox.url}/merchant_webapi/api/transaction`,
    },
    momo: {
      ...DEMO_PAYMENT_SETTINGS.momo,
      createUrl: `${sandbox.url}/v2/gateway/api/create`,
      refundUrl: `${sandbox.url}/v2/gateway/api/refund`,
    },
    ipnBaseUrl: shopUrl,
  };
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => shop.close(resolve));
});

/** Settings whose gateways answer nothing (a closed port). */
const unreachable = (): PaymentSettings => ({
  ...settings,
  vnpay: { ...settings.vnpay, refundUrl: 'http://127.0.0.1:1/merchant_webapi/api/transaction' },
  momo: { ...settings.momo, createUrl: 'http://127.0.0.1:1/v2/gateway/api/create' },
});

const sandboxPost = (path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The lost notifications arrive now, as the gateway's retry would bring them. */
const lateNotifications = async () =>
  (await (await sandboxPost('/__sandbox/skipped-notifications/send')).json()) as { status: number; body: string }[];

/** Places an order and starts paying it at the sandbox; `pay` presses Pay there with its notification lost. */
async function orderAtGateway(method: 'VNPAY' | 'MOMO', options: { pay: boolean }) {
  const placed = await placeOrder({ method, quantity: 2, stock: 5 });
  const redirect = (await paymentUrl(placed.order._id, suite.customer, gatewayApp)).body as PaymentRedirect;
  if (options.pay) {
    await sandboxPost('/__sandbox/next-notification', { skip: true });
    const page = await (await fetch(redirect.url)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const pay = method === 'VNPAY' ? '/paymentv2/pay' : '/v2/gateway/pay';
    const res = await fetch(`${sandbox.url}${pay}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  }
  await backdate(placed.order._id, reservationMinutes + 5);
  const stored = (await readOrder(placed.order._id)) as OrderDoc;
  return { ...placed, redirect, holdEnd: Date.parse(reservationEnd(stored, reservationMinutes)) };
}

const statuses = (order: OrderDoc | undefined) => order?.statusHistory?.map((entry) => entry.status);
const queriesFor = (reference: string) => sandbox.queries.queries.filter((query) => query.reference === reference);
const reconciliationCount = async () => (await reconciliationsCol(db).get()).size;

describe('the sweep asks the gateway before expiring', () => {
  it.each(['VNPAY', 'MOMO'] as const)(
    '%s: paid at the gateway with the notification lost, the sweep pays it as the notification would; the late notification changes nothing',
    async (method) => {
      const { order, productId, redirect } = await orderAtGateway(method, { pay: true });
      expect((await readOrder(order._id))?.isPaid).toBe(false);

      expect(await expireOverdueOrders(db, reservationMinutes, new Date(), settings)).toBe(0);
      const paid = await readOrder(order._id);
      expect(paid).toMatchObject({
        status: 'paid',
        isPaid: true,
        cancelledAt: null,
        needsRefund: false,
        payment: { provider: method, reference: redirect.reference },
      });
      expect(paid?.payment?.transactionNo).toMatch(/^\d+$/);
      expect(statuses(paid)).toEqual(['awaitingPayment', 'paid']);
      expect(paid?.statusHistory?.[1]?.by).toEqual({ role: 'gateway' });
      expect((await readProduct(productId))?.countInStock).toBe(3);
      expect(await readAttempt(redirect.reference)).toMatchObject({ status: 'paid' });
      expect(await auditEntries('order.gateway-pay')).toHaveLength(1);
      expect(await auditEntries('order.expire')).toHaveLength(0);
      expect(await reconciliationCount()).toBe(0);
      expect(queriesFor(redirect.reference).map((query) => query.code)).toEqual([method === 'VNPAY' ? '00/00' : '0']);

      const [late] = await lateNotifications();
      // VNPAY hears 'already confirmed'; MoMo gets its 204 for a notification it need not repeat.
      expect(late).toMatchObject(method === 'VNPAY' ? { status: 200, body: /"RspCode":"02"/ } : { status: 204 });
      expect(await readOrder(order._id)).toEqual(paid);
      expect((await readProduct(productId))?.countInStock).toBe(3);
      expect(await auditEntries('order.gateway-pay')).toHaveLength(1);
      expect(await reconciliationCount()).toBe(0);
    },
  );

  it.each(['VNPAY', 'MOMO'] as const)('%s: an attempt the gateway says is unpaid expires as before', async (method) => {
    const { order, productId, redirect } = await orderAtGateway(method, { pay: false });
    expect(await expireOverdueOrders(db, reservationMinutes, new Date(), settings)).toBe(1);
    const expired = await readOrder(order._id);
    expect(expired).toMatchObject({ status: 'cancelled', cancelReason: 'payment-timeout', isPaid: false });
    expect((await readProduct(productId))?.countInStock).toBe(5);
    // The cancel voided it: money that still comes for it takes the late-money rules.
    expect(await readAttempt(redirect.reference)).toMatchObject({ status: 'voided' });
    // VNPAY never saw the page (91); MoMo created the link, which nobody confirmed (1000).
    expect(queriesFor(redirect.reference).map((query) => query.code)).toEqual([method === 'VNPAY' ? '91' : '1000']);
  });

  it('an unreachable gateway leaves the order open until the grace is over, then it expires; the late payment takes the stock again', async () => {
    const { order, productId, holdEnd } = await orderAtGateway('VNPAY', { pay: true });
    const at = (minutesPastHold: number) => new Date(holdEnd + minutesPastHold * 60_000);

    expect(await expireOverdueOrders(db, reservationMinutes, at(5), unreachable())).toBe(0);
    expect(await expireOverdueOrders(db, reservationMinutes, at(GATEWAY_QUERY_GRACE_MINUTES - 1), unreachable())).toBe(
      0,
    );
    expect(await readOrder(order._id)).toMatchObject({ status: 'awaitingPayment', cancelledAt: null });
    expect((await readProduct(productId))?.countInStock).toBe(3);

    expect(await expireOverdueOrders(db, reservationMinutes, at(GATEWAY_QUERY_GRACE_MINUTES), unreachable())).toBe(1);
    expect(await readOrder(order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'payment-timeout' });
    expect((await readProduct(productId))?.countInStock).toBe(5);

    // The lost notification at last: today's late-payment path pays the timed-out order again.
    await lateNotifications();
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ status: 'paid', isPaid: true, cancelledAt: null });
    expect(statuses(paid)).toEqual(['awaitingPayment', 'cancelled', 'paid']);
    expect((await readProduct(productId))?.countInStock).toBe(3);
  });

  it('a gateway that did not answer is asked once per sweep, however many of its orders wait', async () => {
    let asked = 0;
    // Takes the connection and drops it: a gateway that answers nothing.
    const silent = createServer((req) => {
      asked += 1;
      req.socket.destroy();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const first = await orderAtGateway('VNPAY', { pay: true });
      const second = await orderAtGateway('VNPAY', { pay: true });
      const silentVnpay = {
        ...settings,
        vnpay: { ...settings.vnpay, refundUrl: `${silentUrl}/merchant_webapi/api/transaction` },
      };
      expect(await expireOverdueOrders(db, reservationMinutes, new Date(), silentVnpay)).toBe(0);
      expect(asked).toBe(1);
      for (const { order } of [first, second]) {
        expect(await readOrder(order._id)).toMatchObject({ status: 'awaitingPayment', cancelledAt: null });
      }
      expect(await expireOverdueOrders(db, reservationMinutes, new Date(), silentVnpay)).toBe(0);
      expect(asked).toBe(2);
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('two sweeps at once both find it paid and pay it once; the late notification then changes nothing', async () => {
    const { order, productId, redirect } = await orderAtGateway('MOMO', { pay: true });
    const counts = await Promise.all([
      expireOverdueOrders(db, reservationMinutes, new Date(), settings),
      expireOverdueOrders(db, reservationMinutes, new Date(), settings),
    ]);
    expect(counts).toEqual([0, 0]);
    expect(queriesFor(redirect.reference).map((query) => query.code)).toEqual(['0', '0']);
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ status: 'paid', isPaid: true, payment: { reference: redirect.reference } });
    expect(statuses(paid)).toEqual(['awaitingPayment', 'paid']);
    expect((await readProduct(productId))?.countInStock).toBe(3);
    expect(await auditEntries('order.gateway-pay')).toHaveLength(1);

    await lateNotifications();
    expect(await readOrder(order._id)).toEqual(paid);
    expect(await auditEntries('order.gateway-pay')).toHaveLength(1);
    expect(await reconciliationCount()).toBe(0);
  });
});
