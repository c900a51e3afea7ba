/**
 * An order's waybill with GHN, against the carrier sandbox: made for a Packing order (COD collects
 * the total, a paid order nothing, the insured value capped), one waybill for a double click, a
 * carrier that fails leaving nothing behind, the label's page, cancelling before pickup (kept,
 * and a new waybill after it), and shipping the waybill keeping its details.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { auditLogCol, ordersCol } from '../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { Order, OrderDoc } from '../src/shared/entities/order.js';
import type { ShopSettingsRecord } from '../src/shared/shop-settings.js';
import { WAYBILL_MSG } from '../src/shared/waybill-messages.js';
import { DEMO_CARRIER_SETTINGS } from '../src/shipping/carrier-settings.js';
import { orderDoc, orderItem, shippingAddress } from '@test-factories';
import { startCarrierSandbox, type CarrierSandbox } from '../../scripts/carrier-sandbox/server.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { approvedFinanceOrder } from './support/ghn-sandbox.js';
import { callEndpoint } from './support/call-endpoint.js';
import { HCMC, pickupAddress } from './support/pickup-address.js';
import { clearDatabase, ctx, db } from './support/test-context.js';

const to = shippingAddress({ phone: '+84912345678', province: HCMC, ward: 'Phường Bến Thành' });

let sandbox: CarrierSandbox;
let app: ReturnType<typeof createApp>;
let admin: TestAccount;
let customer: TestAccount;

interface SandboxWaybill {
  orderCode: string;
  clientOrderCode: string;
  status: string;
  codAmount: number;
  insuranceValue: number;
  requiredNote: string;
  toPhone: string;
}

beforeAll(async () => {
  await clearDatabase();
  sandbox = await startCarrierSandbox({ port: 0 });
  const ghn = { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` };
  app = createApp({ ...ctx, carriers: () => ({ ...DEMO_CARRIER_SETTINGS, ghn }) });
  admin = await createAdmin();
  customer = await createCustomer();
});
afterAll(async () => {
  await sandbox.close();
  await deleteTestUsers();
});

async function setSettings(changes: Partial<ShopSettingsRecord>): Promise<void> {
  await shopSettingsDoc(db).set(changes);
  forgetShopSettings(db);
}
const setOutage = (on: boolean) =>
  fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on }) });
const waybills = async () => (await (await fetch(`${sandbox.url}/api/waybills`)).json()) as SandboxWaybill[];
const waybillsOf = async (id: string) => (await waybills()).filter((w) => w.clientOrderCode.startsWith(id));

let count = 0;
/** A stored order in a state: COD and unpaid unless told, 2 laptops at 1,500 each. */
async function storedOrder(overrides: Partial<OrderDoc> = {}): Promise<string> {
  count += 1;
  const id = `waybill-order-${count}-${Date.now()}`;
  const doc = orderDoc({
    paymentMethod: 'COD',
    shippingAddress: to,
    orderItems: [orderItem({ price: 1500, quantity: 2 })],
    status: 'packing',
    ...overrides,
  });
  await ordersCol(db).doc(id).set(doc);
  return id;
}
const readOrder = async (id: string) => (await ordersCol(db).doc(id).get()).data();

const create = (id: string, body: Record<string, unknown> = {}, as: TestAccount = admin) =>
  callEndpoint(app, 'createShipment', { params: { id }, body, as });
const label = (id: string) => callEndpoint(app, 'shipmentLabel', { params: { id }, as: admin });
const cancel = (id: string) => callEndpoint(app, 'cancelShipment', { params: { id }, as: admin });

beforeEach(async () => {
  await setOutage(false);
  await setSettings({ carriers: ['ghn'], pickupAddress });
});

describe('POST /api/orders/:id/shipment', () => {
  it('makes a GHN waybill for a Packing COD order: the total collected, the items insured, the order still Packing', async () => {
    const id = await storedOrder();
    const order = (await create(id).expect(201)).body as Order;

    expect(order.status).toBe('packing');
    expect(order.shipment).toMatchObject({
      carrier: 'ghn',
      status: 'created',
      codAmount: order.totalPrice,
      insuranceValue: 3000,
      labelUrl: `/api/orders/${id}/shipment/label`,
      events: [],
    });
    expect(order.shipment?.fee).toBeGreaterThan(0);
    expect(Date.parse(order.shipment?.expectedDeliveryAt ?? '')).toBeGreaterThan(Date.now());
    expect(order.shipment?.trackingUrl).toContain(order.shipment?.trackingNumber);
    const [made] = await waybillsOf(id);
    expect(made).toMatchObject({
      orderCode: order.shipment?.trackingNumber,
      clientOrderCode: id,
      codAmount: order.totalPrice,
      requiredNote: 'CHOXEMHANGKHONGTHU',
      toPhone: '0912345678',
    });
    const audit = await auditLogCol(db).where('action', '==', 'order.waybill').where('target.id', '==', id).get();
    expect(audit.size).toBe(1);
  });

  it('collects nothing on a paid order, caps the insured value at the carrier setting, and takes the asked note', async () => {
    const id = await storedOrder({
      isPaid: true,
      paidAt: new Date().toISOString(),
      paymentMethod: 'VNPAY',
      orderItems: [orderItem({ price: 30_000_000, quantity: 1 })],
      itemsPrice: 30_000_000,
      totalPrice: 30_000_000,
    });
    const order = (await create(id, { requiredNote: 'CHOTHUHANG' }).expect(201)).body as Order;
    expect(order.shipment).toMatchObject({ codAmount: 0, insuranceValue: 5_000_000 });
    expect((await waybillsOf(id))[0]).toMatchObject({
      codAmount: 0,
      insuranceValue: 5_000_000,
      requiredNote: 'CHOTHUHANG',
    });
  });

  it.each([
    [20, 'the down payment'],
    [0, 'nothing'],
  ])(
    'collects on an approved finance company’s order with %i percent down only %s: the company pays the rest',
    async (percent) => {
      const id = await storedOrder(approvedFinanceOrder(percent));
      const order = (await create(id).expect(201)).body as Order;
      const downPayment = Math.round((order.totalPrice * percent) / 100);
      expect(order.shipment?.codAmount).toBe(downPayment);
      expect((await waybillsOf(id))[0]?.codAmount).toBe(downPayment);
    },
  );

  it('checks the carrier’s COD cap against a finance company’s down payment, not its total', async () => {
    const id = await storedOrder({
      ...approvedFinanceOrder(30),
      orderItems: [orderItem({ price: 60_000_000, quantity: 1 })],
      itemsPrice: 60_000_000,
      totalPrice: 60_000_000,
    });
    const order = (await create(id).expect(201)).body as Order;
    expect(order.shipment?.codAmount).toBe(18_000_000);
    expect((await waybillsOf(id))[0]?.codAmount).toBe(18_000_000);
  });

  it('makes one waybill for five clicks at once; the others answer 409', async () => {
    const id = await storedOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await waybillsOf(id)).toHaveLength(1);
    expect((await readOrder(id))?.shipment?.trackingNumber).toBe((await waybillsOf(id))[0]?.orderCode);
  });

  it('refuses an order not being packed, no carrier on, and a customer, asking GHN nothing', async () => {
    const open = await storedOrder({ status: 'awaitingPayment' });
    expect((await create(open).expect(409)).body.message).toBe(WAYBILL_MSG.notPacking);
    const packing = await storedOrder();
    await create(packing, {}, customer).expect(403);
    await setSettings({ carriers: [], pickupAddress });
    expect((await create(packing).expect(400)).body.message).toBe(WAYBILL_MSG.noCarrier);
    expect((await create(packing, { carrier: 'ups' }).expect(400)).body.message).toMatch(/^carrier must be among/);
    expect(await waybillsOf(open)).toEqual([]);
    expect(await waybillsOf(packing)).toEqual([]);
    expect((await readOrder(packing))?.shipment ?? null).toBeNull();
  });

  it("answers 502 with GHN's words when GHN is down, keeps nothing, and makes it once GHN is back", async () => {
    const id = await storedOrder();
    await setOutage(true);
    const refused = await create(id).expect(502);
    expect(refused.body.message).toMatch(/^GHN did not make the change: /);
    expect(await readOrder(id)).toMatchObject({ shipment: null, waybillClaimedAt: null });
    await setOutage(false);
    await create(id).expect(201);
    expect(await waybillsOf(id)).toHaveLength(1);
  });
});

describe('label and cancel', () => {
  it("gives GHN's A5 label page with a fresh token; an order without a waybill answers 409", async () => {
    const id = await storedOrder();
    expect((await label(id).expect(409)).body.message).toBe(WAYBILL_MSG.noWaybill);
    await create(id).expect(201);
    const { url } = (await label(id).expect(200)).body as { url: string };
    expect(url).toMatch(/\/a5\/public-api\/printA5\?token=.+/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain((await readOrder(id))?.shipment?.trackingNumber);
  });

  it('cancels before pickup, keeps the cancelled waybill, and the next waybill carries a new client order code', async () => {
    const id = await storedOrder();
    const first = ((await create(id).expect(201)).body as Order).shipment?.trackingNumber;
    const cancelled = (await cancel(id).expect(200)).body as Order;
    expect(cancelled.shipment ?? null).toBeNull();
    expect(cancelled.cancelledShipments).toEqual([
      expect.objectContaining({ trackingNumber: first, status: 'cancelled' }),
    ]);
    expect((await waybillsOf(id)).find((w) => w.orderCode === first)?.status).toBe('cancel');
    await cancel(id).expect(409);

    const again = (await create(id).expect(201)).body as Order;
    expect(again.shipment?.trackingNumber).not.toBe(first);
    expect((await waybillsOf(id)).map((w) => w.clientOrderCode).sort()).toEqual([id, `${id}-2`]);
  });

  it('ships the waybill keeping its details, and refuses to cancel it after pickup', async () => {
    const id = await storedOrder();
    const made = ((await create(id).expect(201)).body as Order).shipment;
    const shipped = (
      await callEndpoint(app, 'shipOrder', {
        params: { id },
        as: admin,
        body: { carrier: 'ghn', trackingNumber: made?.trackingNumber ?? '' },
      }).expect(200)
    ).body as Order;
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toEqual(made);
    expect((await cancel(id).expect(409)).body.message).toBe(WAYBILL_MSG.pickedUp);
    expect((await waybillsOf(id))[0]?.status).not.toBe('cancel');
  });
});
