import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLogCol, ordersCol, productsCol } from '../src/data/collections.js';
import {
  forgetShopSettings,
  readShopSettings,
  SHOP_SETTINGS_CACHE_MS,
  shopSettingsDoc,
} from '../src/data/shop-settings.js';
import type { Order } from '../src/shared/entities/order.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import { API_MSG } from '../src/shared/messages.js';
import { SETTINGS_MSG } from '../src/shared/screen-messages.js';
import type { ShopSettingsUpdateInput } from '../src/shared/schemas.js';
import { DEFAULT_SHOP_SETTINGS, type ShopSettingsRecord } from '../src/shared/shop-settings.js';
import { ADMIN_ONLY_SHIPPING_FIELDS } from '../src/shared/shipping-settings.js';
import { placeOrderBody } from '@test-factories';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer] = await Promise.all([createAdmin(), createCustomer({ name: 'Buyer' })]);
});
beforeEach(async () => {
  await Promise.all([
    shopSettingsDoc(db).delete(),
    db.recursiveDelete(ordersCol(db)),
    db.recursiveDelete(productsCol(db)),
    db.recursiveDelete(auditLogCol(db)),
  ]);
  forgetShopSettings(db);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(deleteTestUsers);

const adminRead = async (): Promise<ShopSettingsRecord> =>
  (await callEndpoint(app, 'adminShopSettings', { as: admin }).expect(200)).body as ShopSettingsRecord;

/** The admin's form as loaded, with some fields changed. */
const form = async (changes: Partial<ShopSettingsUpdateInput> = {}): Promise<ShopSettingsUpdateInput> => {
  const { updatedBy: _by, ...loaded } = await adminRead();
  return { ...loaded, ...changes };
};

const save = (body: unknown, as: TestAccount = admin) =>
  callEndpoint(app, 'updateShopSettings', { as }).send(body as object);

describe('GET /api/settings', () => {
  it('answers the specification values on a fresh shop, without sign-in', async () => {
    const res = await callEndpoint(app, 'shopSettings').expect(200);
    expect(res.body).toMatchObject({
      shippingFee: 10,
      freeShippingAbove: 100,
      priceRanges: [
        { min: 1, max: 50 },
        { min: 51, max: 200 },
        { min: 201, max: 1000 },
      ],
      paymentMethods: ['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER', 'INSTALLMENT', 'FINANCE_COMPANY'],
    });
  });

  it('hides the admin-only fields (version, who saved, the banners before GET /api/home picks the live ones) from the public read', async () => {
    await save(await form({ shopName: 'Shop Hà Nội' })).expect(200);
    const res = await callEndpoint(app, 'shopSettings').expect(200);
    expect(res.body.shopName).toBe('Shop Hà Nội');
    expect(res.body).not.toHaveProperty('version');
    expect(res.body).not.toHaveProperty('updatedBy');
    expect(res.body).not.toHaveProperty('banners');
    expect(Object.keys(res.body).sort()).toEqual(
      Object.keys(DEFAULT_SHOP_SETTINGS)
        .filter((key) => key !== 'banners')
        // The carriers' pickup address, parcel and caps are the admin's (shared/shipping-settings.ts).
        .filter((key) => !(ADMIN_ONLY_SHIPPING_FIELDS as readonly string[]).includes(key))
        .sort(),
    );
  });

  it('answers every field with its version to an admin, and refuses a customer', async () => {
    expect(await adminRead()).toEqual({ ...DEFAULT_SHOP_SETTINGS, version: '', updatedBy: null });
    await callEndpoint(app, 'adminShopSettings', { as: customer }).expect(403);
  });
});

describe('PUT /api/settings', () => {
  it('saves the settings, moves the version and writes an audit entry of what changed', async () => {
    const res = await save(await form({ shippingFee: 15, freeShippingAbove: 300 })).expect(200);
    expect(res.body.message).toBe(SETTINGS_MSG.settingsUpdated);
    expect(res.body.settings).toMatchObject({ shippingFee: 15, freeShippingAbove: 300 });
    expect(res.body.settings.version).not.toBe('');
    expect(await adminRead()).toMatchObject({ shippingFee: 15, updatedBy: { uid: admin.uid } });
    const audit = (await auditLogCol(db).where('action', '==', 'settings.update').get()).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor.uid).toBe(admin.uid);
    expect(audit[0]?.changes).toEqual({
      shippingFee: { before: 10, after: 15 },
      freeShippingAbove: { before: 100, after: 300 },
    });
  });

  it('refuses a save over a version another admin saved since (409), changing nothing', async () => {
    const loaded = await form();
    await save({ ...loaded, shippingFee: 12 }).expect(200);
    const stale = await save({ ...loaded, shippingFee: 99 }).expect(409);
    expect(stale.body).toEqual({ message: SETTINGS_MSG.settingsChanged, code: 'RECORD_CHANGED' });
    expect((await adminRead()).shippingFee).toBe(12);
  });

  it.each([
    ['a negative fee', { shippingFee: -1 }, 'shippingFee must not be negative'],
    [
      'overlapping price ranges',
      {
        priceRanges: [
          { min: 1, max: 100 },
          { min: 50, max: 200 },
        ],
      },
      'priceRanges must be in increasing order and must not overlap',
    ],
    ['a range whose minimum exceeds its maximum', { priceRanges: [{ min: 9, max: 1 }] }, 'a price range minimum'],
    [
      'a BIN that is not 6 digits',
      { bankAccount: { ...DEFAULT_SHOP_SETTINGS.bankAccount, bankBin: '97043' } },
      'bankAccount.bankBin must be 6 digits',
    ],
    ['no payment method', { paymentMethods: [] }, 'paymentMethods must have at least 1 method'],
    ['MoMo listed before VNPAY', { paymentMethods: ['MOMO', 'VNPAY'] }, 'paymentMethods must list VNPAY before MOMO'],
    ['a repeated method', { paymentMethods: ['VNPAY', 'VNPAY'] }, 'paymentMethods must not repeat a method'],
    ['a reservation of 0 minutes', { reservationMinutes: 0 }, 'reservationMinutes must be from 5 to 1440'],
    ['an unknown default language', { defaultLanguage: 'fr' }, 'defaultLanguage must be one of mixed, vi, en, auto'],
    ['an unknown price style', { priceStyle: 'usd' }, 'priceStyle must be one of spec, vnd'],
    ['an unknown address form', { addressStyle: 'us' }, 'addressStyle must be one of spec, vietnam'],
    [
      'a price label over 40 characters',
      { priceRanges: [{ min: 1, max: 50, label: 'x'.repeat(41) }] },
      'priceRanges.label must be at most 40 characters',
    ],
  ] as const)('refuses %s with 400 and a message, changing nothing', async (_case, changes, message) => {
    const res = await save(await form(changes as Partial<ShopSettingsUpdateInput>)).expect(400);
    expect(res.body.message).toContain(message);
    expect((await shopSettingsDoc(db).get()).exists).toBe(false);
  });

  it("round-trips a Vietnamese shop's language, price style, labelled bands and address form", async () => {
    const bands = [
      { min: 0, max: 14_999_999, label: 'Dưới 15 triệu' },
      { min: 15_000_000, max: 25_000_000, label: '15–25 triệu' },
      // An empty label is none: the search page writes the range as the specification does.
      { min: 25_000_001, max: 1_000_000_000, label: '  ' },
    ];
    const changes = { defaultLanguage: 'vi', priceStyle: 'vnd', addressStyle: 'vietnam' } as const;
    await save(await form({ ...changes, priceRanges: bands })).expect(200);
    const stored = { ...changes, priceRanges: [bands[0], bands[1], { min: 25_000_001, max: 1_000_000_000 }] };
    expect(await adminRead()).toMatchObject(stored);
    expect((await callEndpoint(app, 'shopSettings').expect(200)).body).toMatchObject(stored);
    expect((await shopSettingsDoc(db).get()).data()?.priceRanges[2]).not.toHaveProperty('label');
  });

  it('keeps the saved styles when a form written before them leaves them out', async () => {
    await save(await form({ defaultLanguage: 'auto', priceStyle: 'vnd' })).expect(200);
    const { defaultLanguage: _l, priceStyle: _p, addressStyle: _a, ...older } = await form({ shippingFee: 20 });
    await save(older).expect(200);
    expect(await adminRead()).toMatchObject({
      shippingFee: 20,
      defaultLanguage: 'auto',
      priceStyle: 'vnd',
      addressStyle: 'spec',
    });
  });

  it('refuses a customer (403)', async () => {
    await save(await form({ shippingFee: 0 }), customer).expect(403);
    expect((await shopSettingsDoc(db).get()).exists).toBe(false);
  });
});

describe('the settings reach the preview and the next order, never placed orders', () => {
  it('charges the new shipping rule on the next order and leaves the earlier order as placed', async () => {
    const product = await addProduct({ price: 200, countInStock: 10 });
    const line = [{ _id: product.id, quantity: 1 }];
    const before = (await callEndpoint(app, 'placeOrder', { as: customer, body: placeOrderBody(line) }).expect(201))
      .body as Order;
    expect(before).toMatchObject({ itemsPrice: 200, shippingPrice: 0, totalPrice: 200 });

    await save(await form({ shippingFee: 25, freeShippingAbove: 500 })).expect(200);
    // What the cart and preview read to price with.
    expect((await callEndpoint(app, 'shopSettings').expect(200)).body).toMatchObject({
      shippingFee: 25,
      freeShippingAbove: 500,
    });
    const after = (await callEndpoint(app, 'placeOrder', { as: customer, body: placeOrderBody(line) }).expect(201))
      .body as Order;
    expect(after).toMatchObject({ itemsPrice: 200, shippingPrice: 25, totalPrice: 225 });
    expect((await ordersCol(db).doc(before._id).get()).data()).toMatchObject({ shippingPrice: 0, totalPrice: 200 });
  });

  it('refuses an order priced with the old rule (the preview must be re-read)', async () => {
    const product = await addProduct({ price: 200, countInStock: 10 });
    await save(await form({ shippingFee: 25, freeShippingAbove: 500 })).expect(200);
    const res = await callEndpoint(app, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: product.id, quantity: 1, price: 200 }], {
        itemsPrice: 200,
        shippingPrice: 0,
        totalPrice: 200,
      }),
    }).expect(400);
    expect(res.body).toEqual({ message: API_MSG.pricesChanged, code: 'PRICES_CHANGED' });
  });
});

describe('reservation minutes', () => {
  it('an unpaid order holds its stock as long as the stored setting says, not the default 30 minutes', async () => {
    const product = await addProduct({ price: 50, countInStock: 3 });
    await save(await form({ reservationMinutes: 60 })).expect(200);
    const order = (
      await callEndpoint(app, 'placeOrder', {
        as: customer,
        body: placeOrderBody([{ _id: product.id, quantity: 1 }]),
      }).expect(201)
    ).body as Order;
    const placedAgo = (minutes: number) =>
      ordersCol(db)
        .doc(order._id)
        .update({ createdAt: new Date(Date.now() - minutes * 60_000).toISOString() });

    await placedAgo(45);
    expect(await expireOverdueOrders(db)).toBe(0);
    await placedAgo(61);
    expect(await expireOverdueOrders(db)).toBe(1);
    expect((await ordersCol(db).doc(order._id).get()).data()?.cancelReason).toBe('payment-timeout');
  });
});

describe('readShopSettings cache', () => {
  it('keeps what it read for at most 60 seconds, then reads the stored settings again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    expect((await readShopSettings(db)).shippingFee).toBe(10);
    // Another instance's save: this instance does not hear of it.
    await shopSettingsDoc(db).set({ ...DEFAULT_SHOP_SETTINGS, shippingFee: 30, version: 'v2', updatedBy: null });
    vi.setSystemTime(Date.now() + SHOP_SETTINGS_CACHE_MS - 1);
    expect((await readShopSettings(db)).shippingFee).toBe(10);
    vi.setSystemTime(Date.now() + 1);
    expect((await readShopSettings(db)).shippingFee).toBe(30);
  });

  it("is forgotten at once by this instance's own save", async () => {
    expect((await readShopSettings(db)).shippingFee).toBe(10);
    await save(await form({ shippingFee: 40 })).expect(200);
    expect((await readShopSettings(db)).shippingFee).toBe(40);
  });
});
