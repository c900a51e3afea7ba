/**
 * Order lookup: POST /api/orders/lookup answers every well-formed pair alike and mails a code only
 * for a guest order's own phone; /lookup/verify opens the order with a token for it alone, five
 * wrong tries void a code, and the phone's guesses are bounded whatever codes are asked
 * (docs/decisions/0105-order-lookup-codes.md).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/api/app.js';
import { verifyOrderLookup } from '../src/api/lookup/order-lookup.js';
import { deleteOldOrderLookups } from '../src/data/order-lookup-sweep.js';
import { orderLookupsCol } from '../src/data/collections.js';
import { mailCol } from '../src/mail/queue-mail.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import type { PlacedOrderAnswer } from '../src/shared/entities/order.js';
import type { OrderLookupVerified } from '../src/shared/lookup-endpoints.js';
import { ORDER_TOKEN_HEADER } from '../src/shared/guest-order.js';
import { LOOKUP_MSG } from '../src/shared/order-lookup-messages.js';
import type * as ZaloTemplateOnModule from '../src/messages/zalo-template-on.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, ctx, db, TEST_ALERT_SECRET, uniqueEmail } from './support/test-context.js';

/** Each read of whether a template goes by Zalo (the shop's settings), in order; the reads themselves are real. */
const templateReads = vi.hoisted((): string[] => []);
vi.mock('../src/messages/zalo-template-on.js', async (importOriginal) => {
  const original = await importOriginal<typeof ZaloTemplateOnModule>();
  return {
    zaloTemplateOn: async (...args: Parameters<typeof original.zaloTemplateOn>) => {
      templateReads.push(args[1]);
      return original.zaloTemplateOn(...args);
    },
  };
});

/** Behind one trusted proxy, so each test's client is its own X-Forwarded-For address. */
const app = createApp(ctx, { trustedProxyHops: () => 1 });
let counter = 0;
const freshPhone = () => `+8491${Math.floor(1e6 + Math.random() * 9e6)}`;
const freshClient = () => `198.51.100.${(counter += 1) % 250}`;
/** A well-formed code no order holds: order codes use no 0, O, 1, I or L, so `LS` + 0s… is not one; this one is. */
const UNKNOWN_CODE = 'LSZZZZZ';

beforeAll(clearDatabase);

async function guestOrder(email: string | null = uniqueEmail('guest')) {
  const product = await addProduct({ price: 500_000, countInStock: 5 });
  const phone = freshPhone();
  const res = await callEndpoint(app, 'placeOrder', {
    body: {
      ...placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: 'COD' }),
      shippingAddress: vietnameseAddress({ phone }),
      guest: { name: 'Nguyễn Văn An', phone, ...(email && { email }) },
    },
    headers: { 'X-Forwarded-For': freshClient() },
  });
  expect(res.status).toBe(201);
  return { order: res.body as PlacedOrderAnswer, phone, email };
}

const lookUp = (phone: string, orderCode: string, client = freshClient()) =>
  callEndpoint(app, 'requestOrderLookup', { body: { phone, orderCode }, headers: { 'X-Forwarded-For': client } });

const verify = (phone: string, orderCode: string, otp: string) =>
  callEndpoint(app, 'verifyOrderLookup', {
    body: { phone, orderCode, otp },
    headers: { 'X-Forwarded-For': freshClient() },
  });

async function codesMailedTo(email: string): Promise<string[]> {
  const mails = await mailCol(db).where('to', '==', email).get();
  return mails.docs
    .map((doc) => doc.data() as MailDoc)
    .filter((mail) => mail.template.name === 'order-lookup-code')
    .sort((a, b) => a.delivery.startTime.localeCompare(b.delivery.startTime))
    .map((mail) => /\b(\d{6})\b/.exec(mail.message.text)?.[1] ?? '');
}

const lastCode = async (email: string) => (await codesMailedTo(email)).at(-1) ?? '';
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe('asking for a code', () => {
  it('answers 202 alike for a known pair, an unknown phone, an unknown code and a mismatched pair', async () => {
    const known = await guestOrder();
    const other = await guestOrder();
    const national = `0${known.phone.slice(3)}`;
    const answers = await Promise.all([
      lookUp(national, known.order.orderCode!.toLowerCase()),
      lookUp(freshPhone(), known.order.orderCode!),
      lookUp(known.phone, UNKNOWN_CODE),
      lookUp(known.phone, other.order.orderCode!),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: LOOKUP_MSG.codeSent, expiresInSeconds: 300 });
    }
    // Only the known pair's owner gets a code, once.
    expect(await codesMailedTo(known.email!)).toHaveLength(1);
    expect(await codesMailedTo(other.email!)).toHaveLength(0);
    // Nothing stored names the phone or the code.
    const stored = (await orderLookupsCol(db).get()).docs.map((doc) => JSON.stringify({ id: doc.id, ...doc.data() }));
    for (const text of stored) expect(text).not.toMatch(/\+84|LS[0-9A-Z]{5}/);
  });

  it("reads the shop's Zalo code setting once for every pair, known or not: the same work either way", async () => {
    const known = await guestOrder();
    const other = await guestOrder();
    const pairs: [string, string][] = [
      [known.phone, known.order.orderCode!],
      [freshPhone(), known.order.orderCode!],
      [known.phone, UNKNOWN_CODE],
      [known.phone, other.order.orderCode!],
    ];
    for (const [phone, orderCode] of pairs) {
      templateReads.length = 0;
      expect((await lookUp(phone, orderCode)).status).toBe(202);
      expect(templateReads, `${phone} ${orderCode}`).toEqual(['otp']);
    }
  });

  it('refuses a malformed phone or order code with 400 naming the field', async () => {
    expect((await lookUp('12345', UNKNOWN_CODE)).status).toBe(400);
    const res = await lookUp(freshPhone(), 'ABC');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOOKUP_MSG.orderCodeInvalid);
  });

  it('gives 3 codes per pair in 15 minutes, then 429 with Retry-After', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i += 1) expect((await lookUp(phone, UNKNOWN_CODE)).status).toBe(202);
    const refused = await lookUp(phone, UNKNOWN_CODE);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toBe(LOOKUP_MSG.tooManyLookups);
  });

  it('gives 5 codes per phone and 20 per client an hour', async () => {
    const phone = freshPhone();
    const codes = ['LS22222', 'LS33333', 'LS44444', 'LS55555', 'LS66666', 'LS77777'];
    const statuses = [];
    for (const code of codes) statuses.push((await lookUp(phone, code)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    const client = freshClient();
    const perClient = [];
    for (let i = 0; i < 21; i += 1) perClient.push((await lookUp(freshPhone(), UNKNOWN_CODE, client)).status);
    expect(perClient.filter((status) => status === 202)).toHaveLength(20);
    expect(perClient.at(-1)).toBe(429);
  });
});

describe('verifying the code', () => {
  it('opens the order with a token for that order only, once', async () => {
    const { order, phone, email } = await guestOrder();
    const other = await guestOrder();
    await lookUp(phone, order.orderCode!);
    const code = await lastCode(email!);
    const res = await verify(phone, order.orderCode!, code);
    expect(res.status).toBe(200);
    const opened = res.body as OrderLookupVerified;
    expect(opened.order._id).toBe(order._id);
    expect(opened.orderToken).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(opened.expiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);

    const headers = { [ORDER_TOKEN_HEADER]: opened.orderToken };
    const own = await callEndpoint(app, 'orderById', { params: { id: order._id }, headers });
    expect(own.status).toBe(200);
    expect((await callEndpoint(app, 'orderById', { params: { id: other.order._id }, headers })).status).toBe(404);
    const cancelled = await callEndpoint(app, 'cancelMyOrder', { params: { id: order._id }, headers });
    expect(cancelled.status).toBe(200);

    // The code is spent.
    const again = await verify(phone, order.orderCode!, code);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(LOOKUP_MSG.codeRejected);
  });

  it('answers one 401 for a wrong code, an unknown pair and a pair never asked', async () => {
    const { order, phone, email } = await guestOrder();
    await lookUp(phone, order.orderCode!);
    const right = await lastCode(email!);
    const answers = await Promise.all([
      verify(phone, order.orderCode!, wrongCode(right)),
      verify(freshPhone(), order.orderCode!, right),
      verify(phone, UNKNOWN_CODE, right),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(LOOKUP_MSG.codeRejected);
    }
  });

  it('voids a code at the 5th wrong try: the right one then answers 429 until a new code', async () => {
    const { order, phone, email } = await guestOrder();
    await lookUp(phone, order.orderCode!);
    const right = await lastCode(email!);
    const wrong = await Promise.all(Array.from({ length: 5 }, () => verify(phone, order.orderCode!, wrongCode(right))));
    expect(wrong.map((res) => res.status)).toEqual([401, 401, 401, 401, 401]);
    const voided = await verify(phone, order.orderCode!, right);
    expect(voided.status).toBe(429);
    expect(voided.body.message).toBe(LOOKUP_MSG.tooManyGuesses);

    await lookUp(phone, order.orderCode!);
    const fresh = await lastCode(email!);
    expect((await verify(phone, order.orderCode!, fresh)).status).toBe(200);
  });

  it('bounds a phone to 25 guesses an hour, however many codes it asks for', async () => {
    const { order, phone, email } = await guestOrder();
    const code = order.orderCode!;
    for (let round = 0; round < 2; round += 1) {
      await lookUp(phone, code);
      const right = await lastCode(email!);
      for (let i = 0; i < 5; i += 1) expect((await verify(phone, code, wrongCode(right))).status).toBe(401);
    }
    for (let i = 0; i < 15; i += 1) expect((await verify(phone, UNKNOWN_CODE, '123456')).status).toBe(401);
    await lookUp(phone, code);
    const res = await verify(phone, code, await lastCode(email!));
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a code after its 5 minutes', async () => {
    const { order, phone, email } = await guestOrder();
    await lookUp(phone, order.orderCode!);
    const code = await lastCode(email!);
    const later = new Date(Date.now() + 5 * 60 * 1000 + 1000);
    const deps = { db, secret: TEST_ALERT_SECRET };
    await expect(
      verifyOrderLookup(deps, { phone, orderCode: order.orderCode!, otp: code }, later),
    ).rejects.toMatchObject({
      status: 401,
      message: LOOKUP_MSG.codeRejected,
    });
  });

  it('sends no code to an order without an email, and answers the same', async () => {
    const { order, phone } = await guestOrder(null);
    const lookupMails = async () => (await mailCol(db).where('template.name', '==', 'order-lookup-code').get()).size;
    const mailed = await lookupMails();
    const res = await lookUp(phone, order.orderCode!);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: LOOKUP_MSG.codeSent, expiresInSeconds: 300 });
    expect(await lookupMails()).toBe(mailed);
  });
});

describe('the sweep', () => {
  it('deletes lookup records a day old and keeps newer ones', async () => {
    const phone = freshPhone();
    await lookUp(phone, 'LS88888');
    const before = (await orderLookupsCol(db).get()).size;
    expect(await deleteOldOrderLookups(db, new Date(Date.now() + 23 * 60 * 60 * 1000))).toBe(0);
    expect(await deleteOldOrderLookups(db, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(before);
    expect((await orderLookupsCol(db).get()).size).toBe(0);
  });
});
