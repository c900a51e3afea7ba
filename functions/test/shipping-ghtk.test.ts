/**
 * GHTK, the second carrier, against the carrier sandbox's GHTK (docs/shipping-carriers.md, ADR 0115):
 * its fee beside GHN's at checkout, the flat fee when it is down, a waybill made, printed (a PDF) and
 * cancelled, and its form-encoded webhook: the `hash` checked first, each status applied once and
 * never backwards through GHN's own path, COD paid only when GHTK collected the total, the sweep
 * reading GHTK back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../src/api/app.js';
import { sweepOpenWaybills } from '../src/api/shipping/waybill-sweep.js';
import { ordersCol } from '../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { Order, OrderDoc } from '../src/shared/entities/order.js';
import type { ShippingQuoteAnswer } from '../src/shared/shipping-quote.js';
import { DEMO_CARRIER_SETTINGS, type CarrierSettings } from '../src/shipping/carrier-settings.js';
import { orderDoc, orderItem, shippingAddress } from '@test-factories';
import { startCarrierSandbox, type CarrierSandbox } from '../../scripts/carrier-sandbox/server.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { approvedFinanceOrder } from './support/ghn-sandbox.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, ctx, db } from './support/test-context.js';

const HCMC = 'Thành phố Hồ Chí Minh';
const pickupAddress = {
  name: 'Laptop Shop',
  phone: '0901234567',
  address: '12 Lê Lợi',
  province: HCMC,
  ward: 'Phường Sài Gòn',
};
const HASH = DEMO_CARRIER_SETTINGS.ghtk.webhookHash;

let sandbox: CarrierSandbox;
let app: ReturnType<typeof createApp>;
let admin: TestAccount;
let carriers: () => CarrierSettings;

beforeAll(async () => {
  await clearDatabase();
  // The sandbox's own webhook calls go nowhere here: the test sends GHTK's webhook itself.
  sandbox = await startCarrierSandbox({ port: 0, ghtkWebhookUrl: 'http://127.0.0.1:9/none' });
  const settings: CarrierSettings = {
    ...DEMO_CARRIER_SETTINGS,
    ghn: { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` },
    ghtk: { ...DEMO_CARRIER_SETTINGS.ghtk, apiUrl: `${sandbox.url}/ghtk` },
  };
  carriers = () => settings;
  app = createApp({ ...ctx, carriers });
  admin = await createAdmin();
  await shopSettingsDoc(db).set({ carriers: ['ghn', 'ghtk'], pickupAddress });
  forgetShopSettings(db);
});
afterAll(async () => {
  await sandbox.close();
  await deleteTestUsers();
});

const outage = (on: boolean) =>
  fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghtk', on }) });
beforeEach(async () => {
  await outage(false);
});

let count = 0;
/** A Packing COD order of 2 laptops with stock held, and its GHTK waybill made through the API. */
async function orderWithGhtkWaybill(overrides: Partial<OrderDoc> = {}) {
  count += 1;
  const product = await addProduct({ countInStock: 3 });
  const id = `ghtk-order-${count}-${Date.now()}`;
  await ordersCol(db)
    .doc(id)
    .set(
      orderDoc({
        paymentMethod: 'COD',
        shippingAddress: shippingAddress({ phone: '+84912345678', province: HCMC, ward: 'Phường Bến Thành' }),
        orderItems: [orderItem({ productId: product.id, price: 1500, quantity: 2 })],
        status: 'packing',
        ...overrides,
      }),
    );
  const made = (
    await callEndpoint(app, 'createShipment', { params: { id }, body: { carrier: 'ghtk' }, as: admin }).expect(201)
  ).body as Order;
  return { id, productId: product.id, code: made.shipment?.trackingNumber ?? '', total: made.totalPrice, made };
}

/** Moves the sandbox's waybill through GHTK's status codes, as GHTK's own records would read. */
async function moveAtGhtk(code: string, statuses: string[]) {
  for (const status of statuses) {
    const res = await fetch(`${sandbox.url}/api/waybills/${encodeURIComponent(code)}/status`, {
      method: 'POST',
      body: JSON.stringify({ status }),
    });
    expect(res.status).toBe(200);
  }
}

let clock = Date.parse('2026-11-27T01:00:00.000Z');
/** GHTK's webhook fields for a status change (Vietnam time), each a minute after the last. */
function ghtkCall(code: string, id: string, status: string, extra: Record<string, string> = {}) {
  clock += 60_000;
  const vietnam = new Date(clock + 7 * 3_600_000).toISOString().slice(0, 19);
  return {
    label_id: code,
    partner_id: id,
    status_id: status,
    action_time: `${vietnam}+07:00`,
    reason_code: '',
    reason: '',
    weight: '2.8',
    fee: '30000',
    pick_money: '0',
    return_part_package: '0',
    ...extra,
    at: new Date(clock).toISOString(),
  };
}
/** Posts the fields form-encoded, as GHTK does. */
const webhook = ({ at: _at, ...fields }: ReturnType<typeof ghtkCall>, hash: string | null = HASH) =>
  request(app)
    .post(`/api/shipping/ghtk/webhook${hash === null ? '' : `?hash=${encodeURIComponent(hash)}`}`)
    .type('form')
    .send(new URLSearchParams(fields).toString());
const readOrder = async (id: string) => (await ordersCol(db).doc(id).get()).data();

describe('GHTK at checkout', () => {
  const quote = async () => {
    const product = await addProduct({ countInStock: 3 });
    const res = await callEndpoint(app, 'quoteShipping', {
      body: { province: 'Cao Bằng', ward: 'Phường Tân Giang', orderItems: [{ _id: product.id, quantity: 1 }] },
    }).expect(200);
    return res.body as ShippingQuoteAnswer;
  };

  it("quotes GHTK's fee from the sandbox beside GHN's, in Settings' order", async () => {
    const answer = await quote();
    expect(answer.options.map((option) => [option.carrier, option.source])).toEqual([
      ['ghn', 'carrier'],
      ['ghtk', 'carrier'],
    ]);
    const [ghn, ghtk] = answer.options;
    expect(ghtk?.fee).toBeGreaterThan(0);
    expect(ghtk?.fee).not.toBe(ghn?.fee);
    expect(ghn?.expectedDeliveryAt).toEqual(expect.any(String));
  });

  it('falls back to the flat fee for GHTK when it does not answer, GHN unchanged', async () => {
    await callEndpoint(app, 'quoteShipping', {
      body: { province: HCMC, ward: 'Phường Tân Định', orderItems: [{ _id: (await addProduct()).id, quantity: 2 }] },
    }).expect(200);
    await outage(true);
    const product = await addProduct({ countInStock: 3 });
    const res = await callEndpoint(app, 'quoteShipping', {
      body: { province: HCMC, ward: 'Phường Cầu Ông Lãnh', orderItems: [{ _id: product.id, quantity: 3 }] },
    }).expect(200);
    const options = (res.body as ShippingQuoteAnswer).options;
    expect(options.map((option) => [option.carrier, option.source])).toEqual([
      ['ghn', 'carrier'],
      ['ghtk', 'fallback'],
    ]);
  });
});

describe('GHTK waybills', () => {
  it('creates, prints as a PDF and cancels before pickup', async () => {
    const { id, code, made } = await orderWithGhtkWaybill();
    expect(made.shipment).toMatchObject({ carrier: 'ghtk', status: 'created', trackingNumber: code });
    expect(made.shipment?.trackingUrl).toBe(`${sandbox.url}/track/${encodeURIComponent(code)}`);

    const label = await callEndpoint(app, 'shipmentLabel', { params: { id }, as: admin }).expect(200);
    const url = (label.body as { url: string }).url;
    expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(
      Buffer.from(url.split(',')[1] ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const cancelled = (await callEndpoint(app, 'cancelShipment', { params: { id }, as: admin }).expect(200))
      .body as Order;
    expect(cancelled.shipment).toBeNull();
    const again = await callEndpoint(app, 'cancelShipment', { params: { id }, as: admin });
    expect(again.status).toBe(409);
  });

  it("answers 502 with GHTK's words when it refuses, and keeps nothing", async () => {
    const id = `ghtk-refused-${Date.now()}`;
    await ordersCol(db)
      .doc(id)
      .set(
        orderDoc({
          paymentMethod: 'COD',
          shippingAddress: shippingAddress({ phone: '+84912345678', province: HCMC, ward: 'Đặc khu Côn Đảo' }),
          orderItems: [orderItem({ productId: (await addProduct()).id, price: 1500, quantity: 1 })],
          status: 'packing',
        }),
      );
    const res = await callEndpoint(app, 'createShipment', { params: { id }, body: { carrier: 'ghtk' }, as: admin });
    expect(res.status).toBe(502);
    expect(res.body.message).toContain('Côn Đảo');
    expect((await readOrder(id))?.shipment ?? null).toBeNull();
  });
});

describe('POST /api/shipping/ghtk/webhook', () => {
  it('refuses a wrong or missing hash with 401 and changes nothing', async () => {
    const { id, code } = await orderWithGhtkWaybill();
    await webhook(ghtkCall(code, id, '3'), 'not-the-hash').expect(401);
    await webhook(ghtkCall(code, id, '3'), null).expect(401);
    expect(await readOrder(id)).toMatchObject({ status: 'packing', shipment: { events: [] } });
  });

  it('ships the order at pickup (3), once for fifty identical calls', async () => {
    const { id, code } = await orderWithGhtkWaybill();
    const picked = ghtkCall(code, id, '3');
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(picked)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const order = await readOrder(id);
    expect(order?.status).toBe('shipped');
    expect(order?.statusHistory?.filter((entry) => entry.status === 'shipped')).toHaveLength(1);
    expect(order?.shipment?.events).toEqual([{ status: 'picked', carrierStatus: '3', at: picked.at }]);
  });

  it("reads GHTK's documented body, whose unencoded + in action_time arrives as a space", async () => {
    const { id, code } = await orderWithGhtkWaybill();
    const raw = `label_id=${encodeURIComponent(code)}&partner_id=${id}&action_time=2026-11-27T12:18:39+07:00&status_id=3&reason_code=&reason=&weight=2.8&fee=30000&return_part_package=0`;
    await request(app).post(`/api/shipping/ghtk/webhook?hash=${HASH}`).type('form').send(raw).expect(200);
    expect((await readOrder(id))?.shipment?.events).toEqual([
      { status: 'picked', carrierStatus: '3', at: '2026-11-27T05:18:39.000Z' },
    ]);
  });

  it('pays a COD order when GHTK collected its total (read back first); a late "delivering" changes nothing', async () => {
    const { id, code, total } = await orderWithGhtkWaybill();
    await moveAtGhtk(code, ['12', '3']);
    await webhook(ghtkCall(code, id, '3')).expect(200);
    const late = ghtkCall(code, id, '4');
    // GHTK's records still say picked: a webhook claiming delivery moves no money.
    await webhook(ghtkCall(code, id, '5', { pick_money: String(total) })).expect(200);
    expect(await readOrder(id)).toMatchObject({ status: 'shipped', isPaid: false });

    await moveAtGhtk(code, ['4', '5']);
    await webhook(ghtkCall(code, id, '5', { pick_money: String(total) })).expect(200);
    await webhook(late).expect(200);
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect(order?.shipment).toMatchObject({ codCollected: total });
    expect(order?.shipment?.codMismatch).toBeUndefined();
    expect(order?.shipment?.events?.map((event) => event.status)).toEqual(['picked', 'delivered']);

    // 6, đã đối soát: GHTK paid the cash over; recorded once, nothing else moves.
    const transfer = ghtkCall(code, id, '6', { pick_money: String(total) });
    await webhook(transfer).expect(200);
    await webhook(ghtkCall(code, id, '6', { pick_money: String(total) })).expect(200);
    expect((await readOrder(id))?.shipment).toMatchObject({ codTransferredAt: transfer.at });
  });

  it('leaves a COD order unpaid and flagged when GHTK collected another amount', async () => {
    const { id, code, total } = await orderWithGhtkWaybill();
    await moveAtGhtk(code, ['12', '3', '4', '5']);
    await webhook(ghtkCall(code, id, '3')).expect(200);
    await webhook(ghtkCall(code, id, '5', { pick_money: String(total - 1000) })).expect(200);
    expect(await readOrder(id)).toMatchObject({
      status: 'delivered',
      isPaid: false,
      shipment: { codCollected: total - 1000, codMismatch: true },
    });
  });

  it('sends an approved finance company’s down payment as pick_money and leaves the order unpaid on delivery', async () => {
    const { id, code, total, made } = await orderWithGhtkWaybill(approvedFinanceOrder(30));
    const downPayment = Math.round((total * 30) / 100);
    expect(made.shipment?.codAmount).toBe(downPayment);
    const waybills = (await (await fetch(`${sandbox.url}/api/waybills`)).json()) as {
      label?: string;
      pickMoney?: number;
    }[];
    expect(waybills.find((waybill) => waybill.label === code)?.pickMoney).toBe(downPayment);
    await moveAtGhtk(code, ['12', '3', '4', '5']);
    await webhook(ghtkCall(code, id, '3')).expect(200);
    await webhook(ghtkCall(code, id, '5', { pick_money: String(downPayment) })).expect(200);
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: false, shipment: { codCollected: downPayment } });
    expect(order?.shipment?.codMismatch).toBeUndefined();
  });

  it('acknowledges an unknown label or a status before pickup with 200 and changes nothing', async () => {
    const { id, code } = await orderWithGhtkWaybill();
    await webhook(ghtkCall('S0.UNKNOWN.1', 'no-such-order', '3')).expect(200);
    await webhook(ghtkCall(code, id, '12')).expect(200);
    expect(await readOrder(id)).toMatchObject({ status: 'packing', shipment: { events: [] } });
  });

  it('the sweep reads a GHTK waybill back and catches a missed pickup', async () => {
    const { id, code } = await orderWithGhtkWaybill();
    await moveAtGhtk(code, ['12', '3']);
    const counts = await sweepOpenWaybills({ db, carriers });
    expect(counts.failed).toBe(0);
    const order = await readOrder(id);
    expect(order?.status).toBe('shipped');
    expect(order?.shipment?.events?.map((event) => [event.status, event.carrierStatus])).toEqual([['picked', '3']]);
  });

  it('cancels an unpaid order GHTK returned with 21, then 11 (settled), its stock back once for three calls each', async () => {
    const { id, code, productId } = await orderWithGhtkWaybill();
    const stockBefore = (await readProduct(productId))?.countInStock ?? 0;
    await moveAtGhtk(code, ['12', '3', '4', '9', '20', '21']);
    await webhook(ghtkCall(code, id, '3')).expect(200);
    const returned = ghtkCall(code, id, '21');
    await Promise.all([webhook(returned), webhook(returned), webhook(returned)]);
    await moveAtGhtk(code, ['11']);
    const settled = ghtkCall(code, id, '11');
    await Promise.all([webhook(settled), webhook(settled), webhook(settled)]);

    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Hoàn hàng' });
    expect(order?.statusHistory?.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
    expect(order?.shipment?.events?.map((event) => event.carrierStatus)).toEqual(['3', '21']);
    expect((await readProduct(productId))?.countInStock).toBe(stockBefore + 2);
  });

  it('confirms a return GHTK only tells as 11 (its read-back says 21): cancelled, stock back once for three calls', async () => {
    const { id, code, productId } = await orderWithGhtkWaybill();
    const stockBefore = (await readProduct(productId))?.countInStock ?? 0;
    await moveAtGhtk(code, ['12', '3', '4', '9', '20', '21', '11']);
    await webhook(ghtkCall(code, id, '3')).expect(200);
    const settled = ghtkCall(code, id, '11');
    await Promise.all([webhook(settled), webhook(settled), webhook(settled)]);

    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Hoàn hàng' });
    expect(order?.statusHistory?.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
    expect((await readProduct(productId))?.countInStock).toBe(stockBefore + 2);
  });

  it('puts a paid order GHTK returned in Refund pending, not cancelled, with its stock back once', async () => {
    const paidAt = new Date().toISOString();
    const { id, code, productId } = await orderWithGhtkWaybill({ paymentMethod: 'VNPAY', isPaid: true, paidAt });
    const stockBefore = (await readProduct(productId))?.countInStock ?? 0;
    await moveAtGhtk(code, ['12', '3', '4', '9', '20', '21']);
    await webhook(ghtkCall(code, id, '3')).expect(200);
    const returned = ghtkCall(code, id, '21');
    await Promise.all([webhook(returned), webhook(returned), webhook(returned)]);

    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'refundPending', isPaid: true });
    expect(order?.statusHistory?.filter((entry) => entry.status === 'refundPending')).toHaveLength(1);
    expect((await readProduct(productId))?.countInStock).toBe(stockBefore + 2);
  });

  it("keeps a waybill GHTK cancelled on its side (-1) as the admin's cancel does, so a new one can be made", async () => {
    const { id, code } = await orderWithGhtkWaybill();
    await moveAtGhtk(code, ['12', '-1']);
    const cancel = ghtkCall(code, id, '-1');
    await webhook(cancel).expect(200);

    const order = await readOrder(id);
    expect(order?.shipment ?? null).toBeNull();
    expect(order?.cancelledShipments).toEqual([
      expect.objectContaining({
        trackingNumber: code,
        status: 'cancelled',
        events: [{ status: 'cancelled', carrierStatus: '-1', at: cancel.at }],
      }),
    ]);
    await callEndpoint(app, 'createShipment', { params: { id }, body: { carrier: 'ghtk' }, as: admin }).expect(201);
  });
});
