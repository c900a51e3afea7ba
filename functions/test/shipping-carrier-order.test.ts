/**
 * POST /api/orders with a carrier on (against the carrier sandbox, GHN): the carrier chosen at
 * checkout is quoted again through the checkout's quote (its cache), a price other than the
 * carrier's is refused as "prices changed" with nothing stored, the order keeps the quote, a
 * carrier that is down lets the flat fee stand in, and with no carrier on the specification's rule
 * stays as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import type { BodyInput } from '../src/shared/api-contract.js';
import type { Order, PlacedOrderAnswer } from '../src/shared/entities/order.js';
import { API_MSG } from '../src/shared/messages.js';
import type { ShippingQuoteAnswer } from '../src/shared/shipping-quote.js';
import { DEMO_CARRIER_SETTINGS } from '../src/shipping/carrier-settings.js';
import { laptopSpecs, placeOrderBody, vietnameseAddress } from '@test-factories';
import { startCarrierSandbox, type CarrierSandbox } from '../../scripts/carrier-sandbox/server.js';
import { callEndpoint } from './support/call-endpoint.js';
import { pickupAddress } from './support/pickup-address.js';
import { allOrders } from './support/orders.js';
import { readOrder, saveShopSettings, suite, usePaymentSuite } from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { ctx, db } from './support/test-context.js';

usePaymentSuite();

/** Bến Thành, inside the pickup province. */
const address = vietnameseAddress();

let sandbox: CarrierSandbox;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  sandbox = await startCarrierSandbox({ port: 0 });
  const ghn = { ...DEMO_CARRIER_SETTINGS.ghn, apiUrl: `${sandbox.url}/ghn/shiip/public-api` };
  app = createApp({ ...ctx, carriers: () => ({ ...DEMO_CARRIER_SETTINGS, ghn }) });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: false }) });
  await fetch(`${sandbox.url}/api/requests`, { method: 'DELETE' });
  await db.recursiveDelete(db.collection('shippingQuotes'));
});

const ghnOn = () => saveShopSettings({ carriers: ['ghn'], pickupAddress });
const feeCalls = async () =>
  ((await (await fetch(`${sandbox.url}/api/requests`)).json()) as { path: string }[]).filter((request) =>
    request.path.endsWith('/v2/shipping-order/fee'),
  );

type PlaceBody = BodyInput<'placeOrder'>;

/** One 1.5 kg laptop at 50 (below the spec's free-shipping 100): 2,300 g with the packaging. */
async function laptop() {
  return (await addProduct({ price: 50, countInStock: 5, specs: laptopSpecs({ weightKg: 1.5 }) })).id;
}
const body = (productId: string, overrides: Partial<PlaceBody> = {}): PlaceBody => ({
  ...placeOrderBody([{ _id: productId, quantity: 1, price: 50 }], { paymentMethod: 'VNPAY' }),
  shippingAddress: address,
  itemsPrice: 50,
  ...overrides,
});
const place = (placed: PlaceBody) => callEndpoint(app, 'placeOrder', { as: suite.customer, body: placed });
const checkoutQuote = async (productId: string) =>
  (
    await callEndpoint(app, 'quoteShipping', {
      body: { province: address.province, ward: address.ward, orderItems: [{ _id: productId, quantity: 1 }] },
    }).expect(200)
  ).body as ShippingQuoteAnswer;

describe('POST /api/orders with no carrier on (the default)', () => {
  it('prices shipping by the specification rule, keeps no quote and asks no carrier', async () => {
    const productId = await laptop();
    const res = await place(body(productId, { shippingPrice: 10, totalPrice: 60 })).expect(201);
    const order = res.body as Order;
    expect(order).toMatchObject({ itemsPrice: 50, shippingPrice: 10, totalPrice: 60 });
    expect(order).not.toHaveProperty('shippingQuote');
    expect(await feeCalls()).toEqual([]);
  });

  it('refuses a carrier with a 400 naming the field, storing nothing', async () => {
    const productId = await laptop();
    const off = await place(body(productId, { carrier: 'ghn' })).expect(400);
    expect(off.body.message).toBe('carrier must be left out: the shop ships at its own fee');
    const unknown = await place({ ...body(productId), carrier: 'vnpost' as 'ghn' }).expect(400);
    expect(unknown.body.message).toBe('carrier must be one of ghn, ghtk');
    expect(await allOrders()).toEqual([]);
  });
});

describe('POST /api/orders with GHN on', () => {
  it("re-quotes the chosen carrier from the checkout's cached quote and keeps the quote on the order", async () => {
    await ghnOn();
    const productId = await laptop();
    const [option] = (await checkoutQuote(productId)).options;
    expect(option).toMatchObject({ carrier: 'ghn', fee: 29_500, shippingPrice: 29_500, source: 'carrier' });

    const res = await place(body(productId, { carrier: 'ghn', shippingPrice: 29_500, totalPrice: 29_550 })).expect(201);
    const order = res.body as Order;
    expect(order).toMatchObject({ itemsPrice: 50, shippingPrice: 29_500, totalPrice: 29_550 });
    expect(order.shippingQuote).toEqual({
      carrier: 'ghn',
      service: 'Hàng nhẹ',
      fee: 29_500,
      weightGrams: 2300,
      expectedDeliveryAt: option!.expectedDeliveryAt,
      source: 'carrier',
      quotedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await readOrder(order._id))?.shippingQuote).toEqual(order.shippingQuote);
    // The checkout's quote was reused: GHN was asked once.
    expect(await feeCalls()).toHaveLength(1);
  });

  it('takes the first carrier on when the body names none', async () => {
    await ghnOn();
    const productId = await laptop();
    const res = await place(body(productId, { shippingPrice: 29_500 })).expect(201);
    expect((res.body as Order).shippingQuote).toMatchObject({ carrier: 'ghn', fee: 29_500, source: 'carrier' });
  });

  it('refuses the flat fee (or any other shipping price) as "prices changed", storing nothing', async () => {
    await ghnOn();
    const productId = await laptop();
    const res = await place(body(productId, { carrier: 'ghn', shippingPrice: 10, totalPrice: 60 })).expect(400);
    expect(res.body).toEqual({ message: API_MSG.pricesChanged, code: 'PRICES_CHANGED' });
    expect(await allOrders()).toEqual([]);
    expect((await readProduct(productId))?.countInStock).toBe(5);
  });

  it('refuses a carrier the shop does not offer, naming the field', async () => {
    await ghnOn();
    const productId = await laptop();
    const res = await place(body(productId, { carrier: 'ghtk', shippingPrice: 29_500 })).expect(400);
    expect(res.body.message).toBe("carrier must be one of the shop's carriers: ghn");
    expect(await allOrders()).toEqual([]);
  });

  it('asks the address for its province and ward, which the carrier quotes by', async () => {
    await ghnOn();
    const productId = await laptop();
    const res = await place({
      ...body(productId, { carrier: 'ghn' }),
      shippingAddress: placeOrderBody([]).shippingAddress,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'shippingAddress.province and shippingAddress.ward are required to ship with a carrier',
    );
  });

  it('accepts the flat fee standing in when GHN is silent, and keeps the quote as a fallback', async () => {
    await ghnOn();
    const productId = await laptop();
    await fetch(`${sandbox.url}/api/outage`, { method: 'POST', body: JSON.stringify({ carrier: 'ghn', on: true }) });
    const res = await place(body(productId, { carrier: 'ghn', shippingPrice: 10, totalPrice: 60 })).expect(201);
    const order = res.body as Order;
    expect(order).toMatchObject({ shippingPrice: 10, totalPrice: 60 });
    expect(order.shippingQuote).toEqual({
      carrier: 'ghn',
      service: '',
      fee: 10,
      weightGrams: 2300,
      expectedDeliveryAt: null,
      source: 'fallback',
      quotedAt: null,
    });
  }, 15_000);

  it("keeps the quote on a guest's order too", async () => {
    await ghnOn();
    const productId = await laptop();
    const phone = '+84912000111';
    const res = await callEndpoint(app, 'placeOrder', {
      body: {
        ...body(productId, { carrier: 'ghn', shippingPrice: 29_500, paymentMethod: 'COD' }),
        shippingAddress: vietnameseAddress({ phone }),
        guest: { name: 'Nguyễn Văn An', phone },
      },
    }).expect(201);
    expect((res.body as PlacedOrderAnswer).shippingQuote).toMatchObject({ carrier: 'ghn', fee: 29_500 });
  });
});

describe('POST /api/orders paying cash on delivery with a carrier', () => {
  it("refuses a total above the chosen carrier's COD cap with a 400 naming the carrier, storing nothing", async () => {
    const caps = { ghn: { codMax: 20_000, insuranceMax: 5_000_000 }, ghtk: { codMax: 20_000_000, insuranceMax: 0 } };
    await saveShopSettings({ carriers: ['ghn'], pickupAddress, carrierCaps: caps });
    const productId = await laptop();
    // The checkout is told the cap with each option, so it can leave the carrier out.
    expect((await checkoutQuote(productId)).options[0]).toMatchObject({ carrier: 'ghn', codMax: 20_000 });

    const cod = body(productId, { paymentMethod: 'COD', carrier: 'ghn', shippingPrice: 29_500, totalPrice: 29_550 });
    const refused = await place(cod).expect(400);
    expect(refused.body.message).toBe(
      'Cash on delivery with GHN is limited to 20000 đồng per order: please choose another carrier or another payment method',
    );
    expect(await allOrders()).toEqual([]);

    // Under the cap, or paid online, the same order is placed.
    await saveShopSettings({
      carriers: ['ghn'],
      pickupAddress,
      carrierCaps: { ...caps, ghn: { ...caps.ghn, codMax: 29_550 } },
    });
    await place(cod).expect(201);
    await saveShopSettings({ carriers: ['ghn'], pickupAddress, carrierCaps: caps });
    await place(body(productId, { carrier: 'ghn', shippingPrice: 29_500, totalPrice: 29_550 })).expect(201);
  });
});
