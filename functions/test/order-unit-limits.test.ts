/**
 * One customer's unpaid orders hold at most 5 units of a product and 20 in all: without it one
 * free account could reserve the whole catalogue with three unpaid orders.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersCol, productsCol } from '../src/data/collections.js';
import { MAX_UNPAID_UNITS, MAX_UNPAID_UNITS_PER_PRODUCT } from '../src/shared/constants.js';
import { API_MSG } from '../src/shared/messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { placeOrderBody } from '@test-factories';
import { allOrders } from './support/orders.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
const STOCK = 50;
let customer: TestAccount;

beforeAll(clearDatabase);
beforeEach(async () => {
  await Promise.all([db.recursiveDelete(productsCol(db)), db.recursiveDelete(ordersCol(db))]);
  // A fresh customer per test: their unpaid orders are the only ones counted.
  customer = await createCustomer({ label: 'units' });
});
afterAll(deleteTestUsers);

const place = (items: { _id: string; quantity: number }[]) =>
  callEndpoint(app, 'placeOrder', { as: customer, body: placeOrderBody(items) });

/** `count` products with STOCK units each. */
const addProducts = (count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => addProduct({ name: `Laptop ${i}`, countInStock: STOCK })));

/** Units taken from the products' stock, to compare with the units in stored orders. */
async function unitsTakenFrom(ids: string[]): Promise<number> {
  const stocks = await Promise.all(ids.map(async (id) => (await readProduct(id))?.countInStock ?? 0));
  return stocks.reduce((taken, stock) => taken + (STOCK - stock), 0);
}

const unitsInOrders = async () =>
  (await allOrders()).reduce((sum, order) => sum + order.orderItems.reduce((n, item) => n + item.quantity, 0), 0);

it('the limits are 5 units of one product and 20 in all', () => {
  expect([MAX_UNPAID_UNITS_PER_PRODUCT, MAX_UNPAID_UNITS]).toEqual([5, 20]);
});

describe('5 units of one product', () => {
  it.each([
    ['one line of 6', [6]],
    ['two lines of 3, merged', [3, 3]],
  ])('%s: 409 naming the 5-unit limit, nothing written', async (_, quantities) => {
    const [product] = await addProducts(1);
    const id = product?.id as string;
    const res = await place(quantities.map((quantity) => ({ _id: id, quantity })));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'You can have at most 5 units of one product in unpaid orders',
      code: 'UNIT_LIMIT',
    });
    expect(await allOrders()).toEqual([]);
    expect((await readProduct(id))?.countInStock).toBe(STOCK);
  });

  it('5 units in one order are placed', async () => {
    const [product] = await addProducts(1);
    const res = await place([{ _id: product?.id as string, quantity: 5 }]);
    expect(res.status).toBe(201);
    expect((await readProduct(product?.id as string))?.countInStock).toBe(STOCK - 5);
  });

  it("counts the product's units in the customer's other unpaid orders", async () => {
    const [product] = await addProducts(1);
    const id = product?.id as string;
    expect((await place([{ _id: id, quantity: 3 }])).status).toBe(201);
    const res = await place([{ _id: id, quantity: 3 }]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.unpaidUnitsPerProduct, code: 'UNIT_LIMIT' });
    expect(await allOrders()).toHaveLength(1);
    expect((await readProduct(id))?.countInStock).toBe(STOCK - 3);
  });

  it("leaves other customers' orders out of the count", async () => {
    const [product] = await addProducts(1);
    const id = product?.id as string;
    const other = await createCustomer({ label: 'units-other' });
    const first = await callEndpoint(app, 'placeOrder', {
      as: other,
      body: placeOrderBody([{ _id: id, quantity: 5 }]),
    });
    expect(first.status).toBe(201);
    expect((await place([{ _id: id, quantity: 5 }])).status).toBe(201);
  });
});

describe('20 units in all', () => {
  it('an order taking the unpaid orders past 20 units: 409 naming the 20-unit limit, nothing written', async () => {
    const products = await addProducts(5);
    const ids = products.map((product) => product.id);
    // 4 products x 5 units over two orders: exactly 20, which is allowed.
    expect((await place(ids.slice(0, 2).map((id) => ({ _id: id, quantity: 5 })))).status).toBe(201);
    expect((await place(ids.slice(2, 4).map((id) => ({ _id: id, quantity: 5 })))).status).toBe(201);

    const res = await place([{ _id: ids[4] as string, quantity: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You can have at most 20 units in all in unpaid orders', code: 'UNIT_LIMIT' });
    expect(await allOrders()).toHaveLength(2);
    expect((await readProduct(ids[4] as string))?.countInStock).toBe(STOCK);
  });
});

describe('paid and cancelled orders do not count', () => {
  it.each([
    ['paid', { isPaid: true, paidAt: '2026-11-24T01:00:00.000Z' }],
    ['cancelled', { cancelledAt: '2026-11-24T01:00:00.000Z', cancelReason: 'unpaid' }],
  ] as const)('a %s order frees its units for a new order', async (_, settled) => {
    const products = await addProducts(4);
    const ids = products.map((product) => product.id);
    const first = await place(ids.map((id) => ({ _id: id, quantity: 5 })));
    expect(first.status).toBe(201);
    await ordersCol(db)
      .doc(first.body._id as string)
      .update(settled);

    const res = await place(ids.map((id) => ({ _id: id, quantity: 5 })));
    expect(res.status).toBe(201);
    expect(await allOrders()).toHaveLength(2);
  });
});

describe('concurrent orders of one customer', () => {
  it('of one product: one order is placed, the others are refused with 409, stock conserved', async () => {
    const [product] = await addProducts(1);
    const id = product?.id as string;
    const results = await Promise.all(Array.from({ length: 3 }, () => place([{ _id: id, quantity: 3 }])));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const res of results.filter((r) => r.status === 409))
      expect(res.body).toEqual({ message: API_MSG.unpaidUnitsPerProduct, code: 'UNIT_LIMIT' });
    expect(await allOrders()).toHaveLength(1);
    expect((await readProduct(id))?.countInStock).toBe(STOCK - 3);
  }, 60_000);

  it('past 20 units in all: only the orders that fit are placed, stock conserved', async () => {
    const products = await addProducts(12);
    const ids = products.map((product) => product.id);
    // Three orders of 8 units, each on its own 4 products: two fit in 20, the third does not.
    const orders = [0, 1, 2].map((n) => ids.slice(n * 4, n * 4 + 4).map((id) => ({ _id: id, quantity: 2 })));
    const results = await Promise.all(orders.map((items) => place(items)));
    expect(results.map((res) => res.status).sort()).toEqual([201, 201, 409]);
    expect(results.find((res) => res.status === 409)?.body).toEqual({
      message: API_MSG.unpaidUnits,
      code: 'UNIT_LIMIT',
    });
    expect(await unitsInOrders()).toBe(16);
    expect(await unitsTakenFrom(ids)).toBe(16);
  }, 60_000);
});
