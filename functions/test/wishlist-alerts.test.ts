import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsCol, usersCol } from '../src/data/collections.js';
import { alertsCol, wishlistCol } from '../src/data/wish-collections.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import { MAX_WISHLIST_ITEMS } from '../src/shared/entities/wishlist.js';
import type { ProductDoc } from '../src/shared/entities/catalogue.js';
import { WISH_MSG } from '../src/shared/wish-messages.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import { unsubscribeToken } from '../src/mail/alert-unsubscribe-token.js';
import { deliverMail, type MailTransport } from '../src/mail/send-mail.js';
import { handleProductRestocked } from '../src/triggers/restock-alerts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, TEST_ALERT_SECRET, TEST_SHOP_ORIGIN, testApp } from './support/test-context.js';

const app = testApp();
let customer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [customer, other] = await Promise.all([
    createCustomer({ name: 'Lan', label: 'wish' }),
    createCustomer({ name: 'Minh', label: 'wish-other' }),
  ]);
});
beforeEach(async () => {
  await Promise.all([
    db.recursiveDelete(productsCol(db)),
    db.recursiveDelete(alertsCol(db)),
    db.recursiveDelete(db.collection(COLLECTIONS.mail)),
    db.recursiveDelete(wishlistCol(db, customer.uid)),
  ]);
});
afterAll(deleteTestUsers);

describe('the wishlist', () => {
  it('saves a laptop once however often it is put, and lists it newest first with the product as it is now', async () => {
    const first = await addProduct({ name: 'Dell XPS 13', price: 32_990_000, countInStock: 3 });
    const second = await addProduct({ name: 'ThinkPad X1', countInStock: 0 });
    await callEndpoint(app, 'addToWishlist', { params: { id: first.id }, as: customer }).expect(200);
    const repeat = await callEndpoint(app, 'addToWishlist', { params: { id: first.id }, as: customer }).expect(200);
    expect(repeat.body).toEqual({ productIds: [first.id] });
    await callEndpoint(app, 'addToWishlist', { params: { id: second.id }, as: customer }).expect(200);

    const res = await callEndpoint(app, 'myWishlist', { as: customer }).expect(200);
    expect(res.body.items.map((item: { productId: string }) => item.productId)).toEqual([second.id, first.id]);
    expect(res.body.items[1]).toEqual({
      productId: first.id,
      addedAt: expect.any(String),
      product: {
        _id: first.id,
        slug: first.doc.slug,
        name: 'Dell XPS 13',
        image: first.doc.image,
        price: 32_990_000,
        countInStock: 3,
      },
    });
    const ids = await callEndpoint(app, 'myWishlistIds', { as: customer }).expect(200);
    expect(ids.body).toEqual({ productIds: [second.id, first.id] });
  });

  it('answers 404 for an unknown or a draft laptop and saves nothing', async () => {
    const draft = await addProduct({ status: 'draft' });
    const unknown = await callEndpoint(app, 'addToWishlist', { params: { id: 'no-such-laptop' }, as: customer });
    expect(unknown.status).toBe(404);
    await callEndpoint(app, 'addToWishlist', { params: { id: draft.id }, as: customer }).expect(404);
    const res = await callEndpoint(app, 'myWishlist', { as: customer }).expect(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('leaves out laptops deleted or unpublished since they were saved', async () => {
    const kept = await addProduct();
    const deleted = await addProduct();
    for (const { id } of [kept, deleted])
      await callEndpoint(app, 'addToWishlist', { params: { id }, as: customer }).expect(200);
    await productsCol(db).doc(deleted.id).delete();
    const res = await callEndpoint(app, 'myWishlist', { as: customer }).expect(200);
    expect(res.body.items.map((item: { productId: string }) => item.productId)).toEqual([kept.id]);
  });

  it(`refuses laptop number ${MAX_WISHLIST_ITEMS + 1} with 409 and a message`, async () => {
    const saved = await addProduct();
    const batch = db.batch();
    for (let i = 1; i < MAX_WISHLIST_ITEMS; i += 1)
      batch.set(wishlistCol(db, customer.uid).doc(`saved-${i}`), { addedAt: new Date(i).toISOString() });
    batch.set(wishlistCol(db, customer.uid).doc(saved.id), { addedAt: new Date().toISOString() });
    await batch.commit();
    const product = await addProduct();
    const res = await callEndpoint(app, 'addToWishlist', { params: { id: product.id }, as: customer }).expect(409);
    expect(res.body.message).toBe(WISH_MSG.wishlistFull);
    // Saving one already saved still answers 200: nothing is added.
    const again = await callEndpoint(app, 'addToWishlist', { params: { id: saved.id }, as: customer }).expect(200);
    expect(again.body.productIds).toHaveLength(MAX_WISHLIST_ITEMS);
  });

  it('removes a laptop, and removing one not there answers the list all the same', async () => {
    const product = await addProduct();
    await callEndpoint(app, 'addToWishlist', { params: { id: product.id }, as: customer }).expect(200);
    const res = await callEndpoint(app, 'removeFromWishlist', { params: { id: product.id }, as: customer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ productIds: [] });
    await callEndpoint(app, 'removeFromWishlist', { params: { id: product.id }, as: customer }).expect(200);
  });

  it('keeps each customer’s list to themselves and asks for sign-in', async () => {
    const product = await addProduct();
    await callEndpoint(app, 'addToWishlist', { params: { id: product.id }, as: customer }).expect(200);
    expect((await callEndpoint(app, 'myWishlist', { as: other }).expect(200)).body).toEqual({ items: [] });
    await callEndpoint(app, 'myWishlist').expect(401);
    await callEndpoint(app, 'addToWishlist', { params: { id: product.id } }).expect(401);
    await callEndpoint(app, 'removeFromWishlist', { params: { id: product.id } }).expect(401);
  });
});

describe('restock alerts', () => {
  it('creates an alert for a sold-out laptop (201), and a repeat answers 200 with the same alert', async () => {
    const product = await addProduct({ countInStock: 0 });
    const body = { productId: product.id, type: 'restock' as const };
    const created = await callEndpoint(app, 'createAlert', { body, as: customer }).expect(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      productId: product.id,
      type: 'restock',
      status: 'active',
      createdAt: expect.any(String),
    });
    const repeat = await callEndpoint(app, 'createAlert', { body, as: customer }).expect(200);
    expect(repeat.body).toEqual(created.body);
    const list = await callEndpoint(app, 'myAlerts', { as: customer }).expect(200);
    expect(list.body).toEqual({ alerts: [created.body] });
    expect((await callEndpoint(app, 'myAlerts', { as: other }).expect(200)).body).toEqual({ alerts: [] });
  });

  it('refuses a laptop in stock (409), an unknown or draft one (404), a bad body (400) and the signed out (401)', async () => {
    const inStock = await addProduct({ countInStock: 2 });
    const draft = await addProduct({ countInStock: 0, status: 'draft' });
    const res = await callEndpoint(app, 'createAlert', {
      body: { productId: inStock.id, type: 'restock' },
      as: customer,
    }).expect(409);
    expect(res.body.message).toBe(WISH_MSG.inStock);
    await callEndpoint(app, 'createAlert', { body: { productId: draft.id, type: 'restock' }, as: customer }).expect(
      404,
    );
    await callEndpoint(app, 'createAlert', { body: { productId: 'nothing', type: 'restock' }, as: customer }).expect(
      404,
    );
    // Deliberately malformed bodies: an unknown type, a missing product.
    await callEndpoint(app, 'createAlert', { as: customer }).send({ productId: draft.id, type: 'soon' }).expect(400);
    await callEndpoint(app, 'createAlert', { as: customer }).send({ type: 'restock' }).expect(400);
    await callEndpoint(app, 'createAlert', { body: { productId: draft.id, type: 'restock' } }).expect(401);
  });

  it('deletes only the caller’s own alert: another customer’s answers 404', async () => {
    const product = await addProduct({ countInStock: 0 });
    const created = await callEndpoint(app, 'createAlert', {
      body: { productId: product.id, type: 'restock' },
      as: customer,
    }).expect(201);
    const id = created.body._id as string;
    await callEndpoint(app, 'deleteAlert', { params: { id }, as: other }).expect(404);
    await callEndpoint(app, 'deleteAlert', { params: { id }, as: customer }).expect(200);
    expect((await callEndpoint(app, 'myAlerts', { as: customer }).expect(200)).body).toEqual({ alerts: [] });
  });
});

const VERIFIED = () => Promise.resolve(true);
const trigger = { origin: TEST_SHOP_ORIGIN, secret: TEST_ALERT_SECRET, emailVerified: VERIFIED };

/** A stock change as onDocumentUpdated reports it. */
async function setStock(id: string, countInStock: number, eventId = `event-${randomUUID()}`) {
  const ref = productsCol(db).doc(id);
  const before = await ref.get();
  await ref.set({ countInStock } as Partial<ProductDoc>, { merge: true });
  return { id: eventId, data: { before, after: await ref.get() } };
}

async function restockMails(): Promise<MailDoc[]> {
  const snapshot = await db.collection(COLLECTIONS.mail).get();
  return snapshot.docs.map((doc) => doc.data() as MailDoc).filter((mail) => mail.template.name === 'restockAlert');
}

async function alertOn(account: TestAccount, productId: string) {
  return callEndpoint(app, 'createAlert', { body: { productId, type: 'restock' }, as: account }).expect(201);
}

describe('restock emails', () => {
  it('queues exactly one email per active alert when stock goes from 0 to more, even for a retried event', async () => {
    await usersCol(db).doc(other.uid).set({ language: 'en' }, { merge: true });
    const product = await addProduct({ name: 'Dell XPS 13 9340', slug: 'dell-xps-13-9340', countInStock: 0 });
    await alertOn(customer, product.id);
    await alertOn(other, product.id);
    const event = await setStock(product.id, 5);
    await handleProductRestocked(db, event, trigger);
    await handleProductRestocked(db, event, trigger);

    const mails = await restockMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([customer.email, other.email].sort());
    const vi = mails.find((mail) => mail.to === customer.email);
    const en = mails.find((mail) => mail.to === other.email);
    expect(vi?.message.subject).toContain('Dell XPS 13 9340 đã có hàng trở lại');
    expect(en?.message.subject).toContain('Dell XPS 13 9340 is back in stock');
    expect(vi?.message.text).toContain(`${TEST_SHOP_ORIGIN}/product/dell-xps-13-9340`);
    const link = `${TEST_SHOP_ORIGIN}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(customer.uid, TEST_ALERT_SECRET))}`;
    expect(vi?.message.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(vi?.message.text).toContain(link);

    const alerts = (await callEndpoint(app, 'myAlerts', { as: customer }).expect(200)).body.alerts;
    expect(alerts).toEqual([expect.objectContaining({ status: 'sent', sentAt: expect.any(String) })]);
  });

  it('sends nothing on later stock changes, nor while the laptop stays sold out', async () => {
    const product = await addProduct({ countInStock: 0 });
    await alertOn(customer, product.id);
    await handleProductRestocked(db, await setStock(product.id, 0), trigger);
    expect(await restockMails()).toHaveLength(0);
    await handleProductRestocked(db, await setStock(product.id, 2), trigger);
    await handleProductRestocked(db, await setStock(product.id, 4), trigger);
    await handleProductRestocked(db, await setStock(product.id, 0), trigger);
    await handleProductRestocked(db, await setStock(product.id, 3), trigger);
    expect(await restockMails()).toHaveLength(1);
  });

  it('leaves an unverified customer’s alert active and unmailed', async () => {
    const product = await addProduct({ countInStock: 0 });
    await alertOn(customer, product.id);
    await handleProductRestocked(db, await setStock(product.id, 1), {
      ...trigger,
      emailVerified: () => Promise.resolve(false),
    });
    expect(await restockMails()).toHaveLength(0);
    const alerts = (await callEndpoint(app, 'myAlerts', { as: customer }).expect(200)).body.alerts;
    expect(alerts[0].status).toBe('active');
  });
});

describe('unsubscribing from alert emails', () => {
  const token = () => unsubscribeToken(customer.uid, TEST_ALERT_SECRET);

  it('turns the customer’s active alerts off by the link (GET, text) without sign-in, and no email follows', async () => {
    const product = await addProduct({ countInStock: 0 });
    await alertOn(customer, product.id);
    const res = await callEndpoint(app, 'unsubscribeAlertsPage', { query: { token: token() } }).expect(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toBe('Bạn đã hủy nhận thông báo');
    const alerts = (await callEndpoint(app, 'myAlerts', { as: customer }).expect(200)).body.alerts;
    expect(alerts[0].status).toBe('unsubscribed');
    await handleProductRestocked(db, await setStock(product.id, 2), trigger);
    expect(await restockMails()).toHaveLength(0);
  });

  it('accepts the RFC 8058 one-click POST to the same URL', async () => {
    const product = await addProduct({ countInStock: 0 });
    await alertOn(customer, product.id);
    const res = await callEndpoint(app, 'unsubscribeAlerts', { query: { token: token() } })
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body.message).toBe('Bạn đã hủy nhận thông báo');
    const alerts = (await callEndpoint(app, 'myAlerts', { as: customer }).expect(200)).body.alerts;
    expect(alerts[0].status).toBe('unsubscribed');
  });

  it('refuses a tampered, foreign or malformed token with 400 and a message, changing nothing', async () => {
    const product = await addProduct({ countInStock: 0 });
    await alertOn(customer, product.id);
    const [uidPart] = token().split('.');
    const forged = `${Buffer.from(other.uid).toString('base64url')}.${token().split('.')[1]}`;
    for (const bad of [
      `${token()}x`,
      forged,
      `${uidPart}.`,
      unsubscribeToken(customer.uid, 'another-secret'),
      'not-a-token',
    ]) {
      const res = await callEndpoint(app, 'unsubscribeAlertsPage', { query: { token: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(WISH_MSG.badUnsubscribeLink);
      await callEndpoint(app, 'unsubscribeAlerts', { query: { token: bad } }).expect(400);
    }
    await callEndpoint(app, 'unsubscribeAlertsPage').expect(400);
    const alerts = (await callEndpoint(app, 'myAlerts', { as: customer }).expect(200)).body.alerts;
    expect(alerts[0].status).toBe('active');
  });
});

describe('the mail sender and the alert email’s headers', () => {
  it('sends the List-Unsubscribe headers of a restock email over SMTP, and none on an email without them', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        sent.push(message);
        return { messageId: message.messageId };
      },
    };
    const options = { transport, from: 'Laptop Shop <no-reply@shop.example>', messageIdDomain: 'shop.example' };
    const product = await addProduct({ countInStock: 0 });
    await alertOn(customer, product.id);
    await handleProductRestocked(db, await setStock(product.id, 1), trigger);
    const mailId = (await db.collection(COLLECTIONS.mail).get()).docs[0]?.id ?? '';
    await db
      .collection(COLLECTIONS.mail)
      .doc('plain')
      .set({
        ...(await db.collection(COLLECTIONS.mail).doc(mailId).get()).data(),
        message: { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' },
      });
    expect(await deliverMail(db, mailId, options)).toBe('sent');
    expect(await deliverMail(db, 'plain', options)).toBe('sent');
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/shop\.example\/api\/alerts\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent[1]).not.toHaveProperty('headers');
  });
});
