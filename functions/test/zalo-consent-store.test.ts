/**
 * Zalo opt-ins live in the one consent store, `consents` (docs/decisions/0109-consent-store.md): the
 * checkout box and the profile's switch append to it, the latest choice for a phone wins whichever
 * wrote it, and `npm run migrate` moves the older `messageConsents` records into it once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { usersCol } from '../src/data/collections.js';
import { zaloConsentsCol } from '../src/data/consents.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { latestZaloConsent, stillOptedIn } from '../src/messages/message-consents.js';
import type { MessageDoc } from '../src/messages/message-doc.js';
import { messagesCol } from '../src/messages/queue-message.js';
import { DEMO_ZNS_TEMPLATE_IDS } from '../src/messages/zalo/zalo-settings.js';
import { LEGACY_MESSAGE_CONSENTS, moveMessageConsentsToConsents } from '../src/migrations/zalo-consents.js';
import type { OrderDoc, PlacedOrderAnswer } from '../src/shared/entities/order.js';
import { handleGuestOrderZaloCreated } from '../src/triggers/guest-order-zalo.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { bearer, createCustomer, deleteTestUsers } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, ctx, db } from './support/test-context.js';

const app = createApp(ctx, { trustedProxyHops: () => 1 });
let counter = 0;
const freshPhone = () => `+8491${Math.floor(1e6 + Math.random() * 9e6)}`;
const freshClient = () => `192.0.2.${(counter += 1) % 250}`;

beforeAll(async () => {
  await clearDatabase();
  await shopSettingsDoc(db).set(
    {
      zns: {
        otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp,
        orderPlacedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderPlaced,
        orderShippedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderShipped,
        orderDeliveredTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderDelivered,
      },
    },
    { merge: true },
  );
  forgetShopSettings(db);
});
afterAll(deleteTestUsers);

async function placeGuestOrder(phone: string, zaloOptIn: boolean) {
  const product = await addProduct({ price: 5_000_000, countInStock: 5 });
  const res = await callEndpoint(app, 'placeOrder', {
    body: {
      ...placeOrderBody([{ _id: product.id, quantity: 1 }]),
      shippingAddress: vietnameseAddress({ phone }),
      guest: { name: 'Trần Bình', phone, zaloOptIn },
    },
    headers: { 'X-Forwarded-For': freshClient() },
  });
  expect(res.status).toBe(201);
  return res.body as PlacedOrderAnswer;
}

const orderDocOf = async (id: string) => (await db.collection('orders').doc(id).get()).data() as OrderDoc;
const created = (id: string, order: OrderDoc) => ({ id: `event-${randomUUID()}`, data: { id, data: () => order } });
const messagesTo = async (phone: string) =>
  (await messagesCol(db).where('to', '==', phone).get()).docs.map((d) => d.data() as MessageDoc);
const consentsOf = async (phone: string) =>
  (await zaloConsentsCol(db).where('phone', '==', phone).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.at.localeCompare(b.at));

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
