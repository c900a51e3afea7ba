/**
 * Who gets what by Zalo: a guest who ticked the box gets the order's news on its phone, a lookup code
 * goes to the order's phone, the box's opt-in and a later withdrawal are recorded in the consent store,
 * and a shop with no template ids sends nothing by Zalo (docs/guest-checkout-and-zalo.md). The consent
 * store's part (docs/decisions/0109-consent-store.md): the checkout box and the profile's switch append
 * to `consents`, the latest choice for a phone wins whichever wrote it, and `npm run migrate` moves the
 * older `messageConsents` records into it once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { usersCol } from '../src/data/collections.js';
import { zaloConsentsCol } from '../src/data/consents.js';
import { latestZaloConsent, recordMessageConsent, stillOptedIn } from '../src/messages/message-consents.js';
import type { MessageDoc } from '../src/messages/message-doc.js';
import { messagesCol } from '../src/messages/queue-message.js';
import { DEMO_ZNS_TEMPLATE_IDS } from '../src/messages/zalo/zalo-settings.js';
import type { OrderDoc, PlacedOrderAnswer } from '../src/shared/entities/order.js';
import type { StatusChange } from '../src/shared/order-status.js';
import { LEGACY_MESSAGE_CONSENTS, moveMessageConsentsToConsents } from '../src/migrations/zalo-consents.js';
import { handleGuestOrderZaloCreated, handleGuestOrderZaloUpdated } from '../src/triggers/guest-order-zalo.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { bearer, createCustomer, deleteTestUsers } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, ctx, db } from './support/test-context.js';

const app = createApp(ctx, { trustedProxyHops: () => 1 });
let counter = 0;
const freshPhone = () => `+8491${Math.floor(1e6 + Math.random() * 9e6)}`;
const freshClient = () => `198.51.100.${(counter += 1) % 250}`;
const ZNS_ON = {
  otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp,
  orderPlacedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderPlaced,
  orderShippedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderShipped,
  orderDeliveredTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderDelivered,
};

async function useZns(zns: typeof ZNS_ON | null) {
  if (zns) await shopSettingsDoc(db).set({ zns, priceStyle: 'vnd' }, { merge: true });
  else await shopSettingsDoc(db).delete();
  forgetShopSettings(db);
}

async function placeGuestOrder(phone: string, zaloOptIn: boolean, paymentMethod: 'COD' | 'BANK_TRANSFER' = 'COD') {
  const product = await addProduct({ price: 5_000_000, countInStock: 5 });
  const res = await callEndpoint(app, 'placeOrder', {
    body: {
      ...placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod }),
      shippingAddress: vietnameseAddress({ phone }),
      guest: { name: 'Trần Bình', phone, zaloOptIn },
    },
    headers: { 'X-Forwarded-For': freshClient() },
  });
  expect(res.status).toBe(201);
  return res.body as PlacedOrderAnswer;
}

const orderDocOf = async (id: string) => (await db.collection('orders').doc(id).get()).data() as OrderDoc;
const created = (id: string, order: OrderDoc) => ({
  id: `event-${randomUUID()}`,
  data: { id, data: () => order },
});
const updated = (id: string, before: OrderDoc, after: OrderDoc) => ({
  id: `event-${randomUUID()}`,
  data: { before: { id, data: () => before }, after: { id, data: () => after } },
});
const messagesTo = async (phone: string) =>
  (await messagesCol(db).where('to', '==', phone).get()).docs.map((d) => d.data() as MessageDoc);
const consentsOf = async (phone: string) =>
  (await zaloConsentsCol(db).where('phone', '==', phone).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.at.localeCompare(b.at));
const change = (status: StatusChange['status']): StatusChange => ({
  status,
  at: new Date().toISOString(),
  by: { role: 'admin' },
  note: null,
});

beforeEach(async () => {
  await clearDatabase();
  await useZns(ZNS_ON);
});
afterAll(deleteTestUsers);

describe('Zalo messages for guest orders', () => {
  it('records the checkout box as an opt-in and tells the phone that the order is placed, shipped and delivered, once each', async () => {
    const phone = freshPhone();
    const placed = await placeGuestOrder(phone, true);
    expect(await consentsOf(phone)).toEqual([
      expect.objectContaining({
        phone,
        channel: 'zalo',
        granted: true,
        source: 'checkout',
        textVersion: expect.any(String),
      }),
    ]);

    const order = await orderDocOf(placed._id);
    const event = created(placed._id, order);
    await handleGuestOrderZaloCreated(db, event as never);
    await handleGuestOrderZaloCreated(db, event as never);
    await handleGuestOrderZaloCreated(db, created(placed._id, order) as never);
    const shipped: OrderDoc = {
      ...order,
      statusHistory: [...(order.statusHistory ?? []), change('shipped')],
      shipment: { carrier: 'GHN', trackingNumber: 'GHN123456' },
    };
    await handleGuestOrderZaloUpdated(db, updated(placed._id, order, shipped) as never);
    const delivered: OrderDoc = { ...shipped, statusHistory: [...(shipped.statusHistory ?? []), change('delivered')] };
    await handleGuestOrderZaloUpdated(db, updated(placed._id, shipped, delivered) as never);

    const messages = await messagesTo(phone);
    expect(messages.map((m) => [m.template, m.data]).sort()).toEqual(
      [
        ['orderDelivered', { customer_name: 'Trần Bình', order_code: placed.orderCode }],
        ['orderPlaced', { customer_name: 'Trần Bình', order_code: placed.orderCode, total: '5.000.000₫' }],
        [
          'orderShipped',
          { customer_name: 'Trần Bình', order_code: placed.orderCode, carrier: 'GHN', tracking_number: 'GHN123456' },
        ],
      ].sort(),
    );
    expect(messages.every((m) => m.channel === 'zalo' && m.delivery.state === 'PENDING')).toBe(true);
  });

  it('sends nothing by Zalo to a guest who left the box unticked, nor when the shop has no template ids', async () => {
    const unticked = freshPhone();
    const placed = await placeGuestOrder(unticked, false);
    await handleGuestOrderZaloCreated(db, created(placed._id, await orderDocOf(placed._id)) as never);
    expect(await messagesTo(unticked)).toEqual([]);
    expect(await consentsOf(unticked)).toEqual([]);

    await useZns(null);
    const ticked = freshPhone();
    const other = await placeGuestOrder(ticked, true);
    await handleGuestOrderZaloCreated(db, created(other._id, await orderDocOf(other._id)) as never);
    expect(await messagesTo(ticked)).toEqual([]);
  });

  it('records an unticked box after an opt-in as a withdrawal', async () => {
    const phone = freshPhone();
    await placeGuestOrder(phone, true);
    // A second order: bank transfer, as a phone has one unconfirmed cash-on-delivery order at a time.
    await placeGuestOrder(phone, false, 'BANK_TRANSFER');
    expect((await consentsOf(phone)).map((c) => c.granted)).toEqual([true, false]);
  });

  it("sends the lookup code by Zalo to the order's phone", async () => {
    const phone = freshPhone();
    const placed = await placeGuestOrder(phone, false);
    const res = await callEndpoint(app, 'requestOrderLookup', {
      body: { phone, orderCode: placed.orderCode ?? '' },
      headers: { 'X-Forwarded-For': freshClient() },
    });
    expect(res.status).toBe(202);
    const [otp] = await messagesTo(phone);
    expect(otp).toMatchObject({ channel: 'zalo', template: 'otp' });
    expect(otp?.data.otp).toMatch(/^\d{6}$/);
  });
});

describe("Zalo messages for an account's orders", () => {
  /** An account whose phone is verified, and one of its orders (placed as a guest's, then owned by it). */
  async function accountOrder(phone: string) {
    const uid = `zalo-${randomUUID()}`;
    await db
      .collection('users')
      .doc(uid)
      .set({
        name: 'Lê Văn Cường',
        email: `${uid}@example.com`,
        isAdmin: false,
        phone,
        phoneVerifiedAt: new Date().toISOString(),
      });
    const placed = await placeGuestOrder(freshPhone(), false);
    const { guest: _guest, ...rest } = await orderDocOf(placed._id);
    const order = { ...rest, userId: uid } as OrderDoc;
    await db.collection('orders').doc(placed._id).set(order);
    return { uid, id: placed._id, order, code: placed.orderCode };
  }

  it('tells the verified phone once its latest choice on the profile is an opt-in, and stops after a withdrawal', async () => {
    const phone = freshPhone();
    const { id, order, code } = await accountOrder(phone);
    await handleGuestOrderZaloCreated(db, created(id, order) as never);
    expect(await messagesTo(phone)).toEqual([]);

    await recordMessageConsent(db, { phone, granted: true, textVersion: 'profile-zalo-2026-11', source: 'profile' });
    await handleGuestOrderZaloCreated(db, created(id, order) as never);
    const [placed] = await messagesTo(phone);
    expect(placed).toMatchObject({
      template: 'orderPlaced',
      data: { customer_name: order.shippingAddress.fullname, order_code: code, total: '5.000.000₫' },
    });

    await recordMessageConsent(db, { phone, granted: false, textVersion: 'profile-zalo-2026-11', source: 'profile' });
    const shipped: OrderDoc = {
      ...order,
      statusHistory: [...(order.statusHistory ?? []), change('shipped')],
      shipment: { carrier: 'GHN', trackingNumber: 'GHN654321' },
    };
    await handleGuestOrderZaloUpdated(db, updated(id, order, shipped) as never);
    expect((await messagesTo(phone)).map((m) => m.template)).toEqual(['orderPlaced']);
  });
});

describe('Zalo opt-ins in the consent store', () => {
  it('an opt-in at checkout, then a withdrawal on the profile: the latest wins and no Zalo news goes out', async () => {
    const phone = freshPhone();
    const guestOrder = await placeGuestOrder(phone, true);
    await handleGuestOrderZaloCreated(db, created(guestOrder._id, await orderDocOf(guestOrder._id)) as never);
    const [queued] = await messagesTo(phone);
    expect(queued).toMatchObject({ template: 'orderPlaced' });

    // The same phone, verified on an account, withdraws on the profile.
    const account = await createCustomer();
    await usersCol(db).doc(account.uid).set({ phone, phoneVerifiedAt: new Date().toISOString() }, { merge: true });
    const off = await callEndpoint(app, 'chooseZaloMessages', { body: { granted: false }, headers: bearer(account) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ phone, zaloMessages: false });

    expect(await consentsOf(phone)).toEqual([
      {
        anonId: null,
        uid: null,
        purposes: { necessary: true, analytics: false, marketing: false, zaloMessages: true },
        version: 'checkout-zalo-2026-11',
        at: expect.any(String),
        phone,
        channel: 'zalo',
        granted: true,
        textVersion: 'checkout-zalo-2026-11',
        source: 'checkout',
      },
      {
        anonId: null,
        uid: account.uid,
        purposes: { necessary: true, analytics: false, marketing: false, zaloMessages: false },
        version: 'profile-zalo-2026-11',
        at: expect.any(String),
        phone,
        channel: 'zalo',
        granted: false,
        textVersion: 'profile-zalo-2026-11',
        source: 'profile',
      },
    ]);
    // The guest order's message still queued is not sent, and the account's order queues none.
    expect(await stillOptedIn(db, queued!)).toBe(false);
    const accountPlaced = await placeGuestOrder(freshPhone(), false);
    const { guest: _guest, ...rest } = await orderDocOf(accountPlaced._id);
    const accountOrder = { ...rest, userId: account.uid } as OrderDoc;
    await handleGuestOrderZaloCreated(db, created(accountPlaced._id, accountOrder) as never);
    expect((await messagesTo(phone)).map((m) => m.orderId)).toEqual([guestOrder._id]);
    const mine = await callEndpoint(app, 'myPhone', { headers: bearer(account) });
    expect(mine.body).toMatchObject({ phone, zaloMessages: false });
  });

  it('a browser’s choice and a phone’s Zalo choice do not answer for each other', async () => {
    const phone = freshPhone();
    await placeGuestOrder(phone, true);
    const anonId = randomUUID().replaceAll('-', '');
    const recorded = await callEndpoint(app, 'recordConsent', {
      body: { anonId, purposes: { analytics: true, marketing: false }, version: '1' },
      headers: { 'X-Forwarded-For': freshClient() },
    });
    expect(recorded.status).toBe(201);
    const current = await callEndpoint(app, 'currentConsent', {
      query: { anonId },
      headers: { 'X-Forwarded-For': freshClient() },
    });
    expect(current.body).toMatchObject({ consent: { purposes: { analytics: true, marketing: false } } });
    expect(await latestZaloConsent(db, phone)).toMatchObject({ granted: true, source: 'checkout' });
  });
});

describe('npm run migrate: messageConsents into consents', () => {
  it('moves each record once, as the consent store keeps it; a second run moves nothing', async () => {
    const phone = freshPhone();
    const legacy = db.collection(LEGACY_MESSAGE_CONSENTS);
    const record = { phone, channel: 'zalo', textVersion: 'checkout-zalo-2026-11', source: 'checkout' };
    await legacy.doc('old-1').set({ ...record, granted: true, at: '2026-11-20T01:00:00.000Z' });
    await legacy.doc('old-2').set({ ...record, granted: false, at: '2026-11-21T01:00:00.000Z', source: 'profile' });

    expect(await moveMessageConsentsToConsents(db)).toBe(2);
    expect(await moveMessageConsentsToConsents(db)).toBe(0);

    expect((await legacy.get()).size).toBe(0);
    const copied = await zaloConsentsCol(db).doc('zalo-old-1').get();
    expect(copied.data()).toEqual({
      anonId: null,
      uid: null,
      purposes: { necessary: true, analytics: false, marketing: false, zaloMessages: true },
      version: 'checkout-zalo-2026-11',
      at: '2026-11-20T01:00:00.000Z',
      phone,
      channel: 'zalo',
      granted: true,
      textVersion: 'checkout-zalo-2026-11',
      source: 'checkout',
    });
    expect((await consentsOf(phone)).map((c) => c.granted)).toEqual([true, false]);
    // The reader sees the moved records: the withdrawal is the latest.
    expect(await latestZaloConsent(db, phone)).toMatchObject({ granted: false, source: 'profile' });
  });
});
