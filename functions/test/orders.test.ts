import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderKeyId } from '../src/api/orders/place-order.js';
import { orderKeysCol, ordersCol, productsCol, usersCol } from '../src/data/collections.js';
import type { Order } from '../src/shared/entities/order.js';
import { API_MSG, MSG } from '../src/shared/messages.js';
import { ORDER_LIFE_MSG } from '../src/shared/payment-messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { placeOrderBody } from '@test-factories';
import { allOrders } from './support/orders.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer] = await Promise.all([createAdmin(), createCustomer({ name: 'Buyer' })]);
});
beforeEach(async () => {
  await Promise.all([db.recursiveDelete(productsCol(db)), db.recursiveDelete(ordersCol(db))]);
});
afterAll(deleteTestUsers);

// `body` is untyped on purpose: the invalid-input cases send shapes the contract refuses.
const place = (account: TestAccount, body: object, key?: string) => {
  const req = callEndpoint(app, 'placeOrder', { as: account });
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

describe('POST /api/orders', () => {
  it('places the order at current prices, decrements stock and returns it', async () => {
    const a = await addProduct({ name: 'A', price: 40.1, countInStock: 5 });
    const b = await addProduct({ name: 'B', price: 19.95, countInStock: 3 });
    const res = await place(
      customer,
      placeOrderBody(
        [
          { _id: a.id, quantity: 1 },
          { _id: b.id, quantity: 2 },
          { _id: a.id, quantity: 1 },
        ],
        { itemsPrice: 120.1, shippingPrice: 0, totalPrice: 120.1 },
      ),
    );
    expect(res.status).toBe(201);
    const order = res.body as Order;
    expect(order).toMatchObject({
      userId: customer.uid,
      user: { name: 'Buyer' },
      itemsPrice: 120.1,
      shippingPrice: 0,
      totalPrice: 120.1,
      paymentMethod: 'VNPAY',
      isPaid: false,
      paidAt: null,
      isDelivered: false,
      deliveredAt: null,
    });
    expect(order.orderItems).toEqual([
      { productId: a.id, slug: a.doc.slug, name: 'A', image: a.doc.image, price: 40.1, quantity: 2 },
      { productId: b.id, slug: b.doc.slug, name: 'B', image: b.doc.image, price: 19.95, quantity: 2 },
    ]);
    expect((await readProduct(a.id))?.countInStock).toBe(3);
    expect((await readProduct(b.id))?.countInStock).toBe(1);
    expect((await ordersCol(db).doc(order._id).get()).data()).toMatchObject({
      totalPrice: 120.1,
      userId: customer.uid,
    });
  });

  it('charges shipping at 100 or less', async () => {
    const a = await addProduct({ price: 100 });
    const res = await place(customer, placeOrderBody([{ _id: a.id, quantity: 1, price: 100 }]));
    expect(res.body).toMatchObject({ itemsPrice: 100, shippingPrice: 10, totalPrice: 110 });
  });

  describe('refusals write nothing', () => {
    let product: { id: string };
    beforeEach(async () => {
      product = await addProduct({ name: 'Stocked', price: 10, countInStock: 2 });
    });

    async function expectNothingWritten() {
      expect((await readProduct(product.id))?.countInStock).toBe(2);
      expect(await allOrders()).toEqual([]);
    }

    it('a missing product: 404 naming it', async () => {
      const res = await place(
        customer,
        placeOrderBody([
          { _id: product.id, quantity: 1 },
          { _id: 'gone', quantity: 1 },
        ]),
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found: gone', code: 'NOT_FOUND' });
      await expectNothingWritten();
    });

    it('not enough stock, counting merged lines: 409 with the product name', async () => {
      const res = await place(
        customer,
        placeOrderBody([
          { _id: product.id, quantity: 2 },
          { _id: product.id, quantity: 1 },
        ]),
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: `${MSG.outOfStock}: Stocked`, code: 'OUT_OF_STOCK' });
      await expectNothingWritten();
    });

    it.each([
      [{ items: [{ price: 9 }], totals: {} }],
      [{ items: [{}], totals: { itemsPrice: 10 } }],
      [{ items: [{}], totals: { totalPrice: 10 } }],
      [{ items: [{}], totals: { shippingPrice: 0 } }],
    ])('tampered prices %j: 400', async ({ items, totals }) => {
      const res = await place(customer, placeOrderBody([{ _id: product.id, quantity: 2, ...items[0] }], totals));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: API_MSG.pricesChanged, code: 'PRICES_CHANGED' });
      await expectNothingWritten();
    });

    it.each([
      [{ ...placeOrderBody([]) }, 'orderItems must not be empty'],
      [{ ...placeOrderBody([{ _id: 'x', quantity: 1 }]), shippingAddress: { fullname: 'A' } }, 'address is required'],
      [
        { ...placeOrderBody([{ _id: 'x', quantity: 1 }]), paymentMethod: 'PAYPAL' },
        'paymentMethod must be one of VNPAY, MOMO',
      ],
      [{ ...placeOrderBody([{ _id: 'x', quantity: 0 }]) }, 'orderItems.quantity must be at least 1'],
      [{ shippingAddress: {}, paymentMethod: 'VNPAY' }, 'orderItems is required'],
    ])('invalid input: 400 (%#)', async (body, message) => {
      const res = await place(customer, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      await expectNothingWritten();
    });

    it('no token: 401', async () => {
      const res = await callEndpoint(app, 'placeOrder', { body: placeOrderBody([{ _id: product.id, quantity: 1 }]) });
      expect(res.status).toBe(401);
      await expectNothingWritten();
    });

    it('an invalid Idempotency-Key: 400', async () => {
      const res = await place(customer, placeOrderBody([{ _id: product.id, quantity: 1 }]), 'short');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Idempotency-Key must be 8 to 100 characters', code: 'VALIDATION_FAILED' });
      await expectNothingWritten();
    });
  });

  it('sells exactly the stock to 30 simultaneous customers', async () => {
    const { id } = await addProduct({ name: 'Hot item', price: 10, countInStock: 5 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createCustomer({ label: 'rush' })));
    const results = await Promise.all(buyers.map((buyer) => place(buyer, placeOrderBody([{ _id: id, quantity: 1 }]))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    expect(results.find((r) => r.status === 409)?.body).toEqual({
      message: `${MSG.outOfStock}: Hot item`,
      code: 'OUT_OF_STOCK',
    });
    expect((await readProduct(id))?.countInStock).toBe(0);
    const orders = await allOrders();
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map((o) => o.userId)).size).toBe(5);
  }, 120_000);

  it('places one order for the same Idempotency-Key sent twice in a row', async () => {
    const { id } = await addProduct({ countInStock: 5 });
    const first = await place(customer, placeOrderBody([{ _id: id, quantity: 2 }]), 'checkout-key-1');
    const second = await place(customer, placeOrderBody([{ _id: id, quantity: 2 }]), 'checkout-key-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body._id).toBe(first.body._id);
    expect(await allOrders()).toHaveLength(1);
    expect((await readProduct(id))?.countInStock).toBe(3);
  });

  it('places one order for the same Idempotency-Key sent concurrently', async () => {
    const { id } = await addProduct({ countInStock: 5 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => place(customer, placeOrderBody([{ _id: id, quantity: 1 }]), 'checkout-key-2')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
    expect(await allOrders()).toHaveLength(1);
    expect((await readProduct(id))?.countInStock).toBe(4);
  });

  it("a replay never answers an order stored for someone else under the key's record", async () => {
    const { id } = await addProduct({ countInStock: 5 });
    const other = await createCustomer();
    const planted = await place(other, placeOrderBody([{ _id: id, quantity: 1 }]));
    await orderKeysCol(db)
      .doc(orderKeyId(customer.uid, 'planted-key-1'))
      .set({ userId: customer.uid, orderId: planted.body._id as string, createdAt: new Date().toISOString() });
    const res = await place(customer, placeOrderBody([{ _id: id, quantity: 1 }]), 'planted-key-1');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.idempotencyKeyReused, code: 'CONFLICT' });
    expect(JSON.stringify(res.body)).not.toContain(other.uid);
  });

  it('keeps keys apart per customer', async () => {
    const { id } = await addProduct({ countInStock: 5 });
    const other = await createCustomer();
    await place(customer, placeOrderBody([{ _id: id, quantity: 1 }]), 'shared-key-123');
    const res = await place(other, placeOrderBody([{ _id: id, quantity: 1 }]), 'shared-key-123');
    expect(res.status).toBe(201);
    expect(await allOrders()).toHaveLength(2);
  });
});

async function orderFor(account: TestAccount, overrides: Partial<Order> = {}): Promise<Order> {
  const { id } = await addProduct({ countInStock: 10, price: 30 });
  const res = await place(account, placeOrderBody([{ _id: id, quantity: 3 }]));
  if (Object.keys(overrides).length > 0) await ordersCol(db).doc(res.body._id).update(overrides);
  return { ...res.body, ...overrides } as Order;
}

describe('GET /api/orders/mine and /:id', () => {
  it('lists only my orders, newest first', async () => {
    const other = await createCustomer();
    const older = await orderFor(customer);
    const newer = await orderFor(customer);
    await orderFor(other);
    const res = await callEndpoint(app, 'myOrders', { as: customer });
    expect(res.status).toBe(200);
    expect(res.body.map((o: Order) => o._id)).toEqual([newer._id, older._id]);
  });

  it('shows an order to its owner and to an admin, and hides it from others', async () => {
    const order = await orderFor(customer);
    const other = await createCustomer();
    const own = await callEndpoint(app, 'orderById', { params: { id: order._id }, as: customer });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: order._id, totalPrice: 100 });
    expect((await callEndpoint(app, 'orderById', { params: { id: order._id }, as: admin })).status).toBe(200);
    const hidden = await callEndpoint(app, 'orderById', { params: { id: order._id }, as: other });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: API_MSG.orderNotFound, code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown order', async () => {
    const res = await callEndpoint(app, 'orderById', { params: { id: 'unknown' }, as: customer });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.orderNotFound, code: 'NOT_FOUND' });
  });
});

describe('GET /api/orders (admin)', () => {
  it('lists every order newest first with the customer name, or null once the user is gone', async () => {
    const gone = await createCustomer({ name: 'Gone' });
    const first = await orderFor(customer);
    const second = await orderFor(gone);
    await usersCol(db).doc(gone.uid).delete();
    const res = await callEndpoint(app, 'adminOrders', { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o: Order) => o._id)).toEqual([second._id, first._id]);
    expect(res.body.orders[0].user).toBeNull();
    expect(res.body.orders[1].user).toEqual({ name: 'Buyer' });
    expect(res.body.nextCursor).toBeNull();
  });
});

describe('DELETE /api/orders/:id', () => {
  const cancel = (id: string) =>
    callEndpoint(app, 'cancelOrder', { params: { id }, as: admin, body: { reason: 'Customer asked by phone' } });

  it('deletes a cancelled order that was never paid, moving no stock (it went back at the cancel)', async () => {
    const { id } = await addProduct({ countInStock: 4 });
    const placed = await place(customer, placeOrderBody([{ _id: id, quantity: 3 }]));
    expect((await cancel(placed.body._id)).status).toBe(200);
    expect((await readProduct(id))?.countInStock).toBe(4);
    const res = await callEndpoint(app, 'deleteOrder', { params: { id: placed.body._id }, as: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: API_MSG.orderDeleted });
    expect((await readProduct(id))?.countInStock).toBe(4);
    expect(await allOrders()).toEqual([]);
  });

  it('refuses (409) deleting an open, a paid, a delivered or a refund-pending order, changing nothing', async () => {
    const { id } = await addProduct({ countInStock: 10 });
    const placed = async () => (await place(customer, placeOrderBody([{ _id: id, quantity: 1 }]))).body._id as string;
    const open = await placed();
    const paid = await placed();
    await callEndpoint(app, 'markOrderPaid', { params: { id: paid }, as: admin }).expect(200);
    const delivered = await placed();
    await ordersCol(db).doc(delivered).update({ isPaid: true, isDelivered: true, status: 'delivered' });
    const refundPending = await placed();
    await callEndpoint(app, 'markOrderPaid', { params: { id: refundPending }, as: admin }).expect(200);
    await cancel(refundPending).expect(200);
    // Cancelled unpaid, but a payment came in afterwards and waits for its refund.
    const owesRefund = await placed();
    await cancel(owesRefund).expect(200);
    await ordersCol(db).doc(owesRefund).update({ needsRefund: true });

    for (const order of [open, paid, delivered, refundPending, owesRefund]) {
      const res = await callEndpoint(app, 'deleteOrder', { params: { id: order }, as: admin });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: ORDER_LIFE_MSG.onlyCancelledUnpaidDeleted, code: 'CONFLICT' });
    }
    expect(await allOrders()).toHaveLength(5);
    expect((await readProduct(id))?.countInStock).toBe(7);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await callEndpoint(app, 'deleteOrder', { params: { id: 'unknown' }, as: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.orderNotFound, code: 'NOT_FOUND' });
  });
});

describe('PUT /api/orders/:id/pay and /deliver', () => {
  it('marks paid then delivered, refusing repeats and delivery before payment', async () => {
    const order = await orderFor(customer);
    const early = await callEndpoint(app, 'markOrderDelivered', { params: { id: order._id }, as: admin });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: API_MSG.orderNotPaid, code: 'CONFLICT' });

    const paid = await callEndpoint(app, 'markOrderPaid', { params: { id: order._id }, as: admin });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ _id: order._id, isPaid: true, isDelivered: false });
    expect(typeof paid.body.paidAt).toBe('string');
    const again = await callEndpoint(app, 'markOrderPaid', { params: { id: order._id }, as: admin });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: API_MSG.orderAlreadyPaid, code: 'CONFLICT' });

    // Paid but never shipped: delivered only with the admin's reason.
    const unshipped = await callEndpoint(app, 'markOrderDelivered', { params: { id: order._id }, as: admin });
    expect(unshipped.status).toBe(409);
    expect(unshipped.body).toEqual({ message: ORDER_LIFE_MSG.deliverReasonRequired, code: 'CONFLICT' });
    const body = { reason: 'Picked up at the shop' };
    const delivered = await callEndpoint(app, 'markOrderDelivered', { params: { id: order._id }, as: admin, body });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ isPaid: true, isDelivered: true });
    expect((await ordersCol(db).doc(order._id).get()).data()).toMatchObject({
      isDelivered: true,
      deliveredAt: delivered.body.deliveredAt,
    });
    const twice = await callEndpoint(app, 'markOrderDelivered', { params: { id: order._id }, as: admin, body });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: API_MSG.orderAlreadyDelivered, code: 'CONFLICT' });
  });

  it('answers 404 for an unknown order', async () => {
    for (const name of ['markOrderPaid', 'markOrderDelivered'] as const) {
      const res = await callEndpoint(app, name, { params: { id: 'unknown' }, as: admin });
      expect(res.status).toBe(404);
    }
  });
});
