/**
 * GHN's webhook against the carrier sandbox (docs/shipping-carriers.md): the URL token checked
 * first; picked up → Shipped, once for fifty copies; never backwards; delivered → Delivered and a
 * cash-on-delivery order Paid when GHN collected its total (read back from GHN first), else left
 * unpaid and flagged; returned → Cancelled with the stock back; unknown codes acknowledged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { ordersCol } from '../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { Order, OrderDoc } from '../src/shared/entities/order.js';
import { DEMO_CARRIER_SETTINGS } from '../src/shipping/carrier-settings.js';
import { orderDoc, orderItem, shippingAddress } from '@test-factories';
import { startCarrierSandbox, type CarrierSandbox } from '../../scripts/carrier-sandbox/server.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
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
const TOKEN = DEMO_CARRIER_SETTINGS.ghn.webhookToken;

let sandbox: CarrierSandbox;
let app: ReturnType<typeof createApp>;
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  // The sandbox's own webhook calls go nowhere here: the test sends GHN's webhook itself.
  sandbox = await startCarrierSandbox({ port: 0, ghnWebhookUrl: 'http://127.0.0.1:9/none' });
  const ghn = { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` };
  app = createApp({ ...ctx, carriers: () => ({ ...DEMO_CARRIER_SETTINGS, ghn }) });
  admin = await createAdmin();
  await shopSettingsDoc(db).set({ carriers: ['ghn'], pickupAddress });
  forgetShopSettings(db);
});
afterAll(async () => {
  await sandbox.close();
  await deleteTestUsers();
});

let count = 0;
/** A Packing COD order of 2 laptops with stock held, and its GHN waybill made through the API. */
async function orderWithWaybill(overrides: Partial<OrderDoc> = {}) {
  count += 1;
  const product = await addProduct({ countInStock: 3 });
  const id = `webhook-order-${count}-${Date.now()}`;
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
  const made = (await callEndpoint(app, 'createShipment', { params: { id }, body: {}, as: admin }).expect(201))
    .body as Order;
  return { id, productId: product.id, code: made.shipment?.trackingNumber ?? '', total: made.totalPrice };
}

/** Moves the sandbox's waybill through GHN's statuses, as GHN's own records would read. */
async function moveAtGhn(code: string, statuses: string[]) {
  for (const status of statuses) {
    const res = await fetch(`${sandbox.url}/api/waybills/${code}/status`, {
      method: 'POST',
      body: JSON.stringify({ status }),
    });
    expect(res.status).toBe(200);
  }
}
const TO_DELIVERED = ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered'];

let clock = Date.parse('2026-11-27T01:00:00.000Z');
/** GHN's webhook body for a status change; each new call a minute later. */
const ghnCall = (code: string, id: string, status: string, extra: Record<string, unknown> = {}) => {
  clock += 60_000;
  return {
    Type: 'switch_status',
    OrderCode: code,
    ClientOrderCode: id,
    Status: status,
    Time: new Date(clock).toISOString(),
    CODAmount: 0,
    CODTransferDate: null,
    ...extra,
  };
};
const webhook = (body: Record<string, unknown>, token = TOKEN) =>
  callEndpoint(app, 'ghnWebhook', { body }).query({ token });
const readOrder = async (id: string) => (await ordersCol(db).doc(id).get()).data();

beforeEach(async () => {
  await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: false }) });
});

describe('POST /api/shipping/ghn/webhook', () => {
  it('refuses a wrong or missing token with 401 and changes nothing', async () => {
    const { id, code } = await orderWithWaybill();
    await webhook(ghnCall(code, id, 'picked'), 'not-the-token').expect(401);
    await callEndpoint(app, 'ghnWebhook', { body: ghnCall(code, id, 'picked') }).expect(401);
    expect(await readOrder(id)).toMatchObject({ status: 'packing', shipment: { events: [] } });
  });

  it('ships the order at pickup, once for fifty identical calls, keeping the waybill', async () => {
    const { id, code } = await orderWithWaybill();
    const picked = ghnCall(code, id, 'picked');
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(picked)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    const order = await readOrder(id);
    expect(order?.status).toBe('shipped');
    expect(order?.statusHistory?.filter((entry) => entry.status === 'shipped')).toEqual([
      expect.objectContaining({ by: { role: 'carrier' } }),
    ]);
    expect(order?.shipment).toMatchObject({ carrier: 'ghn', trackingNumber: code, status: 'created' });
    expect(order?.shipment?.events).toEqual([{ status: 'picked', carrierStatus: 'picked', at: picked.Time }]);
  });

  it('records the journey and never goes backwards: a late "delivering" after "delivered" changes nothing', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, TO_DELIVERED);
    const late = ghnCall(code, id, 'delivering');
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'storing')).expect(200);
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total })).expect(200);
    await webhook(late).expect(200);

    const order = await readOrder(id);
    expect(order?.shipment?.events?.map((event) => event.status)).toEqual(['picked', 'inTransit', 'delivered']);
    expect(order).toMatchObject({ status: 'delivered', isDelivered: true });
  });

  it('pays a COD order at delivery when GHN collected its total, and only after reading the waybill back', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, ['picking', 'picked']);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    // GHN's records still say picked: a webhook claiming delivery moves no money.
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total })).expect(200);
    expect(await readOrder(id)).toMatchObject({ status: 'shipped', isPaid: false });

    await moveAtGhn(code, TO_DELIVERED.slice(2));
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total })).expect(200);
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect(order?.shipment).toMatchObject({ codCollected: total });
    expect(order?.shipment?.codMismatch).toBeUndefined();
  });

  it('leaves a COD order unpaid and flagged when GHN collected another amount', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, TO_DELIVERED);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total - 1000 })).expect(200);
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: false, isDelivered: true });
    expect(order?.shipment).toMatchObject({ codCollected: total - 1000, codMismatch: true });
  });

  it('cancels an unpaid order GHN returned, and gives its stock back once', async () => {
    const { id, code, productId } = await orderWithWaybill();
    const stockBefore = (await readProduct(productId))?.countInStock ?? 0;
    await moveAtGhn(code, ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivery_fail']);
    await moveAtGhn(code, ['waiting_to_return', 'return', 'returning', 'returned']);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'delivery_fail')).expect(200);
    const returned = ghnCall(code, id, 'returned');
    await Promise.all([webhook(returned), webhook(returned), webhook(returned)]);

    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Hoàn hàng' });
    expect(order?.shipment?.events?.map((event) => event.status)).toEqual(['picked', 'deliveryFailed', 'returned']);
    expect((await readProduct(productId))?.countInStock).toBe(stockBefore + 2);
  });

  it('acknowledges an unknown code or a status before pickup with 200 and changes nothing', async () => {
    const { id, code } = await orderWithWaybill();
    await webhook(ghnCall('GUNKNOWN', 'no-such-order', 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'picking')).expect(200);
    expect(await readOrder(id)).toMatchObject({ status: 'packing', shipment: { events: [] } });
  });
});
