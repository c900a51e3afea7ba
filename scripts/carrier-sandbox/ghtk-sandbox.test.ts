/**
 * The shop's GHTK client (functions/src/shipping/ghtk/) against the carrier sandbox's GHTK: what the
 * shop sends is read back from the sandbox's request log, GHTK's refusals come back as the same
 * failures GHN's client gives, and the status moves reach a fake shop as GHTK's form-encoded webhook.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Carrier, Parcel, WaybillRequest } from '../../functions/src/shipping/carrier.js';
import { DEMO_CARRIER_SETTINGS } from '../../functions/src/shipping/carrier-settings.js';
import { ghtkCarrier } from '../../functions/src/shipping/ghtk/ghtk-carrier.js';
import { ghtkWebhookEvent } from '../../functions/src/shipping/ghtk/ghtk-webhook.js';
import { startCarrierSandbox, type CarrierSandbox } from './server.js';

const HCMC = 'Thành phố Hồ Chí Minh';
const pickup = { province: HCMC, ward: 'Phường Sài Gòn' };
const benThanh = { province: HCMC, ward: 'Phường Bến Thành' };
const caoBang = { province: 'Cao Bằng', ward: 'Phường Tân Giang' };
const parcel = (weightGrams: number, codAmount = 0): Parcel => ({
  weightGrams,
  lengthCm: 45,
  widthCm: 35,
  heightCm: 12,
  insuranceValue: 5_000_000,
  codAmount,
});
const waybillRequest = (orderId: string): WaybillRequest => ({
  orderId,
  from: { ...pickup, name: 'Laptop Shop', phone: '+84901234567', address: '12 Lê Lợi' },
  to: { ...benThanh, name: 'Nguyễn Văn A', phone: '+84912345678', address: '5 Lê Thánh Tôn' },
  parcel: parcel(2800, 15_000_000),
  items: [{ name: 'ThinkPad X1', code: 'TP-X1', quantity: 1, price: 15_000_000, weightGrams: 0 }],
  requiredNote: 'CHOXEMHANGKHONGTHU',
});

let sandbox: CarrierSandbox;
let shop: Server;
const webhooks: { url: string; type: string; body: string }[] = [];
let ghtk: Carrier;
const settings = () => ({ ...DEMO_CARRIER_SETTINGS.ghtk, apiUrl: `${sandbox.url}/ghtk` });

beforeAll(async () => {
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      webhooks.push({ url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const shopPort = (shop.address() as AddressInfo).port;
  sandbox = await startCarrierSandbox({
    port: 0,
    ghtkWebhookUrl: `http://127.0.0.1:${shopPort}/api/shipping/ghtk/webhook?hash=${DEMO_CARRIER_SETTINGS.ghtk.webhookHash}`,
  });
  ghtk = ghtkCarrier(settings(), 1000);
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => shop.close(resolve));
});

beforeEach(async () => {
  await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghtk', on: false }) });
});

const lastCall = async (path: string) => {
  const requests = (await (await fetch(`${sandbox.url}/api/requests`)).json()) as {
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: unknown;
  }[];
  return requests.find((request) => request.path === path);
};

describe("the sandbox's GHTK", () => {
  it('quotes by name with the Token and X-Client-Source headers; fees grow with weight and outside the province', async () => {
    const near = await ghtk.quote(pickup, benThanh, parcel(1000));
    const heavier = await ghtk.quote(pickup, benThanh, parcel(3000));
    const far = await ghtk.quote(pickup, caoBang, parcel(1000));
    expect(near).toMatchObject({ ok: true, value: { carrier: 'ghtk', fee: 18_000 + 25_000, expectedDeliveryAt: '' } });
    expect(heavier.ok && near.ok && heavier.value.fee > near.value.fee).toBe(true);
    expect(far.ok && near.ok && far.value.fee > near.value.fee).toBe(true);
    const call = await lastCall('/ghtk/services/shipment/fee');
    expect(call?.headers).toMatchObject({ token: DEMO_CARRIER_SETTINGS.ghtk.token, 'x-client-source': 'S5057001' });
    expect(call?.query).toMatchObject({
      pick_province: HCMC,
      province: 'Cao Bằng',
      ward: 'Phường Tân Giang',
      weight: '1000',
      transport: 'road',
    });
  });

  it('refuses as GHTK does: success false with its message, a wrong token included', async () => {
    const wrong = ghtkCarrier({ ...settings(), token: 'wrong' }, 1000);
    expect(await wrong.quote(pickup, benThanh, parcel(1000))).toEqual({
      ok: false,
      reason: 'refused',
      message: 'GHTK /services/shipment/fee: Token không hợp lệ',
    });
    const tooHeavy = await ghtk.quote(pickup, benThanh, parcel(25_000));
    expect(tooHeavy).toMatchObject({ ok: false, reason: 'refused', message: expect.stringContaining('weight') });
  });

  it('places no special zone: the quote is unplaceable, never a guessed ward', async () => {
    const island = await ghtk.quote(pickup, { province: HCMC, ward: 'Đặc khu Côn Đảo' }, parcel(1000));
    expect(island).toMatchObject({ ok: false, reason: 'unplaceable', message: expect.stringContaining('Côn Đảo') });
  });

  it('is unavailable during an outage', async () => {
    await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghtk', on: true }) });
    const quiet = ghtkCarrier(settings(), 200);
    expect(await quiet.quote(pickup, benThanh, parcel(1000))).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('creates once per order id, prints a PDF label, reads back, cancels before pickup only', async () => {
    const id = `ghtk-${Date.now()}`;
    const made = await ghtk.create(waybillRequest(id));
    expect(made).toMatchObject({
      ok: true,
      value: { carrier: 'ghtk', trackingNumber: expect.stringMatching(/^S5057001\./) },
    });
    if (!made.ok) return;
    expect(Date.parse(made.value.expectedDeliveryAt)).toBeGreaterThan(Date.now());
    const sent = await lastCall('/ghtk/services/shipment/order/');
    expect(sent?.query).toEqual({ ver: '1.5' });
    expect(sent?.body).toMatchObject({
      products: [{ name: 'ThinkPad X1', weight: 2.8, quantity: 1 }],
      order: { id, pick_money: 15_000_000, value: 5_000_000, hamlet: 'Khác', tel: '0912345678', is_freeship: '1' },
    });
    const again = await ghtk.create(waybillRequest(id));
    expect(again).toMatchObject({ ok: false, reason: 'refused', message: expect.stringContaining('đã tồn tại') });

    const label = await ghtk.label(made.value.trackingNumber);
    expect(label.ok && label.value.kind === 'pdf' && new TextDecoder().decode(label.value.bytes.slice(0, 5))).toBe(
      '%PDF-',
    );

    const back = await ghtk.readBack(made.value.trackingNumber);
    expect(back).toMatchObject({ ok: true, value: { carrierStatus: '2', codAmount: 15_000_000 } });

    const code = encodeURIComponent(made.value.trackingNumber);
    for (const status of ['12', '3']) {
      await fetch(`${sandbox.url}/api/waybills/${code}/status`, { method: 'POST', body: JSON.stringify({ status }) });
    }
    expect(await ghtk.cancel(made.value.trackingNumber)).toMatchObject({ ok: false, reason: 'refused' });
    const other = await ghtk.create(waybillRequest(`${id}-other`));
    expect(other.ok && (await ghtk.cancel(other.value.trackingNumber))).toEqual({ ok: true, value: true });
  });

  it("sends GHTK's form-encoded webhook with the hash for each move, which the shop reads as an event", async () => {
    const made = await ghtk.create(waybillRequest(`ghtk-hook-${Date.now()}`));
    if (!made.ok) throw new Error(made.message);
    const res = await fetch(`${sandbox.url}/api/waybills/${encodeURIComponent(made.value.trackingNumber)}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: '12' }),
    });
    expect(await res.json()).toMatchObject({ answered: 200, webhook: { status_id: '12' } });
    const hook = webhooks.at(-1)!;
    expect(hook.url).toBe(`/api/shipping/ghtk/webhook?hash=${DEMO_CARRIER_SETTINGS.ghtk.webhookHash}`);
    expect(hook.type).toBe('application/x-www-form-urlencoded');
    const body = Object.fromEntries(new URLSearchParams(hook.body));
    expect(Object.keys(body)).toEqual([
      'label_id',
      'partner_id',
      'status_id',
      'action_time',
      'reason_code',
      'reason',
      'weight',
      'fee',
      'pick_money',
      'return_part_package',
    ]);
    expect(ghtkWebhookEvent(body)).toMatchObject({
      carrier: 'ghtk',
      trackingNumber: made.value.trackingNumber,
      carrierStatus: '12',
      collectedAmount: 15_000_000,
    });
    const wrongMove = await fetch(
      `${sandbox.url}/api/waybills/${encodeURIComponent(made.value.trackingNumber)}/status`,
      {
        method: 'POST',
        body: JSON.stringify({ status: '5' }),
      },
    );
    expect(wrongMove.status).toBe(409);
  });
});
