/**
 * The 30-minute waybill sweep against the carrier sandbox (docs/shipping-carriers.md): a delivery
 * whose webhooks never arrived is caught by reading the waybill back, and applied once; a sweep
 * racing GHN's own webhook makes one transition; a carrier that does not answer changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { sweepOpenWaybills } from '../src/api/shipping/waybill-sweep.js';
import { ordersCol } from '../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { Order } from '../src/shared/entities/order.js';
import { DEMO_CARRIER_SETTINGS, type CarrierSettings } from '../src/shipping/carrier-settings.js';
import { orderDoc, orderItem, shippingAddress } from '@test-factories';
import { startCarrierSandbox, type CarrierSandbox } from '../../scripts/carrier-sandbox/server.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
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
let carriers: () => CarrierSettings;
let app: ReturnType<typeof createApp>;
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  // The sandbox's webhooks go nowhere: these are the webhooks the shop missed.
  sandbox = await startCarrierSandbox({ port: 0, ghnWebhookUrl: 'http://127.0.0.1:9/none' });
  const ghn = { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` };
  carriers = () => ({ ...DEMO_CARRIER_SETTINGS, ghn, timeoutMs: 500 });
  app = createApp({ ...ctx, carriers });
  admin = await createAdmin();
  await shopSettingsDoc(db).set({ carriers: ['ghn'], pickupAddress });
  forgetShopSettings(db);
});
afterAll(async () => {
  await sandbox.close();
  await deleteTestUsers();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: false }) });
});

let count = 0;
/** A Packing COD order with its GHN waybill made through the API. */
async function orderWithWaybill() {
  count += 1;
  const product = await addProduct({ countInStock: 3 });
  const id = `sweep-order-${count}-${Date.now()}`;
  await ordersCol(db)
    .doc(id)
    .set(
      orderDoc({
        paymentMethod: 'COD',
        shippingAddress: shippingAddress({ phone: '+84912345678', province: HCMC, ward: 'Phường Bến Thành' }),
        orderItems: [orderItem({ productId: product.id, price: 1500, quantity: 2 })],
        status: 'packing',
      }),
    );
  const made = (await callEndpoint(app, 'createShipment', { params: { id }, body: {}, as: admin }).expect(201))
    .body as Order;
  return { id, code: made.shipment?.trackingNumber ?? '', total: made.totalPrice };
}

/** Moves the sandbox's waybill at GHN; answers the webhook body GHN sent for the last move. */
async function moveAtGhn(code: string, statuses: string[]) {
  let webhook: Record<string, unknown> = {};
  for (const status of statuses) {
    const res = await fetch(`${sandbox.url}/api/waybills/${code}/status`, {
      method: 'POST',
      body: JSON.stringify({ status }),
    });
    expect(res.status).toBe(200);
    ({ webhook } = (await res.json()) as { webhook: Record<string, unknown> });
  }
  return webhook;
}
const readOrder = async (id: string) => (await ordersCol(db).doc(id).get()).data();
const sweep = () => sweepOpenWaybills({ db, carriers });

describe('the waybill sweep', () => {
  it('catches a delivery whose webhooks were all missed: delivered and paid, once', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered']);

    await sweep();
    await sweep();
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect(order?.shipment).toMatchObject({ codCollected: total });
    expect(order?.shipment?.events?.map((event) => event.status)).toEqual([
      'picked',
      'inTransit',
      'inTransit',
      'inTransit',
      'delivering',
      'delivered',
    ]);
    expect(order?.statusHistory?.map((entry) => entry.status)).toEqual(['shipped', 'paid', 'delivered']);
  });

  it('makes one transition when it races GHN’s own webhook for the same pickup', async () => {
    const { id, code } = await orderWithWaybill();
    const picked = await moveAtGhn(code, ['picking', 'picked']);
    const webhook = () => callEndpoint(app, 'ghnWebhook', { body: picked }).query({ token: TOKEN });

    const [, first, second] = await Promise.all([sweep(), webhook(), webhook(), sweep()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const order = await readOrder(id);
    expect(order?.status).toBe('shipped');
    expect(order?.statusHistory?.filter((entry) => entry.status === 'shipped')).toHaveLength(1);
    expect(order?.shipment?.events).toEqual([{ status: 'picked', carrierStatus: 'picked', at: picked.Time }]);
  });

  it('leaves the order as it is when GHN does not answer, and catches up once it does', async () => {
    const { id, code } = await orderWithWaybill();
    await moveAtGhn(code, ['picking', 'picked']);
    const before = await readOrder(id);
    await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: true }) });

    expect((await sweep()).failed).toBeGreaterThanOrEqual(1);
    expect(await readOrder(id)).toEqual(before);

    await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: false }) });
    await sweep();
    expect(await readOrder(id)).toMatchObject({ status: 'shipped' });
  });
});
