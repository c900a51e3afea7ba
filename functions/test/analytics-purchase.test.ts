/**
 * The server's purchase event (docs/analytics-server.md): POST /api/orders keeps the browser's
 * analytics ids, and an order turning paid writes one outbox document with the GA4 and Meta bodies
 * its visitor's latest consent allows.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsPurchasesCol } from '../src/analytics/purchase-doc.js';
import { hashedEmail, hashedPhone } from '../src/analytics/purchase-payloads.js';
import { ordersCol } from '../src/data/collections.js';
import { readShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { OrderAnalytics } from '../src/shared/analytics-schemas.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { Order, PlacedOrderAnswer } from '../src/shared/entities/order.js';
import type { PaymentRedirect } from '../src/shared/entities/payment.js';
import { handleOrderPaidAnalytics } from '../src/triggers/analytics-purchase.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { vnpayResult } from './support/gateway.js';
import { allOrders } from './support/orders.js';
import { app, paymentUrl, saveShopSettings, suite, usePaymentSuite, vnpayIpn } from './support/payment-suite.js';
import { addProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();
beforeEach(async () => {
  for (const name of [COLLECTIONS.analyticsPurchases, COLLECTIONS.consents])
    await db.recursiveDelete(db.collection(name));
});

const ORIGIN = 'https://shop.example';
const IDS = {
  clientId: '1234567890.1764230400',
  fbp: 'fb.1.1764230400123.987654321',
  fbc: 'fb.1.1764230400123.IwAR0abc',
};
const freshAnonId = () => randomUUID();
/** The placing browser's User-Agent header: Meta's website events require it. */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function consentTo(anonId: string, purposes: { analytics: boolean; marketing: boolean }, at: string) {
  await db
    .collection(COLLECTIONS.consents)
    .add({ anonId, uid: null, purposes: { necessary: true, ...purposes }, version: '1', at });
}

async function placeWithIds(
  analytics: OrderAnalytics,
  method: 'VNPAY' | 'COD' = 'VNPAY',
  userAgent: string | null = PHONE_BROWSER,
) {
  const product = await addProduct({ name: 'ThinkPad X1 Carbon', price: 120.25, countInStock: 5 });
  const res = await callEndpoint(app, 'placeOrder', {
    as: suite.customer,
    // null: a request that names no browser (superagent sends no User-Agent of its own).
    headers: userAgent === null ? {} : { 'User-Agent': userAgent },
    body: {
      ...placeOrderBody([{ _id: product.id, quantity: 2 }], { paymentMethod: method }),
      shippingAddress: vietnameseAddress({ phone: '+84912345678' }),
      analytics,
    },
  });
  expect(res.status).toBe(201);
  return { order: res.body as Order, productId: product.id };
}

/** Runs the order trigger on the order's change since `before`, as three separate events would. */
async function triggerPaid(orderId: string, before: FirebaseFirestore.DocumentSnapshot, times = 1) {
  const after = await ordersCol(db).doc(orderId).get();
  for (let i = 0; i < times; i += 1) {
    await handleOrderPaidAnalytics(
      db,
      { id: `event-${randomUUID()}`, data: { before: before as never, after: after as never } },
      ORIGIN,
    );
  }
}

async function payByVnpay(orderId: string, totalPrice: number, repeats = 1) {
  const redirect = (await paymentUrl(orderId)).body as PaymentRedirect;
  const params = vnpayResult(redirect.reference, Math.round(totalPrice * 100));
  const before = await ordersCol(db).doc(orderId).get();
  for (let i = 0; i < repeats; i += 1) await vnpayIpn(params);
  // Each IPN's write, as the trigger sees it: only the first changed the order.
  await triggerPaid(orderId, before, repeats);
}

const outbox = async () => (await analyticsPurchasesCol(db).get()).docs.map((doc) => doc.data());

describe('POST /api/orders keeps the analytics ids', () => {
  it('stores them on an account’s order and on a guest’s, never in the answer', async () => {
    const anonId = freshAnonId();
    const { order } = await placeWithIds({ anonId, ...IDS });
    expect(order).not.toHaveProperty('analytics');
    const product = await addProduct({ price: 50 });
    const guest = await callEndpoint(app, 'placeOrder', {
      body: {
        ...placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: 'COD' }),
        guest: { name: 'Nguyễn Văn An', phone: '+84912000111' },
        analytics: { anonId },
      },
      headers: { 'X-Forwarded-For': '203.0.113.77' },
    });
    expect(guest.status).toBe(201);
    expect(guest.body).not.toHaveProperty('analytics');
    const stored = Object.fromEntries((await allOrders()).map((doc) => [doc.id, doc.analytics]));
    expect(stored[order._id]).toEqual({ anonId, ...IDS, userAgent: PHONE_BROWSER });
    expect(stored[(guest.body as PlacedOrderAnswer)._id]).toEqual({ anonId });
  });

  it.each([
    ['anonId', { anonId: 'not an id' }],
    ['clientId', { clientId: 'GA1.1.x' }],
    ['fbp', { fbp: 'fbp-cookie' }],
    ['fbc', { fbc: 'fb.1.1.x' }],
  ])('answers 400 naming analytics.%s, and stores nothing', async (field, analytics) => {
    const product = await addProduct({ price: 50 });
    const res = await callEndpoint(app, 'placeOrder', { as: suite.customer }).send({
      ...placeOrderBody([{ _id: product.id, quantity: 1 }]),
      analytics,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(`analytics.${field}`);
    expect(await allOrders()).toHaveLength(0);
  });
});

describe('the purchase event when an order turns paid', () => {
  it('three identical IPNs give one outbox document with the exact GA4 and Meta bodies', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456' });
    const anonId = freshAnonId();
    await consentTo(anonId, { analytics: false, marketing: false }, '2026-11-27T10:00:00.000Z');
    await consentTo(anonId, { analytics: true, marketing: true }, '2026-11-27T10:05:00.000Z');
    const { order, productId } = await placeWithIds({ anonId, ...IDS });
    await payByVnpay(order._id, order.totalPrice, 3);

    const docs = await outbox();
    expect(docs).toHaveLength(1);
    const paid = (await ordersCol(db).doc(order._id).get()).data();
    const doc = docs[0];
    expect(doc?.consent).toEqual({
      anonId,
      analytics: true,
      marketing: true,
      version: '1',
      at: '2026-11-27T10:05:00.000Z',
    });
    expect(doc?.delivery).toMatchObject({ state: 'PENDING', attempts: 0 });
    const value = order.itemsPrice;
    expect(doc?.ga4).toEqual({
      measurementId: 'G-TEST1234',
      sentAt: null,
      refusal: null,
      body: {
        client_id: IDS.clientId,
        events: [
          {
            name: 'purchase',
            params: {
              transaction_id: order._id,
              value,
              currency: 'VND',
              shipping: order.shippingPrice,
              items: [{ item_id: productId, item_name: 'ThinkPad X1 Carbon', price: 120.25, quantity: 2 }],
            },
          },
        ],
      },
    });
    expect(doc?.meta).toEqual({
      pixelId: '1234567890123456',
      sentAt: null,
      refusal: null,
      body: {
        data: [
          {
            event_name: 'Purchase',
            event_time: Math.floor(Date.parse(paid?.paidAt ?? '') / 1000),
            event_id: order._id,
            action_source: 'website',
            event_source_url: `${ORIGIN}/order/${order._id}`,
            user_data: {
              em: [hashedEmail(suite.customer.email)],
              ph: [hashedPhone('+84912345678')],
              fbp: IDS.fbp,
              fbc: IDS.fbc,
              client_user_agent: PHONE_BROWSER,
            },
            custom_data: {
              value,
              currency: 'VND',
              content_ids: [productId],
              contents: [{ id: productId, quantity: 2, item_price: 120.25 }],
              content_type: 'product',
            },
          },
        ],
      },
    });
  });

  it('writes nothing without a consent, or when the latest consent withdrew both', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456' });
    const never = await placeWithIds({ anonId: freshAnonId(), ...IDS });
    await payByVnpay(never.order._id, never.order.totalPrice);
    const withdrawn = freshAnonId();
    await consentTo(withdrawn, { analytics: true, marketing: true }, '2026-11-27T10:00:00.000Z');
    await consentTo(withdrawn, { analytics: false, marketing: false }, '2026-11-27T11:00:00.000Z');
    const later = await placeWithIds({ anonId: withdrawn, ...IDS });
    await payByVnpay(later.order._id, later.order.totalPrice);
    expect(await outbox()).toEqual([]);
  });

  it('analytics only gives GA4 only (client_id from the consent cookie without _ga); marketing only gives Meta only', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456' });
    const analyticsOnly = freshAnonId();
    await consentTo(analyticsOnly, { analytics: true, marketing: false }, '2026-11-27T10:00:00.000Z');
    const a = await placeWithIds({ anonId: analyticsOnly });
    await payByVnpay(a.order._id, a.order.totalPrice);
    const marketingOnly = freshAnonId();
    await consentTo(marketingOnly, { analytics: false, marketing: true }, '2026-11-27T10:00:00.000Z');
    const m = await placeWithIds({ anonId: marketingOnly, fbp: IDS.fbp });
    await payByVnpay(m.order._id, m.order.totalPrice);

    const byOrder = Object.fromEntries((await outbox()).map((doc) => [doc.orderId, doc]));
    expect(byOrder[a.order._id]?.meta).toBeNull();
    expect(byOrder[a.order._id]?.ga4?.body.client_id).toBe(analyticsOnly);
    expect(byOrder[m.order._id]?.ga4).toBeNull();
    expect(byOrder[m.order._id]?.meta?.body.data[0].user_data.fbp).toBe(IDS.fbp);
  });

  it('sends no Meta event for an order placed without a User-Agent (Meta requires it of a website event); GA4 still', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456' });
    const anonId = freshAnonId();
    await consentTo(anonId, { analytics: true, marketing: true }, '2026-11-27T10:00:00.000Z');
    const { order } = await placeWithIds({ anonId, ...IDS }, 'VNPAY', null);
    expect((await ordersCol(db).doc(order._id).get()).data()?.analytics).toEqual({ anonId, ...IDS });
    await payByVnpay(order._id, order.totalPrice);
    const docs = await outbox();
    expect(docs.map((doc) => [doc.ga4?.measurementId, doc.meta])).toEqual([['G-TEST1234', null]]);
  });

  it('a consent given under an older consentVersion counts as none, as in the browser', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456', consentVersion: '2' });
    const anonId = freshAnonId();
    // Version '1', answered before the owner changed the text: no event.
    await consentTo(anonId, { analytics: true, marketing: true }, '2026-11-27T10:00:00.000Z');
    const before = await placeWithIds({ anonId, ...IDS });
    await payByVnpay(before.order._id, before.order.totalPrice);
    expect(await outbox()).toEqual([]);
    // Answered again under version '2': the next paid order is reported.
    await db.collection(COLLECTIONS.consents).add({
      anonId,
      uid: null,
      purposes: { necessary: true, analytics: true, marketing: false },
      version: '2',
      at: '2026-11-27T11:00:00.000Z',
    });
    const after = await placeWithIds({ anonId, ...IDS });
    await payByVnpay(after.order._id, after.order.totalPrice);
    expect((await outbox()).map((doc) => [doc.orderId, Boolean(doc.ga4), Boolean(doc.meta)])).toEqual([
      [after.order._id, true, false],
    ]);
  });

  it('a service whose id is empty in Settings is off', async () => {
    await saveShopSettings({ ga4MeasurementId: '', metaPixelId: '1234567890123456' });
    const anonId = freshAnonId();
    await consentTo(anonId, { analytics: true, marketing: false }, '2026-11-27T10:00:00.000Z');
    const { order } = await placeWithIds({ anonId });
    await payByVnpay(order._id, order.totalPrice);
    expect(await outbox()).toEqual([]);
  });

  it('reports the first order paid after another instance saved the ids, whatever this instance read before', async () => {
    await saveShopSettings({ ga4MeasurementId: '', metaPixelId: '' });
    const anonId = freshAnonId();
    await consentTo(anonId, { analytics: true, marketing: true }, '2026-11-27T10:00:00.000Z');
    const { order } = await placeWithIds({ anonId, ...IDS });
    expect((await readShopSettings(db)).ga4MeasurementId).toBe('');
    // Saved elsewhere: this instance's copy of the settings is not forgotten.
    await shopSettingsDoc(db).set({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456' });
    await payByVnpay(order._id, order.totalPrice);
    const docs = await outbox();
    expect(docs.map((doc) => [doc.ga4?.measurementId, doc.meta?.pixelId])).toEqual([
      ['G-TEST1234', '1234567890123456'],
    ]);
  });

  it('cash on delivery: one document when the delivery records the cash, none before', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '' });
    const anonId = freshAnonId();
    await consentTo(anonId, { analytics: true, marketing: true }, '2026-11-27T10:00:00.000Z');
    const { order } = await placeWithIds({ anonId, ...IDS }, 'COD');
    const id = order._id;
    const as = suite.admin;
    const placed = await ordersCol(db).doc(id).get();
    await callEndpoint(app, 'packOrder', { params: { id }, as }).expect(200);
    await callEndpoint(app, 'shipOrder', { params: { id }, as, body: { carrier: 'GHN', trackingNumber: 'GHN1' } });
    await triggerPaid(id, placed);
    expect(await outbox()).toEqual([]);
    const shipped = await ordersCol(db).doc(id).get();
    await callEndpoint(app, 'markOrderDelivered', { params: { id }, as }).expect(200);
    await triggerPaid(id, shipped, 2);
    const docs = await outbox();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.ga4?.body.events[0].params).toMatchObject({ transaction_id: id, currency: 'VND' });
    expect(docs[0]?.meta).toBeNull();
  });
});

describe('the refund event when an order turns refunded', () => {
  /** The refund's history entry, as the admin's refund writes it, seen by the trigger `times` times. */
  async function refund(orderId: string, times = 1) {
    const before = await ordersCol(db).doc(orderId).get();
    const history = before.data()?.statusHistory ?? [];
    const entry = {
      status: 'refunded' as const,
      at: new Date().toISOString(),
      by: { role: 'admin' as const },
      note: null,
    };
    await ordersCol(db)
      .doc(orderId)
      .update({ statusHistory: [...history, entry] });
    await triggerPaid(orderId, before, times);
  }
  const refundDocs = async () => (await outbox()).filter((doc) => doc.ga4?.body.events[0].name === 'refund');

  it('takes back in GA4 only, once, a purchase GA4 was told of', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456' });
    const anonId = freshAnonId();
    await consentTo(anonId, { analytics: true, marketing: true }, '2026-11-27T10:05:00.000Z');
    const { order, productId } = await placeWithIds({ anonId, ...IDS });
    await payByVnpay(order._id, order.totalPrice);
    await refund(order._id, 2);

    const refunds = await refundDocs();
    expect(refunds).toHaveLength(1);
    expect((await analyticsPurchasesCol(db).doc(`${order._id}-refund`).get()).exists).toBe(true);
    expect(refunds[0]?.meta).toBeNull();
    expect(refunds[0]?.ga4).toEqual({
      measurementId: 'G-TEST1234',
      sentAt: null,
      refusal: null,
      body: {
        client_id: IDS.clientId,
        events: [
          {
            name: 'refund',
            params: {
              transaction_id: order._id,
              value: order.itemsPrice,
              currency: 'VND',
              shipping: order.shippingPrice,
              items: [{ item_id: productId, item_name: 'ThinkPad X1 Carbon', price: 120.25, quantity: 2 }],
            },
          },
        ],
      },
    });
  });

  it('sends none for a purchase GA4 never had, nor once analytics consent is withdrawn', async () => {
    await saveShopSettings({ ga4MeasurementId: 'G-TEST1234', metaPixelId: '1234567890123456' });
    const marketingOnly = freshAnonId();
    await consentTo(marketingOnly, { analytics: false, marketing: true }, '2026-11-27T10:05:00.000Z');
    const first = await placeWithIds({ anonId: marketingOnly, ...IDS });
    await payByVnpay(first.order._id, first.order.totalPrice);

    const withdrawn = freshAnonId();
    await consentTo(withdrawn, { analytics: true, marketing: false }, '2026-11-27T10:05:00.000Z');
    const second = await placeWithIds({ anonId: withdrawn, ...IDS });
    await payByVnpay(second.order._id, second.order.totalPrice);
    await consentTo(withdrawn, { analytics: false, marketing: false }, '2026-11-27T11:00:00.000Z');

    await refund(first.order._id);
    await refund(second.order._id);
    expect(await refundDocs()).toEqual([]);
    expect(await outbox()).toHaveLength(2);
  });
});
