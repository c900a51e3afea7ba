/**
 * Phone verification on the profile and claiming guest orders: nothing is claimable until the
 * account's email or phone is verified; a verified email or phone finds its guest orders and no
 * others; a claim attaches them once, audited, and they then answer the account like its own
 * (docs/decisions/0112-claiming-guest-orders.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { DEMO_ZNS_TEMPLATE_IDS } from '../src/messages/zalo/zalo-settings.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { auditLogCol, ordersCol, phoneVerificationsCol, usersCol } from '../src/data/collections.js';
import type { ClaimableOrders, PhoneCodeSent } from '../src/shared/claim-endpoints.js';
import { CLAIM_MSG } from '../src/shared/claim-messages.js';
import type { Order, PlacedOrderAnswer } from '../src/shared/entities/order.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { bearer, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, ctx, db } from './support/test-context.js';

/** Behind one trusted proxy, so each call's client is its own X-Forwarded-For address. */
const app = createApp(ctx, { trustedProxyHops: () => 1 });
let counter = 0;
const freshPhone = () => `+8491${Math.floor(1e6 + Math.random() * 9e6)}`;
const freshClient = () => `203.0.113.${(counter += 1) % 250}`;

const ZNS_OFF = DEFAULT_SHOP_SETTINGS.zns;

beforeAll(async () => {
  await clearDatabase();
  // Codes reach a phone by Zalo only: the shop's OTP template is on.
  await shopSettingsDoc(db).set({ zns: { ...ZNS_OFF, otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp } }, { merge: true });
  forgetShopSettings(db);
});
afterAll(deleteTestUsers);

async function guestOrder(guest: { phone?: string; email?: string }) {
  const product = await addProduct({ price: 500_000, countInStock: 5 });
  const phone = guest.phone ?? freshPhone();
  const res = await callEndpoint(app, 'placeOrder', {
    body: {
      ...placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: 'COD' }),
      shippingAddress: vietnameseAddress({ phone }),
      guest: { name: 'Nguyễn Văn An', phone, ...(guest.email && { email: guest.email }) },
    },
    headers: { 'X-Forwarded-For': freshClient() },
  });
  expect(res.status).toBe(201);
  return (res.body as PlacedOrderAnswer)._id;
}

const claimable = async (account: TestAccount) => {
  const res = await callEndpoint(app, 'claimableOrders', { headers: bearer(account) });
  expect(res.status).toBe(200);
  return (res.body as ClaimableOrders).orders.map((order) => order._id);
};

const claim = (account: TestAccount, orderIds: string[]) =>
  callEndpoint(app, 'claimOrders', { body: { orderIds }, headers: bearer(account) });

/** The code the last `messages` document for the phone carries (the Zalo channel's queue). */
async function lastCodeSentTo(phone: string): Promise<string> {
  const messages = await db.collection('messages').where('to', '==', phone).get();
  const newest = messages.docs.map((doc) => doc.data()).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return (newest?.data as { otp: string } | undefined)?.otp ?? '';
}

const askCode = (account: TestAccount, phone: string) =>
  callEndpoint(app, 'requestPhoneCode', {
    body: { phone },
    headers: { ...bearer(account), 'X-Forwarded-For': freshClient() },
  });
const verify = (account: TestAccount, phone: string, otp: string) =>
  callEndpoint(app, 'verifyPhone', { body: { phone, otp }, headers: bearer(account) });
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

async function verifyPhoneOf(account: TestAccount, phone: string) {
  expect((await askCode(account, phone)).status).toBe(202);
  const res = await verify(account, phone, await lastCodeSentTo(phone));
  expect(res.status).toBe(200);
}

describe('phone verification', () => {
  it('answers 409 and sends nothing while the shop sends no codes by Zalo', async () => {
    await shopSettingsDoc(db).set({ zns: ZNS_OFF }, { merge: true });
    forgetShopSettings(db);
    try {
      const account = await createCustomer();
      const phone = freshPhone();
      const res = await askCode(account, phone);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: CLAIM_MSG.zaloOff });
      expect((await db.collection('messages').where('to', '==', phone).get()).size).toBe(0);
      expect((await phoneVerificationsCol(db).doc(account.uid).get()).exists).toBe(false);
    } finally {
      await shopSettingsDoc(db).set({ zns: { ...ZNS_OFF, otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp } }, { merge: true });
      forgetShopSettings(db);
    }
  });

  it('sends a 6-digit code by Zalo to the phone in E.164, kept only as an HMAC', async () => {
    const account = await createCustomer({ verified: false });
    const phone = freshPhone();
    const res = await askCode(account, `0${phone.slice(3)}`);
    expect(res.status).toBe(202);
    expect(res.body as PhoneCodeSent).toEqual({ message: CLAIM_MSG.codeSent, expiresInSeconds: 300 });
    const messages = await db.collection('messages').where('to', '==', phone).get();
    expect(messages.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        channel: 'zalo',
        to: phone,
        template: 'otp',
        data: { otp: expect.stringMatching(/^\d{6}$/) },
        trackingId: expect.any(String),
        delivery: expect.objectContaining({ state: 'PENDING', attempts: 0 }),
      }),
    ]);
    const stored = JSON.stringify((await phoneVerificationsCol(db).doc(account.uid).get()).data());
    expect(stored).not.toContain(await lastCodeSentTo(phone));
  });

  it('a right code writes the phone on the profile; a code sent to another phone is refused', async () => {
    const account = await createCustomer();
    const phone = freshPhone();
    await askCode(account, phone);
    const code = await lastCodeSentTo(phone);
    expect((await verify(account, freshPhone(), code)).status).toBe(401);
    const res = await verify(account, phone, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone, phoneVerifiedAt: expect.any(String) });
    const user = (await usersCol(db).doc(account.uid).get()).data();
    expect(user).toMatchObject({ phone, phoneVerifiedAt: expect.any(String) });
    const mine = await callEndpoint(app, 'myPhone', { headers: bearer(account) });
    expect(mine.body).toEqual({ phone, phoneVerifiedAt: user?.phoneVerifiedAt, zaloMessages: false });
    // Spent: the same code again is refused.
    expect((await verify(account, phone, code)).status).toBe(401);
  });

  it('five wrong tries void the code: the right one then answers 429', async () => {
    const account = await createCustomer();
    const phone = freshPhone();
    await askCode(account, phone);
    const code = await lastCodeSentTo(phone);
    for (let i = 0; i < 5; i += 1) expect((await verify(account, phone, wrongCode(code))).status).toBe(401);
    const res = await verify(account, phone, code);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect((await usersCol(db).doc(account.uid).get()).data()?.phone).toBeUndefined();
  });

  it('codes for one phone are limited whoever asks: the sixth in an hour answers 429', async () => {
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await askCode(await createCustomer(), phone)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('claimable orders', () => {
  it('lists nothing while neither the email nor a phone is verified', async () => {
    const account = await createCustomer({ verified: false });
    await guestOrder({ email: account.email });
    expect(await claimable(account)).toEqual([]);
  });

  it('lists the guest orders of the verified email, not another account’s', async () => {
    const account = await createCustomer();
    const other = await createCustomer();
    const mine = await guestOrder({ email: account.email });
    await guestOrder({ email: other.email });
    expect(await claimable(account)).toEqual([mine]);
  });

  it('lists the guest orders of the phone once verified', async () => {
    const account = await createCustomer({ verified: false });
    const phone = freshPhone();
    const order = await guestOrder({ phone });
    expect(await claimable(account)).toEqual([]);
    await verifyPhoneOf(account, phone);
    expect(await claimable(account)).toEqual([order]);
  });
});

describe('claiming', () => {
  it('attaches the orders, audited; they then answer the account and leave the list', async () => {
    const account = await createCustomer();
    const orderId = await guestOrder({ email: account.email });
    const res = await claim(account, [orderId]);
    expect(res.status).toBe(200);
    expect((res.body as ClaimableOrders).orders.map((order) => order._id)).toEqual([orderId]);
    expect((await ordersCol(db).doc(orderId).get()).data()).toMatchObject({ userId: account.uid });
    const audit = await auditLogCol(db).where('target.id', '==', orderId).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ action: 'order.claim', actor: { uid: account.uid, email: account.email } }),
    ]);
    const read = await callEndpoint(app, 'orderById', { params: { id: orderId }, headers: bearer(account) });
    expect(read.status).toBe(200);
    const mine = await callEndpoint(app, 'myOrders', { headers: bearer(account) });
    expect((mine.body as Order[]).map((order) => order._id)).toContain(orderId);
    expect(await claimable(account)).toEqual([]);
  });

  it('refuses another account’s guest order and an unknown one, changing nothing', async () => {
    const account = await createCustomer();
    const other = await createCustomer();
    const mine = await guestOrder({ email: account.email });
    const theirs = await guestOrder({ email: other.email });
    const refused = await claim(account, [mine, theirs]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: CLAIM_MSG.orderNotClaimable });
    expect((await claim(account, [mine, 'NoSuchOrder000000000'])).status).toBe(404);
    expect((await ordersCol(db).doc(mine).get()).data()?.userId).toBeNull();
    expect((await ordersCol(db).doc(theirs).get()).data()?.userId).toBeNull();
  });

  it('two claims at once attach the order once', async () => {
    const account = await createCustomer();
    const phone = freshPhone();
    const orderId = await guestOrder({ phone, email: account.email });
    const second = await createCustomer({ verified: false });
    await verifyPhoneOf(second, phone);
    const answers = await Promise.all([claim(account, [orderId]), claim(second, [orderId])]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? account : second;
    expect((await ordersCol(db).doc(orderId).get()).data()?.userId).toBe(winner.uid);
    const audit = await auditLogCol(db).where('target.id', '==', orderId).get();
    expect(audit.size).toBe(1);
  });
});

describe("the profile's switch for order news by Zalo", () => {
  const choose = (account: TestAccount, body: unknown) =>
    callEndpoint(app, 'chooseZaloMessages', { body: body as { granted: boolean }, headers: bearer(account) });
  const choicesFor = async (phone: string) =>
    (await db.collection('consents').where('phone', '==', phone).get()).docs
      .map((doc) => doc.data())
      .sort((a, b) => String(a.at).localeCompare(String(b.at)));

  it('records an opt-in and a withdrawal for the verified phone, answered in GET /api/users/phone', async () => {
    const account = await createCustomer();
    const phone = freshPhone();
    await verifyPhoneOf(account, phone);
    const before = await callEndpoint(app, 'myPhone', { headers: bearer(account) });
    expect(before.body).toMatchObject({ phone, zaloMessages: false });

    const on = await choose(account, { granted: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ phone, zaloMessages: true, message: CLAIM_MSG.zaloMessagesOn });
    expect((await callEndpoint(app, 'myPhone', { headers: bearer(account) })).body).toMatchObject({
      zaloMessages: true,
    });
    const off = await choose(account, { granted: false });
    expect(off.body).toMatchObject({ zaloMessages: false, message: CLAIM_MSG.zaloMessagesOff });
    expect(await choicesFor(phone)).toEqual([
      expect.objectContaining({ phone, channel: 'zalo', granted: true, source: 'profile' }),
      expect.objectContaining({ phone, channel: 'zalo', granted: false, source: 'profile' }),
    ]);
  });

  it('answers 409 before the phone is verified and 400 to a bad body, recording nothing', async () => {
    const account = await createCustomer();
    const unverified = await choose(account, { granted: true });
    expect(unverified.status).toBe(409);
    expect(unverified.body).toMatchObject({ message: CLAIM_MSG.phoneNotVerified });

    const phone = freshPhone();
    await verifyPhoneOf(account, phone);
    const bad = await choose(account, { granted: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: CLAIM_MSG.grantedInvalid });
    expect(await choicesFor(phone)).toEqual([]);
  });
});
