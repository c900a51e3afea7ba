/**
 * The server's purchase event (docs/analytics-server.md): POST /api/orders keeps the browser's
 * analytics ids, and an order turning paid writes one outbox document with the GA4 and Meta bodies
 * its visitor's latest consent allows.
 */
import { describe, expect, it } from 'vitest';
import type { OrderAnalytics } from '../src/shared/analytics-schemas.js';
import type { Order, PlacedOrderAnswer } from '../src/shared/entities/order.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { allOrders } from './support/orders.js';
import { app, suite, usePaymentSuite } from './support/payment-suite.js';
import { addProduct } from './support/products.js';

usePaymentSuite();

const IDS = {
  clientId: '1234567890.1764230400',
  fbp: 'fb.1.1764230400123.987654321',
  fbc: 'fb.1.1764230400123.IwAR0abc',
};
const freshAnonId = () => crypto.randomUUID();

async function placeWithIds(analytics: OrderAnalytics, method: 'VNPAY' | 'COD' = 'VNPAY') {
  const product = await addProduct({ name: 'ThinkPad X1 Carbon', price: 120.25, countInStock: 5 });
  const res = await callEndpoint(app, 'placeOrder', {
    as: suite.customer,
    body: {
      ...placeOrderBody([{ _id: product.id, quantity: 2 }], { paymentMethod: method }),
      shippingAddress: vietnameseAddress({ phone: '+84912345678' }),
      analytics,
    },
  });
  expect(res.status).toBe(201);
  return { order: res.body as Order, productId: product.id };
}

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
    expect(stored[order._id]).toEqual({ anonId, ...IDS });
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
