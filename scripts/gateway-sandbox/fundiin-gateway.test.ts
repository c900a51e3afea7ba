/** The sandbox plays Fundiin at its documented paths: signed requests, the checkout page, the signed notification. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundiinHeaders } from '../../functions/src/payments/installment/fundiin-http.js';
import { fundiinSign, fundiinVerify } from '../../functions/src/payments/installment/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import { startGatewaySandbox, type GatewaySandbox } from './server.js';

const { installment } = DEMO_PAYMENT_SETTINGS;
let sandbox: GatewaySandbox;
let shop: Server;
/** What reached the shop's notification URL: raw body and headers. */
const received: { raw: string; signature: string | undefined }[] = [];
let counter = 0;

beforeAll(async () => {
  shop = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ raw, signature: req.headers.signature as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  sandbox = await startGatewaySandbox({
    port: 0,
    installmentIpnUrl: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/payments/installment/ipn`,
  });
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => shop.close(resolve));
});

const post = (path: string, body: unknown, secret = installment.secretKey) => {
  const raw = JSON.stringify(body);
  const headers = { ...fundiinHeaders(installment, raw, new Date()), Signature: fundiinSign(raw, secret) };
  return fetch(`${sandbox.url}${path}`, { method: 'POST', headers, body: raw });
};

const createBody = (amount = 3_600_000) => ({
  merchantId: installment.merchantId,
  referenceId: `order${(counter += 1)}-1`,
  storeId: installment.storeId,
  requestType: 'installment',
  paymentMethod: 'WEB',
  successRedirectUrl: 'http://shop.test/order/o1',
  unSuccessRedirectUrl: 'http://shop.test/order/o1?failed',
  amount: { value: amount, currency: 'VND' },
});

async function created(amount?: number) {
  const body = createBody(amount);
  const answer = (await (await post('/v2/payments', body)).json()) as { resultStatus: string; paymentUrl: string };
  return { body, answer, token: new URL(answer.paymentUrl).searchParams.get('token') ?? '' };
}

const decide = (token: string, decision: string, term = '3') =>
  fetch(`${sandbox.url}/installment/pay/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, decision, term }).toString(),
    redirect: 'manual',
  });

describe('the sandbox plays Fundiin', () => {
  it('answers a signed create with APPROVED and its checkout URL; a bad signature is ACCESS_DENIED, nothing created', async () => {
    const { answer } = await created();
    expect(answer).toMatchObject({
      resultStatus: 'APPROVED',
      paymentUrl: expect.stringMatching(/\/installment\/pay\?token=/),
    });
    const forged = await post('/v2/payments', createBody(), 'wrong-secret');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ resultStatus: 'ACCESS_DENIED' });
  });

  it("the checkout page shows the amount, each term's monthly amount, Approve and Decline", async () => {
    const { answer } = await created(3_600_000);
    const html = await (await fetch(answer.paymentUrl)).text();
    expect(html).toContain('3.600.000₫');
    for (const line of ['3 tháng: 1.200.000₫/tháng', '6 tháng: 600.000₫/tháng', '12 tháng: 300.000₫/tháng']) {
      expect(html).toContain(line);
    }
    expect(html).toContain('Duyệt (Approve)');
    expect(html).toContain('Từ chối (Decline)');
  });

  it('Approve sends the signed SUCCESS notification, keeps its exact request, returns the shopper; status then says SUCCESS', async () => {
    const { body, token } = await created();
    const res = await decide(token, 'approve', '6');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://shop.test/order/o1');
    const last = received.at(-1);
    expect(fundiinVerify(last?.raw, last?.signature, installment.secretKey)).toBe(true);
    expect(JSON.parse(last?.raw ?? '{}')).toMatchObject({
      referenceId: body.referenceId,
      amount: { value: 3_600_000, currency: 'VND' },
      paymentMethod: 'WALLET',
      paymentChannel: 'WEB',
      paymentStatus: 'SUCCESS',
      notificationType: 'PAYMENT_STATUS',
    });
    // Fundiin documents a down payment only for IN_STORE_PAYMENT, and no term at all.
    expect(Object.keys(JSON.parse(last?.raw ?? '{}'))).not.toContain('downPaymentAmount');
    const sent = (await (await fetch(`${sandbox.url}/__sandbox/notifications`)).json()) as {
      reference: string;
      status: number;
      request: { method: string; url: string; headers: Record<string, string>; body: string };
    }[];
    const mine = sent.find((entry) => entry.reference === body.referenceId);
    expect(mine).toMatchObject({ status: 204, request: { method: 'POST', body: last?.raw } });
    expect(mine?.request.headers.Signature).toBe(last?.signature);
    const status = await (
      await post('/v2/payments/status', { merchantId: installment.merchantId, referenceId: body.referenceId })
    ).json();
    expect(status).toMatchObject({ paymentStatus: 'SUCCESS', amount: { value: 3_600_000 } });
  });

  it('Decline sends FAIL and returns to the unsuccessful URL; a skipped notification is listed with its request until sent', async () => {
    const { body, token } = await created();
    await fetch(`${sandbox.url}/__sandbox/next-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ skip: true }),
    });
    const before = received.length;
    const res = await decide(token, 'decline');
    expect(res.headers.get('location')).toBe('http://shop.test/order/o1?failed');
    expect(received).toHaveLength(before);
    const skipped = (await (await fetch(`${sandbox.url}/__sandbox/skipped-notifications`)).json()) as {
      reference: string;
      request: { body: string };
    }[];
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.reference).toBe(body.referenceId);
    expect(JSON.parse(skipped[0]?.request.body ?? '{}')).toMatchObject({ paymentStatus: 'FAIL' });
    await fetch(`${sandbox.url}/__sandbox/skipped-notifications/send`, { method: 'POST' });
    expect(received).toHaveLength(before + 1);
    expect(await (await fetch(`${sandbox.url}/__sandbox/skipped-notifications`)).json()).toEqual([]);
  });

  it('refunds a paid payment by its paymentTransId for its whole amount', async () => {
    const { body, token } = await created();
    await decide(token, 'approve');
    const { paymentTransId } = JSON.parse(received.at(-1)?.raw ?? '{}') as { paymentTransId: string };
    const refund = {
      merchantId: installment.merchantId,
      referenceId: `refund-${body.referenceId}`,
      paymentTransId,
      amount: { value: 3_600_000, currency: 'VND' },
    };
    expect(await (await post('/v2/payments/refund', refund)).json()).toMatchObject({ resultStatus: 'APPROVED' });
    expect(
      await (await post('/v2/payments/refund', { ...refund, amount: { value: 1, currency: 'VND' } })).json(),
    ).toMatchObject({
      resultStatus: 'ERROR_GENERAL',
    });
  });
});
