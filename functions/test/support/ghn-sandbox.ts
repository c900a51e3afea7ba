/**
 * What the GHN suites against the carrier sandbox share: the sandbox, an app whose GHN calls go
 * to it, an admin, GHN chosen with a pickup address, GHN answering again before each test, and
 * the Packing COD order with its waybill made through the API.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { ordersCol } from '../../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../../src/data/shop-settings.js';
import type { Order, OrderDoc } from '../../src/shared/entities/order.js';
import { DEMO_CARRIER_SETTINGS, type CarrierSettings } from '../../src/shipping/carrier-settings.js';
import { orderDoc, orderItem, shippingAddress } from '@test-factories';
import { startCarrierSandbox, type CarrierSandbox } from '../../../scripts/carrier-sandbox/server.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './accounts.js';
import { callEndpoint } from './call-endpoint.js';
import { HCMC, pickupAddress } from './pickup-address.js';
import { addProduct } from './products.js';
import { clearDatabase, ctx, db } from './test-context.js';

export const GHN_TOKEN = DEMO_CARRIER_SETTINGS.ghn.webhookToken;

export interface GhnSandbox {
  sandbox: CarrierSandbox;
  carriers: () => CarrierSettings;
  app: ReturnType<typeof createApp>;
  admin: TestAccount;
}

/** Filled in by useGhnSandbox's beforeAll. */
export const ghn = {} as GhnSandbox;

/** Turns the sandbox's GHN outage on or off. */
export async function setGhnOutage(on: boolean): Promise<void> {
  await fetch(`${ghn.sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on }) });
}

/**
 * Registers the hooks; call once at the top of a test file. The sandbox's own webhook calls go
 * nowhere: a test sends GHN's webhooks itself, or counts on them having been missed.
 */
export function useGhnSandbox(carrierSettings: Partial<CarrierSettings> = {}): GhnSandbox {
  beforeAll(async () => {
    await clearDatabase();
    ghn.sandbox = await startCarrierSandbox({ port: 0, ghnWebhookUrl: 'http://127.0.0.1:9/none' });
    const ghnSettings = { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${ghn.sandbox.url}/ghn/shiip/public-api` };
    ghn.carriers = () => ({ ...DEMO_CARRIER_SETTINGS, ghn: ghnSettings, ...carrierSettings });
    ghn.app = createApp({ ...ctx, carriers: ghn.carriers });
    ghn.admin = await createAdmin();
    await shopSettingsDoc(db).set({ carriers: ['ghn'], pickupAddress });
    forgetShopSettings(db);
  });
  afterAll(async () => {
    await ghn.sandbox.close();
    await deleteTestUsers();
  });
  beforeEach(() => setGhnOutage(false));
  return ghn;
}

let count = 0;
/** A Packing COD order of 2 laptops with stock held (or as `overrides` say), and its GHN waybill made through the API. */
export async function orderWithGhnWaybill(idPrefix: string, overrides: Partial<OrderDoc> = {}) {
  count += 1;
  const product = await addProduct({ countInStock: 3 });
  const id = `${idPrefix}-${count}-${Date.now()}`;
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
  const made = (await callEndpoint(ghn.app, 'createShipment', { params: { id }, body: {}, as: ghn.admin }).expect(201))
    .body as Order;
  return {
    id,
    productId: product.id,
    code: made.shipment?.trackingNumber ?? '',
    total: made.totalPrice,
    codAmount: made.shipment?.codAmount,
  };
}

/**
 * Moves the sandbox's waybill through GHN's statuses, as GHN's own records would read; answers
 * the webhook body GHN sent for the last move.
 */
export async function moveAtGhn(code: string, statuses: string[]): Promise<Record<string, unknown>> {
  let webhook: Record<string, unknown> = {};
  for (const status of statuses) {
    const res = await fetch(`${ghn.sandbox.url}/api/waybills/${code}/status`, {
      method: 'POST',
      body: JSON.stringify({ status }),
    });
    expect(res.status).toBe(200);
    ({ webhook } = (await res.json()) as { webhook: Record<string, unknown> });
  }
  return webhook;
}

/** An approved finance company's order: the plan with its down payment, and the decision (ADR 0110). */
export const approvedFinanceOrder = (downPaymentPercent: number): Partial<OrderDoc> => ({
  paymentMethod: 'FINANCE_COMPANY',
  finance: {
    termMonths: 12,
    downPaymentPercent,
    holdEndsAt: '2026-11-29T01:00:00.000Z',
    decision: 'approved',
    decidedAt: '2026-11-27T02:00:00.000Z',
    partner: 'Home Credit',
    contractNumber: 'HC-2026-0001',
  },
});

/** The order as stored. */
export const readOrder = async (id: string) => (await ordersCol(db).doc(id).get()).data();
