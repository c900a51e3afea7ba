/**
 * Cash on delivery and bank transfer hold stock with no money taken, so they cannot be used to
 * hold the shelf (docs/decisions/0032-paid-only-through-the-order-rules.md): a verified email is
 * required, one phone number has at most one COD order waiting for the shop's confirmation, and an
 * unconfirmed COD order is cancelled after the settings' codConfirmHours unless an admin packs it.
 */
import { describe, expect, it } from 'vitest';
import { ordersCol } from '../src/data/collections.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import type { Order } from '../src/shared/entities/order.js';
import { PAYMENT_API_MSG } from '../src/shared/payment-messages.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { createCustomer, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { allOrders } from './support/orders.js';
import {
  app,
  readOrder,
  reservationMinutes,
  saveShopSettings,
  suite,
  usePaymentSuite,
} from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

async function tryPlacing(as: TestAccount, method: 'COD' | 'BANK_TRANSFER', phone = '0912345678') {
  const product = await addProduct({ price: 500, countInStock: 5 });
  const res = await callEndpoint(app, 'placeOrder', {
    as,
    body: placeOrderBody([{ _id: product.id, quantity: 1 }], {
      paymentMethod: method,
      shippingAddress: vietnameseAddress({ phone }),
    }),
  });
  return { res, productId: product.id };
}

const placedAgo = (id: string, hours: number) =>
  ordersCol(db)
    .doc(id)
    .update({ createdAt: new Date(Date.now() - hours * 3_600_000).toISOString() });

describe('holds without money', () => {
  it.each(['COD', 'BANK_TRANSFER'] as const)(
    '%s needs a verified email: 403 with a message, nothing stored, stock untouched',
    async (method) => {
      const unverified = await createCustomer({ verified: false });
      const { res, productId } = await tryPlacing(unverified, method);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: PAYMENT_API_MSG.verifyEmailFirst, code: 'EMAIL_NOT_VERIFIED' });
      expect(await allOrders()).toEqual([]);
      expect((await readProduct(productId))?.countInStock).toBe(5);
    },
  );

  it('an unverified account still pays by gateway', async () => {
    const unverified = await createCustomer({ verified: false });
    const product = await addProduct({ price: 500, countInStock: 5 });
    const res = await callEndpoint(app, 'placeOrder', {
      as: unverified,
      body: placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: 'VNPAY' }),
    });
    expect(res.status).toBe(201);
  });

  it('one phone number has one COD order waiting for confirmation, whichever account places it, until the shop packs it', async () => {
    const other = await createCustomer();
    const first = await tryPlacing(suite.customer, 'COD', '0912 345 678');
    expect(first.res.status).toBe(201);
    // The same number written another way, by another account.
    const second = await tryPlacing(other, 'COD', '+84912345678');
    expect(second.res.status).toBe(409);
    expect(second.res.body).toEqual({ message: PAYMENT_API_MSG.codAwaitingConfirmation, code: 'CONFLICT' });
    expect((await readProduct(second.productId))?.countInStock).toBe(5);
    // Another number is free; so is this one once the shop confirmed (packed) the first order.
    expect((await tryPlacing(other, 'COD', '0987654321')).res.status).toBe(201);
    const id = (first.res.body as Order)._id;
    await callEndpoint(app, 'packOrder', { params: { id }, as: suite.admin }).expect(200);
    expect((await tryPlacing(other, 'COD', '0912345678')).res.status).toBe(201);
  });

  it('concurrent COD placements with one phone number: exactly one is placed', async () => {
    const accounts = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const results = await Promise.all(accounts.map((account) => tryPlacing(account, 'COD', '0933333333')));
    expect(results.map(({ res }) => res.status).sort()).toEqual([201, 409, 409]);
    expect((await allOrders()).filter((order) => order.paymentMethod === 'COD')).toHaveLength(1);
  });

  it("an unconfirmed COD order is cancelled after the settings' hours and its stock goes back; a packed one is not", async () => {
    await saveShopSettings({ codConfirmHours: 6 });
    const waiting = await tryPlacing(suite.customer, 'COD', '0911111111');
    const packed = await tryPlacing(suite.customer, 'COD', '0922222222');
    const waitingId = (waiting.res.body as Order)._id;
    const packedId = (packed.res.body as Order)._id;
    await callEndpoint(app, 'packOrder', { params: { id: packedId }, as: suite.admin }).expect(200);

    await placedAgo(waitingId, 5);
    await placedAgo(packedId, 7);
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(0);
    await placedAgo(waitingId, 7);
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(1);

    expect(await readOrder(waitingId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'timeout',
      cancelReason: 'cod-unconfirmed',
    });
    expect((await readProduct(waiting.productId))?.countInStock).toBe(5);
    expect((await readOrder(packedId))?.status).toBe('packing');
    expect((await readProduct(packed.productId))?.countInStock).toBe(4);
  });
});
