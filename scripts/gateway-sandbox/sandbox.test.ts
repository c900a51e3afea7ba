/** The gateway sandbox plays VNPAY and MoMo as their protocols say: a fake shop receives what it sends. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MOMO_CREATE_FIELDS,
  MOMO_RESULT_FIELDS,
  momoSign,
  momoVerify,
} from '../../functions/src/payments/momo/signature.js';
import { vnpaySignedQuery, vnpayVerify } from '../../functions/src/payments/vnpay/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import { refundThroughMomo } from '../../functions/src/payments/momo/refund.js';
import { refundThroughVnpay } from '../../functions/src/payments/vnpay/refund.js';
import { queryGatewayPayment } from '../../functions/src/payments/payment-methods.js';
import { vietQrPayload } from '../../functions/src/payments/bank-transfer/vietqr.js';
import { startGatewaySandbox, type GatewaySandbox } from './server.js';

const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;

/** The shop's side: records every notification and answers as a shop would. */
interface ReceivedNotification {
  at: number;
  method: string;
  url: URL;
  body: string;
  authorization: string | undefined;
}
let shop: Server;
let shopUrl = '';
const received: ReceivedNotification[] = [];
let sandbox: GatewaySandbox;

beforeAll(async () => {
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        at: Date.now(),
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://shop'),
        body,
        authorization: req.headers.authorization,
      });
      if (req.method === 'GET') res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"RspCode":"00"}');
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  sandbox = await startGatewaySandbox({
    port: 0,
    vnpayIpnUrl: `${shopUrl}/api/payments/vnpay/ipn`,
    bankWebhookUrl: `${shopUrl}/api/payments/bank/webhook`,
  });
});
afterEach(() => {
  received.length = 0;
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => shop.close(resolve));
});

const vnpayRequest = (overrides: Record<string, string> = {}) => ({
  vnp_Amount: '5050',
  vnp_Command: 'pay',
  vnp_CreateDate: '20261122153000',
  vnp_CurrCode: 'VND',
  vnp_ExpireDate: '20261122154500',
  vnp_IpAddr: '127.0.0.1',
  vnp_Locale: 'vn',
  vnp_OrderInfo: 'Thanh toan don hang ord123',
  vnp_OrderType: 'other',
  vnp_ReturnUrl: `${shopUrl}/payment/vnpay/return`,
  vnp_TmnCode: vnpay.tmnCode,
  vnp_TxnRef: `ord123-${Math.random().toString(36).slice(2, 8)}`,
  vnp_Version: '2.1.0',
  ...overrides,
});

/** Opens the VNPAY page for a signed request and answers the token its buttons post. */
async function openVnpayPage(params = vnpayRequest()) {
  const res = await fetch(`${sandbox.url}/paymentv2/vpcpay.html?${vnpaySignedQuery(params, vnpay.hashSecret)}`);
  const html = await res.text();
  return { res, html, token: /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

const press = (path: string, token: string) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });

describe('VNPAY', () => {
  it('refuses a request whose hash does not match (400) and shows the order for a good one', async () => {
    const forged = await fetch(
      `${sandbox.url}/paymentv2/vpcpay.html?${vnpaySignedQuery(vnpayRequest(), 'wrong-secret')}`,
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Sai chữ ký');

    const { res, html } = await openVnpayPage(vnpayRequest({ vnp_TxnRef: 'ord123-1' }));
    expect(res.status).toBe(200);
    expect(html).toContain('Thanh toan don hang ord123');
    expect(html).toContain('ord123-1');
    expect(html).toContain('50,50 VND');
    // Exactly 'Pay' and 'Cancel' as accessible names: the Vietnamese is a hidden-from-name description.
    expect(html).toMatch(/<button class="pay"[^>]*>Pay<span id="pay-vi"[^>]*aria-hidden="true">Thanh toán</);
    expect(html).toMatch(/<button class="cancel"[^>]*>Cancel<span id="cancel-vi"[^>]*aria-hidden="true">Hủy</);
    expect(html).toContain('Gateway sandbox: no real money moves');
  });

  it('Pay sends a signed IPN with 00/00 to the shop, then redirects 303 to the return URL with signed params', async () => {
    const request = vnpayRequest();
    const { token } = await openVnpayPage(request);
    const res = await press('/paymentv2/pay', token);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(request.vnp_ReturnUrl);
    expect(received).toHaveLength(1);
    const ipn = Object.fromEntries(received[0]?.url.searchParams ?? []);
    expect(received[0]?.url.pathname).toBe('/api/payments/vnpay/ipn');
    expect(vnpayVerify(ipn, vnpay.hashSecret)).toBe(true);
    expect(ipn).toMatchObject({
      vnp_TxnRef: request.vnp_TxnRef,
      vnp_Amount: '5050',
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TmnCode: vnpay.tmnCode,
      vnp_BankCode: 'NCB',
    });
    expect(ipn.vnp_PayDate).toMatch(/^\d{14}$/);
    expect(Object.fromEntries(back.searchParams)).toEqual(ipn);
    // A page's token pays once.
    expect((await press('/paymentv2/pay', token)).status).toBe(404);
  });

  it('Cancel notifies code 24', async () => {
    const { token } = await openVnpayPage();
    expect((await press('/paymentv2/cancel', token)).status).toBe(303);
    const ipn = Object.fromEntries(received[0]?.url.searchParams ?? []);
    expect(ipn).toMatchObject({ vnp_ResponseCode: '24', vnp_TransactionStatus: '02' });
    expect(vnpayVerify(ipn, vnpay.hashSecret)).toBe(true);
  });
});

const momoCreate = (overrides: Record<string, string | number> = {}) => {
  const fields = {
    accessKey: momo.accessKey,
    amount: 1210,
    extraData: '',
    ipnUrl: `${shopUrl}/api/payments/momo/ipn`,
    orderId: `ord456-${Math.random().toString(36).slice(2, 8)}`,
    orderInfo: 'Thanh toan don hang ord456',
    partnerCode: momo.partnerCode,
    redirectUrl: `${shopUrl}/payment/momo/return`,
    requestId: 'req-1',
    requestType: 'captureWallet',
    ...overrides,
  };
  return { ...fields, lang: 'vi', signature: momoSign(MOMO_CREATE_FIELDS, fields, momo.secretKey) };
};

const postCreate = async (body: unknown) =>
  (await (
    await fetch(`${sandbox.url}/v2/gateway/api/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as Record<string, unknown>;

async function openMomoPage(body: Record<string, unknown> = momoCreate()) {
  const created = await postCreate(body);
  const page = await (await fetch(String(created.payUrl))).text();
  return { created, token: /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '', page };
}

describe('MoMo', () => {
  it('create refuses a bad signature (11), a bad amount (22) and a reused orderId (41); answers a payUrl otherwise', async () => {
    const forged = momoCreate();
    expect(await postCreate({ ...forged, signature: 'x'.repeat(64) })).toMatchObject({
      resultCode: 11,
      message: 'Truy cập bị từ chối. Chữ ký không hợp lệ.',
      orderId: forged.orderId,
    });
    expect(await postCreate(momoCreate({ requestType: 'payWithATM' }))).toMatchObject({ resultCode: 20 });
    expect(await postCreate(momoCreate({ amount: 0 }))).toMatchObject({ resultCode: 22 });
    const body = momoCreate();
    const created = await postCreate(body);
    expect(created).toMatchObject({ resultCode: 0, orderId: body.orderId, amount: 1210, message: 'Thành công.' });
    expect(String(created.payUrl)).toMatch(new RegExp(`^${sandbox.url}/v2/gateway/pay\\?t=`));
    expect(await postCreate(body)).toMatchObject({ resultCode: 41 });
  });

  it('Pay posts a signed IPN (resultCode 0) to the ipnUrl, then redirects with the same signed fields', async () => {
    const body = momoCreate();
    const { token, page } = await openMomoPage(body);
    expect(page).toContain('1.210 VND');
    const res = await press('/v2/gateway/pay', token);
    expect(res.status).toBe(303);
    const ipn = JSON.parse(received[0]?.body ?? '{}') as Record<string, string | number>;
    expect(received[0]?.method).toBe('POST');
    expect(ipn).toMatchObject({ orderId: body.orderId, amount: 1210, resultCode: 0, partnerCode: momo.partnerCode });
    expect(
      momoVerify(
        MOMO_RESULT_FIELDS,
        { ...ipn, accessKey: momo.accessKey } as Record<(typeof MOMO_RESULT_FIELDS)[number], string | number>,
        String(ipn.signature),
        momo.secretKey,
      ),
    ).toBe(true);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(body.redirectUrl);
    expect(back.searchParams.get('signature')).toBe(ipn.signature);
    expect(back.searchParams.get('resultCode')).toBe('0');
  });

  it('create answers 20 to a body that is not JSON', async () => {
    const res = await fetch(`${sandbox.url}/v2/gateway/api/create`, { method: 'POST', body: '{not json' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ resultCode: 20, message: 'Yêu cầu sai định dạng.' });
  });

  it('a payment link used after its orderExpireTime notifies 1005 (expired) instead of paying', async () => {
    const { token } = await openMomoPage({ ...momoCreate(), orderExpireTime: 1 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      await press('/v2/gateway/pay', token);
    } finally {
      vi.useRealTimers();
    }
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ resultCode: 1005 });
  });

  it('Cancel notifies 1006 and redirects with it', async () => {
    const { token } = await openMomoPage();
    const res = await press('/v2/gateway/cancel', token);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ resultCode: 1006 });
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('resultCode')).toBe('1006');
  });
});

describe('the next notification can be delayed, repeated or skipped', () => {
  const plan = (body: unknown) =>
    fetch(`${sandbox.url}/__sandbox/next-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('a delay redirects the browser first and notifies afterwards', async () => {
    const DELAY_MS = 300;
    expect((await plan({ delayMs: DELAY_MS })).status).toBe(200);
    const { token } = await openVnpayPage();
    const redirectedAt = Date.now();
    expect((await press('/paymentv2/pay', token)).status).toBe(303);
    expect(received).toHaveLength(0);
    // Polled rather than slept through: the notification is awaited for as long as it takes.
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: DELAY_MS * 10, interval: 20 });
    // A little slack: Node may fire a timer a millisecond early against Date.now().
    expect((received[0]?.at ?? 0) - redirectedAt).toBeGreaterThanOrEqual(DELAY_MS - 50);
  });

  it('repeat sends the same notification N times; skip sends none; the plan applies to one payment only', async () => {
    await plan({ repeat: 3 });
    await press('/paymentv2/pay', (await openVnpayPage()).token);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((n) => n.url.search)).size).toBe(1);

    received.length = 0;
    await plan({ skip: true });
    await press('/paymentv2/pay', (await openVnpayPage()).token);
    expect(received).toHaveLength(0);
    await press('/paymentv2/pay', (await openVnpayPage()).token);
    expect(received).toHaveLength(1);
    const log = (await (await fetch(`${sandbox.url}/__sandbox/notifications`)).json()) as unknown[];
    expect(log.length).toBeGreaterThanOrEqual(5);
  });

  it('answers the health check', async () => {
    const res = await fetch(`${sandbox.url}/__sandbox/health`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('refuses a plan out of range', async () => {
    const res = await plan({ repeat: 50 });
    expect(res.status).toBe(400);
  });
});

describe('refunds (docs/decisions/0020-order-life.md)', () => {
  const payment = {
    provider: 'VNPAY' as const,
    reference: 'o1-1',
    transactionNo: '14000001',
    bankCode: 'NCB',
    payDate: '2026-11-24T03:00:00.000Z',
  };
  const settingsAt = (url: string) => ({
    ...DEMO_PAYMENT_SETTINGS,
    vnpay: { ...vnpay, refundUrl: `${url}/merchant_webapi/api/transaction` },
    momo: { ...momo, refundUrl: `${url}/v2/gateway/api/refund` },
  });
  const request = (requestId: string, provider: 'VNPAY' | 'MOMO' = 'VNPAY') => ({
    payment: { ...payment, provider },
    gatewayAmount: 10_100,
    requestId,
    createdBy: 'admin@example.com',
    now: new Date('2026-11-25T03:00:00.000Z'),
  });

  it('answers a signed VNPAY refund with a signed success, and refuses the same request id again (94)', async () => {
    const ok = await refundThroughVnpay(settingsAt(sandbox.url), request('refundA1'));
    expect(ok).toMatchObject({ ok: true, code: '00' });
    expect(ok.transactionNo).toBeTruthy();
    expect(await refundThroughVnpay(settingsAt(sandbox.url), request('refundA1'))).toMatchObject({
      ok: false,
      code: '94',
    });
  });

  it('refuses a refund signed with another secret, VNPAY (97) and MoMo (11), and records no refund', async () => {
    const before = sandbox.refunds.refunds.length;
    const wrong = settingsAt(sandbox.url);
    wrong.vnpay.hashSecret = 'not-the-secret';
    wrong.momo.secretKey = 'not-the-secret';
    // VNPAY's answer is signed with the real secret, so the shop (with the wrong one) cannot trust it either.
    expect(await refundThroughVnpay(wrong, request('refundB1'))).toMatchObject({ ok: false });
    expect(await refundThroughMomo(wrong, request('refundB2', 'MOMO'))).toMatchObject({ ok: false, code: '11' });
    expect(sandbox.refunds.refunds).toHaveLength(before);
  });

  it('fails the next refund when told to, then succeeds again', async () => {
    sandbox.refunds.planNext({ fail: true });
    expect(await refundThroughMomo(settingsAt(sandbox.url), request('refundC1', 'MOMO'))).toMatchObject({
      ok: false,
      code: '1001',
    });
    expect(await refundThroughMomo(settingsAt(sandbox.url), request('refundC2', 'MOMO'))).toMatchObject({
      ok: true,
      code: '0',
    });
  });
});

describe('the sandbox bank (VietQR and SePay)', () => {
  const payload = vietQrPayload({
    bankBin: '970436',
    accountNumber: '0011001234567',
    amount: 2_450_000,
    note: 'LS7K2Q9',
  });

  it('reads a VietQR payload as a banking app would and shows the pending transfer', async () => {
    const res = await fetch(`${sandbox.url}/bank?qr=${encodeURIComponent(payload)}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<dd>0011001234567</dd>');
    expect(html).toContain('<dd>2.450.000 VND</dd>');
    expect(html).toContain('<dd>LS7K2Q9</dd>');
    expect(html).toContain('>Transfer<');
    const broken = await fetch(`${sandbox.url}/bank?qr=${encodeURIComponent(`${payload.slice(0, -1)}0`)}`);
    expect(broken.status).toBe(400);
  });

  it("'Transfer' sends SePay's notification with the demo API key to the shop's webhook", async () => {
    const res = await fetch(`${sandbox.url}/bank/transfer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: '0011001234567', amount: '2450000', note: 'LS7K2Q9' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('The shop answered 204');
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.method).toBe('POST');
    expect(sent?.url.pathname).toBe('/api/payments/bank/webhook');
    expect(sent?.authorization).toBe(`Apikey ${DEMO_PAYMENT_SETTINGS.bank.webhookApiKey}`);
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'gateway',
        'transactionDate',
        'accountNumber',
        'code',
        'content',
        'transferType',
        'transferAmount',
        'accumulated',
        'subAccount',
        'referenceCode',
      ].sort(),
    );
    expect(body).toMatchObject({ transferType: 'in', transferAmount: 2_450_000, accountNumber: '0011001234567' });
    expect(body.content).toContain('LS7K2Q9');
    expect(body.transactionDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a transfer without a whole amount, sending nothing', async () => {
    const res = await fetch(`${sandbox.url}/bank/transfer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ amount: '12.5', note: 'LS7K2Q9' }).toString(),
    });
    expect(res.status).toBe(400);
    expect(received).toHaveLength(0);
  });
});

describe('querydr and the MoMo query answer from what the shopper did (docs/decisions/0014-payments.md)', () => {
  const sandboxSettings = () => ({
    ...DEMO_PAYMENT_SETTINGS,
    vnpay: { ...vnpay, refundUrl: `${sandbox.url}/merchant_webapi/api/transaction` },
    momo: { ...momo, createUrl: `${sandbox.url}/v2/gateway/api/create` },
  });
  const question = (provider: 'VNPAY' | 'MOMO', reference: string, gatewayAmount: number) => ({
    provider,
    reference,
    orderId: reference.split('-')[0] ?? reference,
    gatewayAmount,
    createdAt: '2026-11-22T08:30:00.000Z',
    now: new Date(),
  });
  const skipNext = () =>
    fetch(`${sandbox.url}/__sandbox/next-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ skip: true }),
    });

  it('VNPAY: paid when Pay was pressed (signed, with its transaction), not paid when unseen or cancelled', async () => {
    const paid = vnpayRequest();
    await skipNext();
    await press('/paymentv2/pay', (await openVnpayPage(paid)).token);
    expect(received).toHaveLength(0);
    const answer = await queryGatewayPayment(sandboxSettings(), question('VNPAY', paid.vnp_TxnRef, 5050));
    expect(answer).toMatchObject({ verdict: 'paid', result: { reference: paid.vnp_TxnRef, bankCode: 'NCB' } });

    const cancelled = vnpayRequest();
    await press('/paymentv2/cancel', (await openVnpayPage(cancelled)).token);
    expect(await queryGatewayPayment(sandboxSettings(), question('VNPAY', cancelled.vnp_TxnRef, 5050))).toEqual({
      verdict: 'not-paid',
      code: '02',
    });
    expect(await queryGatewayPayment(sandboxSettings(), question('VNPAY', 'never-seen-1', 5050))).toEqual({
      verdict: 'not-paid',
      code: '91',
    });
    // A forged request gets VNPAY's 97, which says nothing about the payment.
    const forged = { ...sandboxSettings(), vnpay: { ...sandboxSettings().vnpay, hashSecret: 'wrong-secret' } };
    expect((await queryGatewayPayment(forged, question('VNPAY', paid.vnp_TxnRef, 5050))).verdict).toBe('unknown');
    const log = (await (await fetch(`${sandbox.url}/__sandbox/queries`)).json()) as unknown[];
    expect(log).toEqual(
      expect.arrayContaining([
        { provider: 'VNPAY', reference: paid.vnp_TxnRef, code: '00/00' },
        { provider: 'VNPAY', reference: 'never-seen-1', code: '91' },
      ]),
    );
  });

  it('MoMo: paid when Pay was pressed, waiting (unknown) while the link lives, not paid when declined or unknown', async () => {
    const paid = momoCreate();
    await skipNext();
    await press('/v2/gateway/pay', (await openMomoPage(paid)).token);
    expect(received).toHaveLength(0);
    expect(await queryGatewayPayment(sandboxSettings(), question('MOMO', paid.orderId, 1210))).toMatchObject({
      verdict: 'paid',
      result: { provider: 'MOMO', gatewayAmount: 1210 },
    });
    expect((await queryGatewayPayment(sandboxSettings(), question('MOMO', paid.orderId, 1200))).verdict).toBe(
      'not-paid',
    );

    const open = momoCreate();
    await openMomoPage(open);
    expect(await queryGatewayPayment(sandboxSettings(), question('MOMO', open.orderId, 1210))).toEqual({
      verdict: 'not-paid',
      code: '1000',
    });
    const declined = momoCreate();
    await press('/v2/gateway/cancel', (await openMomoPage(declined)).token);
    expect(await queryGatewayPayment(sandboxSettings(), question('MOMO', declined.orderId, 1210))).toEqual({
      verdict: 'not-paid',
      code: '1006',
    });
    expect(await queryGatewayPayment(sandboxSettings(), question('MOMO', 'never-seen-1', 1210))).toEqual({
      verdict: 'not-paid',
      code: '42',
    });
  });

  it('a skipped notification is sent when asked for, once', async () => {
    const send = () => fetch(`${sandbox.url}/__sandbox/skipped-notifications/send`, { method: 'POST' });
    // The earlier tests' skipped notifications go first.
    await send();
    received.length = 0;
    await skipNext();
    const request = vnpayRequest();
    await press('/paymentv2/pay', (await openVnpayPage(request)).token);
    expect(received).toHaveLength(0);
    const sent = (await (await send()).json()) as { reference: string; status: number }[];
    expect(sent).toEqual([expect.objectContaining({ provider: 'VNPAY', reference: request.vnp_TxnRef, status: 200 })]);
    expect(received).toHaveLength(1);
    expect(received[0]?.url.searchParams.get('vnp_TxnRef')).toBe(request.vnp_TxnRef);
    expect(await (await send()).json()).toEqual([]);
    expect(received).toHaveLength(1);
  });
});
