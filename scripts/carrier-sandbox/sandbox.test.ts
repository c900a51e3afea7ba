/**
 * The shop's GHN client (functions/src/shipping/ghn/) against the carrier sandbox, which plays GHN as
 * its API documents: what the shop sends is read back from the sandbox's request log, and the
 * webhooks it sends reach a fake shop.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Carrier, Parcel, WaybillRequest } from '../../functions/src/shipping/carrier.js';
import { DEMO_CARRIER_SETTINGS } from '../../functions/src/shipping/carrier-settings.js';
import { ghnCarrier } from '../../functions/src/shipping/ghn/ghn-carrier.js';
import { startCarrierSandbox, type CarrierSandbox } from './server.js';

const HCMC = 'Thành phố Hồ Chí Minh';
const pickup = { province: HCMC, ward: 'Phường Sài Gòn' };
const benThanh = { province: HCMC, ward: 'Phường Bến Thành' };
const caoBang = { province: 'Cao Bằng', ward: 'Phường Tân Giang' };
const parcel = (weightGrams: number): Parcel => ({
  weightGrams,
  lengthCm: 45,
  widthCm: 35,
  heightCm: 12,
  insuranceValue: 5_000_000,
  codAmount: 0,
});

let sandbox: CarrierSandbox;
let shop: Server;
const webhooks: { url: string; body: unknown }[] = [];
let ghn: Carrier;

beforeAll(async () => {
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      webhooks.push({ url: req.url ?? '', body: JSON.parse(body) as unknown });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const shopPort = (shop.address() as AddressInfo).port;
  sandbox = await startCarrierSandbox({
    port: 0,
    ghnWebhookUrl: `http://127.0.0.1:${shopPort}/api/shipping/ghn/webhook?token=${DEMO_CARRIER_SETTINGS.ghn.webhookToken}`,
  });
  ghn = ghnCarrier({ ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` }, 1000);
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => shop.close(resolve));
});

beforeEach(async () => {
  await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: false }) });
});

const lastCall = async (path: string) => {
  const requests = (await (await fetch(`${sandbox.url}/api/requests`)).json()) as {
    path: string;
    headers: Record<string, string>;
    body: Record<string, unknown>;
  }[];
  return requests.find((request) => request.path.endsWith(path));
};

const waybillRequest = (orderId: string, codAmount = 25_990_000): WaybillRequest => ({
  orderId,
  from: { ...pickup, name: 'Laptop Shop', phone: '0281234567', address: '12 Lê Lợi' },
  to: { ...caoBang, name: 'Nguyễn Văn An', phone: '0912345678', address: '5 Kim Đồng' },
  parcel: { ...parcel(2600), codAmount },
  items: [{ name: 'Laptop Demo 14', code: 'p1', quantity: 1, price: 25_990_000, weightGrams: 1800 }],
  requiredNote: 'CHOXEMHANGKHONGTHU',
});

describe('GHN through the carrier sandbox', () => {
  it('quotes a fee and a delivery date that grow with weight and outside the pickup province', async () => {
    const near = await ghn.quote(pickup, benThanh, parcel(2600));
    const heavier = await ghn.quote(pickup, benThanh, parcel(5400));
    const far = await ghn.quote(pickup, caoBang, parcel(2600));
    if (!near.ok || !heavier.ok || !far.ok) throw new Error('no quote');
    expect(near.value).toMatchObject({ carrier: 'ghn', service: 'Hàng nhẹ' });
    expect(heavier.value.fee).toBeGreaterThan(near.value.fee);
    expect(far.value.fee).toBeGreaterThan(near.value.fee);
    expect(Date.parse(far.value.expectedDeliveryAt)).toBeGreaterThan(Date.parse(near.value.expectedDeliveryAt));
    const sent = await lastCall('/v2/shipping-order/fee');
    expect(sent?.headers).toMatchObject({ token: DEMO_CARRIER_SETTINGS.ghn.token, shopid: '5057001' });
    expect(sent?.body).toMatchObject({ service_type_id: 2, weight: 2600, insurance_value: 5_000_000 });
  });

  it('refuses to place a ward GHN does not list, never guessing another', async () => {
    const island = await ghn.quote(pickup, { province: HCMC, ward: 'Đặc khu Côn Đảo' }, parcel(2000));
    const unknown = await ghn.quote(pickup, { province: HCMC, ward: 'Phường Không Có' }, parcel(2000));
    expect(island).toMatchObject({ ok: false, reason: 'unplaceable' });
    expect(unknown).toMatchObject({ ok: false, reason: 'unplaceable' });
  });

  it('is refused with a wrong token, and unavailable during an outage', async () => {
    const wrong = ghnCarrier(
      { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api`, token: 'wrong' },
      1000,
    );
    expect(await wrong.quote(pickup, benThanh, parcel(2000))).toMatchObject({ ok: false, reason: 'refused' });
    await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: true }) });
    const silent = ghnCarrier({ ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` }, 300);
    const started = Date.now();
    expect(await silent.quote(pickup, benThanh, parcel(2000))).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('creates one waybill per order, with the shop paying and the order id as client_order_code', async () => {
    const created = await ghn.create(waybillRequest('order-create-1'));
    if (!created.ok) throw new Error(created.message);
    expect(created.value.trackingNumber).toMatch(/^G[0-9A-F]{7}$/);
    expect(created.value.fee).toBeGreaterThan(0);
    const sent = await lastCall('/v2/shipping-order/create');
    expect(sent?.body).toMatchObject({
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      client_order_code: 'order-create-1',
      cod_amount: 25_990_000,
      insurance_value: 5_000_000,
      weight: 2600,
      to_ward_code: '01288',
    });
    const again = await ghn.create(waybillRequest('order-create-1'));
    expect(again).toMatchObject({ ok: false, reason: 'refused' });
    expect(await ghn.create(waybillRequest('order-create-2', 60_000_000))).toMatchObject({ ok: false });
  });

  it('prints the A5 label from a fresh token and cancels only before pickup', async () => {
    const created = await ghn.create(waybillRequest('order-label-1'));
    if (!created.ok) throw new Error(created.message);
    const code = created.value.trackingNumber;
    const label = await ghn.label(code);
    if (!label.ok || label.value.kind !== 'redirect') throw new Error('no label');
    expect(label.value.url).toContain('/ghn/a5/public-api/printA5?token=');
    expect(await (await fetch(label.value.url)).text()).toContain(code);
    expect(await ghn.cancel(code)).toEqual({ ok: true, value: true });
    expect(await ghn.readBack(code)).toMatchObject({ ok: true, value: { carrierStatus: 'cancel' } });

    const picked = await ghn.create(waybillRequest('order-label-2'));
    if (!picked.ok) throw new Error(picked.message);
    for (const status of ['picking', 'picked']) {
      await fetch(`${sandbox.url}/api/waybills/${picked.value.trackingNumber}/status`, {
        method: 'POST',
        body: JSON.stringify({ status }),
      });
    }
    expect(await ghn.cancel(picked.value.trackingNumber)).toMatchObject({ ok: false, reason: 'refused' });
  });

  it("sends GHN's webhook for each move, which the client reads only with the right token", async () => {
    const created = await ghn.create(waybillRequest('order-hook-1'));
    if (!created.ok) throw new Error(created.message);
    const code = created.value.trackingNumber;
    const statuses = ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered'];
    for (const status of statuses) {
      const res = await fetch(`${sandbox.url}/api/waybills/${code}/status`, {
        method: 'POST',
        body: JSON.stringify({ status }),
      });
      expect(await res.json()).toMatchObject({ answered: 200, webhook: { Status: status, OrderCode: code } });
    }
    const refused = await fetch(`${sandbox.url}/api/waybills/${code}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'picking' }),
    });
    expect(refused.status).toBe(409);
    const delivered = webhooks.at(-1);
    const url = new URL(delivered?.url ?? '', 'http://shop');
    const event = ghn.webhook({ query: Object.fromEntries(url.searchParams), body: delivered?.body });
    expect(event).toMatchObject({
      carrier: 'ghn',
      trackingNumber: code,
      orderId: 'order-hook-1',
      carrierStatus: 'delivered',
      collectedAmount: 25_990_000,
    });
    expect(ghn.webhook({ query: { token: 'guess' }, body: delivered?.body })).toBe('unauthorised');
    expect(ghn.webhook({ query: {}, body: delivered?.body })).toBe('unauthorised');

    const transfer = await fetch(`${sandbox.url}/api/waybills/${code}/cod-transfer`, { method: 'POST' });
    const { webhook } = (await transfer.json()) as { webhook: unknown };
    expect(ghn.webhook({ query: { token: DEMO_CARRIER_SETTINGS.ghn.webhookToken }, body: webhook })).toMatchObject({
      transferredAt: expect.stringMatching(/^\d{4}-/) as unknown,
    });
    expect(ghn.trackingUrl(code)).toBe(`${sandbox.url}/track/${code}`);
    expect(await (await fetch(ghn.trackingUrl(code))).text()).toContain('delivered');
  });

  it('shows its waybills and moves on its page', async () => {
    const html = await (await fetch(sandbox.url)).text();
    expect(html).toContain('Carrier sandbox');
    expect(html).toContain('order-hook-1');
  });
});
