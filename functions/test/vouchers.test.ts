import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLogCol,
  ordersCol,
  productsCol,
  summaryStatsDoc,
  voucherUsesCol,
  vouchersCol,
} from '../src/data/collections.js';
import { forgetShopSettings } from '../src/data/shop-settings.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { Order } from '../src/shared/entities/order.js';
import { LIMITS } from '../src/api/limits/abuse-limits.js';
import { VOUCHER_MSG } from '../src/shared/screen-messages.js';
import type { VoucherCreateInput } from '../src/shared/schemas.js';
import type { Voucher } from '../src/shared/vouchers.js';
import { handleOrderCreated } from '../src/triggers/order-stats.js';
import { placeOrderBody } from '@test-factories';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

// Trusts one proxy hop, so a test can place orders from several client addresses.
const app = testApp({ trustedProxyHops: () => 1 });
let admin: TestAccount;
let customer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer, other] = await Promise.all([
    createAdmin(),
    createCustomer({ name: 'Buyer' }),
    createCustomer({ name: 'Other' }),
  ]);
});
beforeEach(async () => {
  await Promise.all([
    db.recursiveDelete(vouchersCol(db)),
    db.recursiveDelete(ordersCol(db)),
    db.recursiveDelete(productsCol(db)),
    db.recursiveDelete(auditLogCol(db)),
    db.recursiveDelete(db.collection(COLLECTIONS.rateLimits)),
    db.recursiveDelete(db.collection(COLLECTIONS.orderGates)),
  ]);
  forgetShopSettings(db);
});
afterAll(deleteTestUsers);

/** Vietnam's wall clock (UTC+7), minutes from now, as the admin's date field writes it. */
const vietnamClock = (minutesFromNow: number) =>
  new Date(Date.now() + minutesFromNow * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);

const voucherInput = (overrides: Partial<VoucherCreateInput> = {}): VoucherCreateInput => ({
  code: `SALE${randomUUID().slice(0, 6)}`.toUpperCase(),
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  ...overrides,
});

const createVoucher = async (overrides: Partial<VoucherCreateInput> = {}): Promise<Voucher> =>
  (await callEndpoint(app, 'createVoucher', { as: admin, body: voucherInput(overrides) }).expect(201)).body.voucher;

const check = (code: string, itemsPrice: number, as: TestAccount = customer) =>
  callEndpoint(app, 'checkVoucher', { as, body: { code, itemsPrice } });

const place = (as: TestAccount, productId: string, voucherCode?: string, address = '127.0.0.1') =>
  callEndpoint(app, 'placeOrder', {
    as,
    headers: { 'X-Forwarded-For': address },
    body: placeOrderBody([{ _id: productId, quantity: 1 }], voucherCode ? { voucherCode } : {}),
  });

const readVoucher = async (code: string) => (await vouchersCol(db).doc(code).get()).data();

describe('admin /api/vouchers', () => {
  it('creates a voucher under its upper-cased code, audited, and lists it with its usage count', async () => {
    const res = await callEndpoint(app, 'createVoucher', {
      as: admin,
      body: voucherInput({ code: 'tet2027', kind: 'fixed', value: 20 }),
    }).expect(201);
    expect(res.body.message).toBe(VOUCHER_MSG.voucherCreated);
    expect(res.body.voucher).toMatchObject({ code: 'TET2027', kind: 'fixed', value: 20, used: 0 });
    expect(await readVoucher('TET2027')).toMatchObject({ code: 'TET2027', used: 0 });
    const list = (await callEndpoint(app, 'adminVouchers', { as: admin }).expect(200)).body as Voucher[];
    expect(list.map((v) => [v.code, v.used])).toEqual([['TET2027', 0]]);
    const audit = (await auditLogCol(db).where('action', '==', 'voucher.create').get()).docs.map((d) => d.data());
    expect(audit).toMatchObject([{ actor: { uid: admin.uid }, target: { id: 'TET2027' } }]);
  });

  it('refuses a second voucher with the same code in another case (409)', async () => {
    await createVoucher({ code: 'SAME1' });
    const res = await callEndpoint(app, 'createVoucher', { as: admin, body: voucherInput({ code: 'same1' }) }).expect(
      409,
    );
    expect(res.body.message).toBe(VOUCHER_MSG.voucherExists);
  });

  it.each([
    ['a percentage above 100', { kind: 'percent', value: 150 }, 'value must be a percentage from 1 to 100'],
    ['an end before the start', { startsAt: '2027-02-01T00:00', endsAt: '2027-01-01T00:00' }, 'endsAt must be after'],
    ['a date that is not one', { startsAt: 'tomorrow' }, 'startsAt must be a date and time'],
    ['an instant without its zone', { endsAt: '2026-12-01T00:00:00' }, 'endsAt must be a date and time'],
    ['a day that does not exist', { endsAt: '2026-02-30T10:00:00Z' }, 'endsAt must be a date and time'],
    ['a day without its time', { startsAt: '2026-12-01' }, 'startsAt must be a date and time'],
    [
      'an end before the start, one given as an instant',
      { startsAt: '2026-12-01T08:00', endsAt: '2026-12-01T00:30:00Z' },
      'endsAt must be after',
    ],
    ['a code with a slash', { code: 'A/B/C' }, 'code must be 3 to 32 letters'],
  ] as const)('refuses %s with 400, writing nothing', async (_case, overrides, message) => {
    const res = await callEndpoint(app, 'createVoucher', { as: admin })
      .send(voucherInput(overrides as object))
      .expect(400);
    expect(res.body.message).toContain(message);
    expect((await vouchersCol(db).get()).size).toBe(0);
  });

  it('updates over the loaded version only, audited, and deletes with its counts', async () => {
    const voucher = await createVoucher({ code: 'EDIT1' });
    const { code: _code, used: _used, createdAt: _c, ...fields } = voucher;
    const saved = await callEndpoint(app, 'updateVoucher', {
      as: admin,
      params: { id: 'edit1' },
      body: { ...fields, value: 15 },
    }).expect(200);
    expect(saved.body.voucher.value).toBe(15);
    const stale = await callEndpoint(app, 'updateVoucher', {
      as: admin,
      params: { id: 'EDIT1' },
      body: { ...fields, value: 50 },
    }).expect(409);
    expect(stale.body).toEqual({ message: VOUCHER_MSG.voucherChanged, code: 'RECORD_CHANGED' });
    expect((await readVoucher('EDIT1'))?.value).toBe(15);

    await callEndpoint(app, 'deleteVoucher', { as: admin, params: { id: 'EDIT1' } }).expect(200);
    expect(await readVoucher('EDIT1')).toBeUndefined();
    await callEndpoint(app, 'deleteVoucher', { as: admin, params: { id: 'EDIT1' } }).expect(404);
    const actions = (await auditLogCol(db).get()).docs.map((d) => d.data().action).sort();
    expect(actions).toEqual(['voucher.create', 'voucher.delete', 'voucher.update']);
  });

  it("takes ISO 8601 instants with their zone as well as the form's Vietnam time, kept as the Vietnam time they name", async () => {
    const created = await createVoucher({
      code: 'ISO1',
      startsAt: '2026-12-01T00:00:00+07:00',
      endsAt: '2026-12-31T17:00:00.000Z',
    });
    expect(created).toMatchObject({ startsAt: '2026-12-01T00:00', endsAt: '2027-01-01T00:00' });
    const { code: _code, used: _used, createdAt: _c, ...fields } = created;
    const saved = await callEndpoint(app, 'updateVoucher', {
      as: admin,
      params: { id: 'ISO1' },
      body: { ...fields, startsAt: '2026-11-30T17:00:00.000Z', endsAt: '2026-12-15T09:30' },
    }).expect(200);
    expect(saved.body.voucher).toMatchObject({ startsAt: '2026-12-01T00:00', endsAt: '2026-12-15T09:30' });
    expect(await readVoucher('ISO1')).toMatchObject({ startsAt: '2026-12-01T00:00', endsAt: '2026-12-15T09:30' });
  });

  it('refuses customers (403)', async () => {
    await callEndpoint(app, 'adminVouchers', { as: customer }).expect(403);
    await callEndpoint(app, 'createVoucher', { as: customer, body: voucherInput() }).expect(403);
    expect((await vouchersCol(db).get()).size).toBe(0);
  });
});

describe('POST /api/vouchers/check', () => {
  it('answers a percentage of the items, capped at maxDiscount', async () => {
    const voucher = await createVoucher({ kind: 'percent', value: 10, maxDiscount: 25 });
    expect((await check(voucher.code.toLowerCase(), 120).expect(200)).body).toMatchObject({
      discount: 12,
      voucher: { code: voucher.code, kind: 'percent', value: 10, maxDiscount: 25 },
    });
    expect((await check(voucher.code, 1000).expect(200)).body.discount).toBe(25);
  });

  it('answers a fixed amount, never more than the items', async () => {
    const voucher = await createVoucher({ kind: 'fixed', value: 30 });
    expect((await check(voucher.code, 120).expect(200)).body.discount).toBe(30);
    expect((await check(voucher.code, 20).expect(200)).body.discount).toBe(20);
  });

  it("answers free shipping as the shop's shipping fee, and nothing once shipping is free", async () => {
    const voucher = await createVoucher({ kind: 'freeShipping', value: 0 });
    expect((await check(voucher.code, 80).expect(200)).body.discount).toBe(10);
    expect((await check(voucher.code, 150).expect(200)).body.discount).toBe(0);
  });

  it('reads start and end in Vietnam time', async () => {
    // Started an hour ago in Vietnam: read as UTC it would start in six hours.
    const started = await createVoucher({ startsAt: vietnamClock(-60), endsAt: vietnamClock(60) });
    await check(started.code, 100).expect(200);
  });

  it('applies start and end given as UTC instants at those instants', async () => {
    const instant = (minutesFromNow: number) =>
      `${new Date(Date.now() + minutesFromNow * 60_000).toISOString().slice(0, 16)}:00.000Z`;
    const open = await createVoucher({ startsAt: instant(-60), endsAt: instant(60) });
    await check(open.code, 100).expect(200);
    const ended = await createVoucher({ startsAt: instant(-60), endsAt: instant(-2) });
    expect((await check(ended.code, 100).expect(409)).body).toEqual({
      message: VOUCHER_MSG.voucherExpired,
      code: 'VOUCHER_EXPIRED',
    });
  });

  it.each([
    ['an unknown code', {}, 'NOPE-NOPE', 404, VOUCHER_MSG.voucherUnknown, 'VOUCHER_UNKNOWN'],
    [
      'an inactive voucher, like an unknown one',
      { active: false },
      null,
      404,
      VOUCHER_MSG.voucherUnknown,
      'VOUCHER_UNKNOWN',
    ],
    ['an expired voucher', { endsAt: vietnamClock(-1) }, null, 409, VOUCHER_MSG.voucherExpired, 'VOUCHER_EXPIRED'],
    [
      'a voucher not valid yet',
      { startsAt: vietnamClock(5) },
      null,
      409,
      VOUCHER_MSG.voucherNotYetValid,
      'VOUCHER_NOT_YET_VALID',
    ],
    [
      'an order below the minimum',
      { minOrder: 200 },
      null,
      409,
      VOUCHER_MSG.voucherBelowMinimum,
      'VOUCHER_BELOW_MINIMUM',
    ],
  ] as const)('refuses %s with its message and code', async (_case, overrides, code, status, message, errorCode) => {
    const voucher = await createVoucher(overrides);
    const res = await check(code ?? voucher.code, 100).expect(status);
    expect(res.body).toEqual({ message, code: errorCode });
  });

  it('refuses a used-up voucher, and one the customer already used up to their limit', async () => {
    const product = await addProduct({ price: 100, countInStock: 10 });
    const once = await createVoucher({ maxUses: 1 });
    const perCustomer = await createVoucher({ maxUsesPerCustomer: 1 });
    await place(customer, product.id, once.code).expect(201);
    await place(customer, product.id, perCustomer.code).expect(201);
    expect((await check(once.code, 100, other).expect(409)).body).toEqual({
      message: VOUCHER_MSG.voucherUsedUp,
      code: 'VOUCHER_USED_UP',
    });
    expect((await check(perCustomer.code, 100).expect(409)).body).toEqual({
      message: VOUCHER_MSG.voucherAlreadyUsed,
      code: 'VOUCHER_ALREADY_USED',
    });
    await check(perCustomer.code, 100, other).expect(200);
  });

  it('limits how many codes one customer may try (429)', async () => {
    for (let i = 0; i < 20; i += 1) await check(`GUESS${i}`, 100).expect(404);
    const res = await check('GUESS-LAST', 100).expect(429);
    expect(res.body).toEqual({ message: VOUCHER_MSG.tooManyVoucherChecks, code: 'RATE_LIMITED' });
  });
});

describe('placing an order with a voucher', () => {
  it('stores the code and discount, totalPrice = items + shipping - discount, and counts the use', async () => {
    const product = await addProduct({ price: 80, countInStock: 10 });
    const voucher = await createVoucher({ kind: 'fixed', value: 15 });
    const res = await callEndpoint(app, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: product.id, quantity: 1, price: 80 }], {
        voucherCode: voucher.code.toLowerCase(),
        itemsPrice: 80,
        shippingPrice: 10,
        totalPrice: 75,
      }),
    }).expect(201);
    const order = res.body as Order;
    expect(order).toMatchObject({ itemsPrice: 80, shippingPrice: 10, discount: 15, totalPrice: 75 });
    expect(order.voucherCode).toBe(voucher.code);
    expect((await ordersCol(db).doc(order._id).get()).data()).toMatchObject({
      voucherCode: voucher.code,
      discount: 15,
    });
    expect((await readVoucher(voucher.code))?.used).toBe(1);
    expect((await voucherUsesCol(db, voucher.code).doc(customer.uid).get()).data()).toEqual({ count: 1 });
  });

  it('refuses the order for a refused voucher, writing nothing', async () => {
    const product = await addProduct({ price: 80, countInStock: 10 });
    const voucher = await createVoucher({ minOrder: 100 });
    const res = await place(customer, product.id, voucher.code).expect(409);
    expect(res.body).toEqual({ message: VOUCHER_MSG.voucherNotAccepted, code: 'VOUCHER_NOT_ACCEPTED' });
    expect((await ordersCol(db).get()).size).toBe(0);
    expect((await productsCol(db).doc(product.id).get()).data()?.countInStock).toBe(10);
    expect((await readVoucher(voucher.code))?.used).toBe(0);
  });

  it('an unknown, an expired and a used-up voucher code answer alike on placement', async () => {
    const product = await addProduct({ price: 100, countInStock: 10 });
    const expired = await createVoucher({ endsAt: vietnamClock(-1) });
    const usedUp = await createVoucher({ maxUses: 1 });
    await place(other, product.id, usedUp.code).expect(201);
    const answers = await Promise.all(
      ['NOPE-NOPE', 'not a code!', expired.code, usedUp.code].map(async (code) => {
        const res = await place(customer, product.id, code);
        return [res.status, res.body];
      }),
    );
    expect(answers).toEqual(
      Array.from({ length: 4 }, () => [409, { message: VOUCHER_MSG.voucherNotAccepted, code: 'VOUCHER_NOT_ACCEPTED' }]),
    );
    expect((await ordersCol(db).where('userId', '==', customer.uid).get()).size).toBe(0);
  });

  it('a placement naming a voucher takes from the voucher-check budget of the account and of the network', async () => {
    const product = await addProduct({ price: 100, countInStock: 50 });
    const { points } = LIMITS.voucherChecks;
    // The customer's budget: spent by placements with guessed codes, then the check endpoint refuses too.
    for (let i = 0; i < points; i += 1)
      await place(customer, product.id, `GUESS${i}`, `198.51.100.${i + 1}`).expect(409);
    const refused = await place(customer, product.id, 'GUESS-MORE', '198.51.100.200').expect(429);
    expect(refused.body).toEqual({ message: VOUCHER_MSG.tooManyVoucherChecks, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await check('GUESS-CHECK', 100).expect(429);
    // The network's budget: another account from the same address is refused as well.
    const network = '203.0.113.7';
    const buyers = await Promise.all(Array.from({ length: points + 1 }, () => createCustomer()));
    const answers = [];
    for (const buyer of buyers) answers.push((await place(buyer, product.id, 'GUESS-NET', network)).status);
    expect(answers).toEqual([...Array.from({ length: points }, () => 409), 429]);
    // Without a voucher, placing takes nothing from either budget.
    await place(customer, product.id, undefined, network).expect(201);
  }, 60_000);

  it('gives exactly one discounted order for a voucher with one use left under 30 concurrent orders', async () => {
    const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => createCustomer({ name: `Buyer ${i}` })));
    const products = await Promise.all(buyers.map(() => addProduct({ price: 100, countInStock: 5 })));
    const voucher = await createVoucher({ kind: 'fixed', value: 20, maxUses: 1 });
    const answers = await Promise.all(
      // Each buyer from an address of their own: the voucher budget per address is not what this tests.
      buyers.map((buyer, i) => place(buyer, (products[i] as { id: string }).id, voucher.code, `198.51.100.${i + 1}`)),
    );
    const placed = answers.filter((res) => res.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body).toMatchObject({ discount: 20, totalPrice: 90, voucherCode: voucher.code });
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused.map((res) => [res.status, res.body.message])).toEqual(
      Array.from({ length: 29 }, () => [409, VOUCHER_MSG.voucherNotAccepted]),
    );
    expect((await readVoucher(voucher.code))?.used).toBe(1);
    expect((await ordersCol(db).get()).size).toBe(1);
  }, 60_000);

  it("gives the use back when the unpaid order's payment time runs out", async () => {
    const product = await addProduct({ price: 100, countInStock: 10 });
    const voucher = await createVoucher({ maxUses: 1, maxUsesPerCustomer: 1 });
    const order = (await place(customer, product.id, voucher.code).expect(201)).body as Order;
    await ordersCol(db)
      .doc(order._id)
      .update({ createdAt: new Date(Date.now() - 60 * 60_000).toISOString() });
    expect(await expireOverdueOrders(db, 30)).toBe(1);
    expect((await readVoucher(voucher.code))?.used).toBe(0);
    expect((await voucherUsesCol(db, voucher.code).doc(customer.uid).get()).exists).toBe(false);
    await place(other, product.id, voucher.code).expect(201);
  });

  it('counts the discounted total in the dashboard sales', async () => {
    await summaryStatsDoc(db).delete();
    const product = await addProduct({ price: 100, countInStock: 10 });
    const voucher = await createVoucher({ kind: 'percent', value: 50 });
    const order = (await place(customer, product.id, voucher.code).expect(201)).body as Order;
    await handleOrderCreated(db, { id: `event-${randomUUID()}`, data: await ordersCol(db).doc(order._id).get() });
    expect((await summaryStatsDoc(db).get()).data()).toMatchObject({ numOrders: 1, totalSales: 60 });
  });
});
