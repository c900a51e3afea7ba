/**
 * Orders of laptops sold in configurations: each line buys one variant (the default when it names
 * none), stock moves per variant in the placing, cancelling and time-out transactions, and the
 * product's stock stays the sum of its variants'.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersCol, productsCol, skusCol } from '../src/data/collections.js';
import { expireOrderIfOverdue } from '../src/payments/reservations.js';
import type { Order } from '../src/shared/entities/order.js';
import type { ProductVariant } from '../src/shared/entities/variants.js';
import { MSG } from '../src/shared/messages.js';
import { placeOrderBody } from '@test-factories';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { allOrders } from './support/orders.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';
import { addVariantProduct, airVariants, stockByVariant } from './support/variants.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
beforeEach(async () => {
  await Promise.all([
    db.recursiveDelete(productsCol(db)),
    db.recursiveDelete(ordersCol(db)),
    db.recursiveDelete(skusCol(db)),
  ]);
  // A fresh customer per test: their unpaid orders are the only ones the unit limits count.
  customer = await createCustomer({ label: 'variants' });
});
afterAll(deleteTestUsers);

type Item = { _id: string; quantity: number; variantId?: string; price?: number };
const place = (items: Item[], as: TestAccount = customer) =>
  callEndpoint(app, 'placeOrder', { as }).send(placeOrderBody(items as never));

/** The stored product's stock: per variant, and the derived sum. */
async function stock(id: string) {
  const product = await readProduct(id);
  return { variants: stockByVariant(product), countInStock: product?.countInStock };
}

/** Each variant with `count` units. */
const stocked = (count: number): ProductVariant[] =>
  airVariants().map((variant) => ({ ...variant, countInStock: count }));

describe('POST /api/orders with configurations', () => {
  it('a line naming a variant buys it at its price, with its SKU and title; only its stock moves', async () => {
    const { id, doc } = await addVariantProduct();
    const res = await place([{ _id: id, variantId: 'v16s', quantity: 2, price: 34_990_000 }]);
    expect(res.status).toBe(201);
    const sku = doc.variants?.[1]?.sku;
    expect((res.body as Order).orderItems).toEqual([
      expect.objectContaining({
        productId: id,
        variantId: 'v16s',
        sku,
        variantTitle: '16 GB / 512 GB / Bạc',
        price: 34_990_000,
        quantity: 2,
      }),
    ]);
    expect((res.body as Order).itemsPrice).toBe(69_980_000);
    expect(await stock(id)).toEqual({ variants: { v8: 4, v16s: 3, v16g: 2 }, countInStock: 9 });
  });

  it('a line without a variant buys the default one, as a client written against the spec does', async () => {
    const { id } = await addVariantProduct();
    const cheapest = await place([{ _id: id, quantity: 1, price: 27_990_000 }]);
    expect(cheapest.status).toBe(201);
    expect((cheapest.body as Order).orderItems[0]).toMatchObject({
      variantId: 'v8',
      variantTitle: '8 GB / 256 GB / Bạc',
    });
    await productsCol(db).doc(id).update({ defaultVariantId: 'v16g' });
    const chosen = await place([{ _id: id, quantity: 1 }], await createCustomer({ label: 'variants' }));
    expect((chosen.body as Order).orderItems[0]).toMatchObject({ variantId: 'v16g', price: 34_990_000 });
    expect(await stock(id)).toEqual({ variants: { v8: 3, v16s: 5, v16g: 1 }, countInStock: 9 });
  });

  it('two variants of one product in one order each take their own stock; a default line merges with its variant', async () => {
    const { id } = await addVariantProduct(stocked(5));
    const res = await place([
      { _id: id, variantId: 'v16g', quantity: 1 },
      { _id: id, quantity: 1 },
      { _id: id, variantId: 'v8', quantity: 2 },
    ]);
    expect(res.status).toBe(201);
    const lines = (res.body as Order).orderItems.map((item) => [item.variantId, item.quantity]);
    expect(lines).toEqual([
      ['v16g', 1],
      ['v8', 3],
    ]);
    expect(await stock(id)).toEqual({ variants: { v8: 2, v16s: 5, v16g: 4 }, countInStock: 11 });
  });

  it('refuses an unknown variant, or one named on a product without variants, with 400; nothing is written', async () => {
    const { id, doc } = await addVariantProduct();
    const simple = await addProduct({ name: 'Plain laptop' });
    const unknown = await place([{ _id: id, variantId: 'gone', quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`orderItems.variantId gone is not a configuration of ${doc.name}`);
    const onPlain = await place([{ _id: simple.id, variantId: 'v8', quantity: 1 }]);
    expect(onPlain.status).toBe(400);
    expect(onPlain.body.message).toBe('orderItems.variantId v8 is not a configuration of Plain laptop');
    expect(await allOrders()).toHaveLength(0);
    expect(await readProduct(id)).toEqual(doc);
  });

  it("checks a line's price against its variant's price", async () => {
    const { id } = await addVariantProduct();
    // The product's price is its cheapest variant's: not the price of 16 GB / 512 GB.
    const res = await place([{ _id: id, variantId: 'v16s', quantity: 1, price: 27_990_000 }]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PRICES_CHANGED');
    expect(await allOrders()).toHaveLength(0);
  });

  it('a variant sold out answers 409 naming the configuration', async () => {
    const { id, doc } = await addVariantProduct();
    const res = await place([{ _id: id, variantId: 'v16g', quantity: 3 }]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: `${MSG.outOfStock}: ${doc.name} (16 GB / 512 GB / Xám)`,
      code: 'OUT_OF_STOCK',
    });
  });

  it('30 simultaneous customers on a variant with stock 5: exactly 5 orders, the other variants do not move', async () => {
    const { id } = await addVariantProduct();
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createCustomer({ label: 'rush' })));
    const results = await Promise.all(
      buyers.map((buyer) => place([{ _id: id, variantId: 'v16s', quantity: 1 }], buyer)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    expect(await stock(id)).toEqual({ variants: { v8: 4, v16s: 0, v16g: 2 }, countInStock: 6 });
    expect(await allOrders()).toHaveLength(5);
  }, 120_000);
});

describe('unit limits per configuration', () => {
  it('5 units of one variant in unpaid orders; another variant of the same product counts on its own', async () => {
    const { id } = await addVariantProduct(stocked(30));
    expect((await place([{ _id: id, variantId: 'v16s', quantity: 5 }])).status).toBe(201);
    const sixth = await place([{ _id: id, variantId: 'v16s', quantity: 1 }]);
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('UNIT_LIMIT');
    expect((await place([{ _id: id, variantId: 'v16g', quantity: 5 }])).status).toBe(201);
    expect(await stock(id)).toEqual({ variants: { v8: 30, v16s: 25, v16g: 25 }, countInStock: 80 });
  });

  it('20 units in all, across variants', async () => {
    const variants = Array.from({ length: 5 }, (_, i) => ({
      _id: `c${i}`,
      sku: `CAP-${i}-${Date.now()}`,
      optionValues: [`${i}`],
      price: 10_000_000,
      countInStock: 10,
    }));
    const { id } = await addVariantProduct(variants, {
      options: [{ name: 'Cấu hình', values: ['0', '1', '2', '3', '4'] }],
    });
    const lines = (ids: string[]) => ids.map((variantId) => ({ _id: id, variantId, quantity: 5 }));
    expect((await place(lines(['c0', 'c1']))).status).toBe(201);
    expect((await place(lines(['c2', 'c3']))).status).toBe(201);
    const over = await place([{ _id: id, variantId: 'c4', quantity: 1 }]);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('UNIT_LIMIT');
  });
});

describe('stock given back per configuration', () => {
  it("a customer's cancel puts the units back on their variant", async () => {
    const { id } = await addVariantProduct();
    const placed = await place([
      { _id: id, variantId: 'v16s', quantity: 2 },
      { _id: id, variantId: 'v16g', quantity: 1 },
    ]);
    expect(await stock(id)).toEqual({ variants: { v8: 4, v16s: 3, v16g: 1 }, countInStock: 8 });
    const cancel = await callEndpoint(app, 'cancelMyOrder', {
      params: { id: placed.body._id },
      as: customer,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(await stock(id)).toEqual({ variants: { v8: 4, v16s: 5, v16g: 2 }, countInStock: 11 });
  });

  it('the payment time-out puts the units back on their variant; a variant removed since takes none', async () => {
    const { id } = await addVariantProduct();
    const placed = await place([
      { _id: id, variantId: 'v16s', quantity: 2 },
      { _id: id, variantId: 'v16g', quantity: 1 },
    ]);
    const product = await readProduct(id);
    // The admin stops selling the grey one meanwhile.
    const kept = (product?.variants ?? []).filter((variant) => variant._id !== 'v16g');
    await productsCol(db).doc(id).update({ variants: kept, countInStock: 7 });
    const later = new Date(Date.now() + 24 * 3_600_000);
    expect(await expireOrderIfOverdue(db, placed.body._id, 15, later)).toBe(true);
    expect(await stock(id)).toEqual({ variants: { v8: 4, v16s: 5 }, countInStock: 9 });
  });
});

describe('the orders CSV', () => {
  it('names the configuration and SKU of each line', async () => {
    const { id, doc } = await addVariantProduct();
    expect((await place([{ _id: id, variantId: 'v16s', quantity: 1 }])).status).toBe(201);
    const res = await callEndpoint(app, 'exportOrders', { as: admin }).buffer(true);
    const [header, row] = parse(res.text, { bom: true }) as string[][];
    expect(row?.[header?.indexOf('items') ?? -1]).toBe(
      `1 x ${doc.name} (16 GB / 512 GB / Bạc, SKU ${doc.variants?.[1]?.sku})`,
    );
  });
});
