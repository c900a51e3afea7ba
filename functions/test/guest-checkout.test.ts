/**
 * Guest checkout: POST /api/orders without a bearer token, its limits per phone, client and email,
 * and the order token that opens the order (docs/decisions/0104-guest-checkout.md).
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import type { BodyInput } from '../src/shared/api-contract.js';
import type { PlacedOrderAnswer } from '../src/shared/entities/order.js';
import { GUEST_MSG } from '../src/shared/guest-messages.js';
import { MSG } from '../src/shared/messages.js';
import { ADDRESS_MSG } from '../src/shared/screen-messages.js';
import { ORDER_TOKEN_HEADER } from '../src/shared/guest-order.js';
import { orderTokensCol } from '../src/data/collections.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { allOrders } from './support/orders.js';
import { suite, usePaymentSuite } from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { ctx, db, uniqueEmail } from './support/test-context.js';

usePaymentSuite();

/** Behind one trusted proxy, so each test's client is its own X-Forwarded-For address. */
const app = createApp(ctx, { trustedProxyHops: () => 1 });
let counter = 0;
const freshPhone = () => `+8491${Math.floor(1e6 + Math.random() * 9e6)}`;
const freshAddress = () => `203.0.113.${(counter += 1) % 250}`;

type PlaceBody = BodyInput<'placeOrder'>;

function guestBody(productId: string, phone: string, overrides: Partial<PlaceBody> = {}, quantity = 1): PlaceBody {
  const paymentMethod = overrides.paymentMethod ?? 'COD';
  return {
    ...placeOrderBody([{ _id: productId, quantity }], { paymentMethod }),
    shippingAddress: vietnameseAddress({ phone }),
    guest: { name: 'Nguyễn Văn An', phone },
    ...overrides,
  };
}

const placeAsGuest = (body: PlaceBody, client = freshAddress(), headers: Record<string, string> = {}) =>
  callEndpoint(app, 'placeOrder', { body, headers: { 'X-Forwarded-For': client, ...headers } });

describe('placing an order without an account', () => {
  it('places a COD order owned by no account, with the phone in E.164, its code and a token', async () => {
    const product = await addProduct({ price: 500_000, countInStock: 4 });
    const phone = freshPhone();
    const national = `0${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    const res = await placeAsGuest({
      ...guestBody(product.id, phone),
      guest: { name: 'Nguyễn Văn An', phone: national, email: 'An@Example.vn', zaloOptIn: true },
    });
    expect(res.status).toBe(201);
    const order = res.body as PlacedOrderAnswer;
    expect(order.userId).toBeNull();
    expect(order.guest).toEqual({ name: 'Nguyễn Văn An', phone, email: 'an@example.vn', zaloOptIn: true });
    expect(order.orderCode).toMatch(/^LS[0-9A-Z]{5}$/);
    expect(order.orderToken).toMatch(/^[\w-]{43}$/);
    expect((await readProduct(product.id))?.countInStock).toBe(3);
    // Only the token's hash is stored.
    const tokens = await orderTokensCol(db).where('orderId', '==', order._id).get();
    expect(tokens.size).toBe(1);
    expect(tokens.docs[0]?.id).not.toContain(order.orderToken);
  });

  it.each(['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER'] as const)('takes %s as for an account', async (method) => {
    const product = await addProduct({ price: 200_000 });
    const res = await placeAsGuest(guestBody(product.id, freshPhone(), { paymentMethod: method }));
    expect(res.status).toBe(201);
    expect((res.body as PlacedOrderAnswer).paymentMethod).toBe(method);
  });

  it.each([
    ['a bad phone', { name: 'An', phone: '12345' }, ADDRESS_MSG.guestPhoneInvalid],
    ['no phone', { name: 'An' }, 'guest.phone is required'],
    ['an empty name', { name: '  ', phone: '0912345678' }, 'guest.name is required'],
    [
      'a bad email',
      { name: 'An', phone: '0912345678', email: 'not-mail' },
      'guest.email must be a valid email address',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_what, guest, message) => {
    const product = await addProduct({ price: 100_000, countInStock: 2 });
    // A missing phone too: the body is what a client might send, not what the types allow.
    const res = await placeAsGuest({ ...guestBody(product.id, '+84912345678'), guest } as PlaceBody);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
    expect(await allOrders()).toEqual([]);
    expect((await readProduct(product.id))?.countInStock).toBe(2);
  });

  it("refuses a finance company's application without an account, storing nothing", async () => {
    const product = await addProduct({ price: 3_600_000, countInStock: 2 });
    const application = {
      fullName: 'Nguyễn Văn An',
      phone: '0912345678',
      nationalId: '001099012345',
      termMonths: 12,
      downPaymentPercent: 20,
      consent: true as const,
    };
    const res = await placeAsGuest({
      ...guestBody(product.id, freshPhone(), { paymentMethod: 'FINANCE_COMPANY' }),
      financeApplication: application,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: GUEST_MSG.financeNeedsAccount, code: 'VALIDATION_FAILED' });
    expect(await allOrders()).toEqual([]);
    expect((await readProduct(product.id))?.countInStock).toBe(2);
  });

  it('needs the phone, province and ward of the address whatever the method', async () => {
    const product = await addProduct({ price: 100_000 });
    const body = guestBody(product.id, freshPhone(), { paymentMethod: 'VNPAY' });
    const { phone: _phone, province: _province, ward: _ward, ...spec } = body.shippingAddress as Record<string, string>;
    const res = await placeAsGuest({ ...body, shippingAddress: spec as PlaceBody['shippingAddress'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: GUEST_MSG.guestAddressRequired, code: 'VALIDATION_FAILED' });
  });

  it('answers 401 without a token or a guest, and 400 to a signed-in account sending a guest', async () => {
    const product = await addProduct({ price: 100_000 });
    const { guest: _guest, ...accountBody } = guestBody(product.id, freshPhone());
    const noOne = await placeAsGuest(accountBody);
    expect(noOne.status).toBe(401);
    expect(noOne.body).toEqual({ message: MSG.noToken, code: 'UNAUTHENTICATED' });
    const both = await callEndpoint(app, 'placeOrder', {
      as: suite.customer,
      body: guestBody(product.id, freshPhone()),
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ message: GUEST_MSG.guestWithAccount, code: 'VALIDATION_FAILED' });
    expect(await allOrders()).toEqual([]);
  });

  it('replays an Idempotency-Key: the same order with 200, stock taken once, a fresh token', async () => {
    const product = await addProduct({ price: 100_000, countInStock: 5 });
    const body = guestBody(product.id, freshPhone());
    const client = freshAddress();
    const headers = { 'Idempotency-Key': 'guest-key-0001-abcd' };
    const first = await placeAsGuest(body, client, headers);
    const again = await placeAsGuest(body, client, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [a, b] = [first.body as PlacedOrderAnswer, again.body as PlacedOrderAnswer];
    expect(b._id).toBe(a._id);
    expect(b.orderToken).not.toBe(a.orderToken);
    expect((await readProduct(product.id))?.countInStock).toBe(4);
    expect(await allOrders()).toHaveLength(1);
  });

  it('counts the unit caps per phone across its unpaid orders', async () => {
    const product = await addProduct({ price: 100_000, countInStock: 50 });
    const phone = freshPhone();
    expect((await placeAsGuest(guestBody(product.id, phone, { paymentMethod: 'VNPAY' }, 3))).status).toBe(201);
    const over = await placeAsGuest(guestBody(product.id, phone, { paymentMethod: 'VNPAY' }, 3));
    expect(over.status).toBe(409);
    expect((over.body as { code: string }).code).toBe('UNIT_LIMIT');
    // Another phone is another buyer.
    expect((await placeAsGuest(guestBody(product.id, freshPhone(), { paymentMethod: 'VNPAY' }, 3))).status).toBe(201);
  });
});

describe('guest order limits', () => {
  it('takes 3 orders an hour per phone, then 429 with Retry-After and nothing stored', async () => {
    const product = await addProduct({ price: 100_000, countInStock: 10 });
    const phone = freshPhone();
    for (let i = 0; i < 3; i += 1)
      expect((await placeAsGuest(guestBody(product.id, phone, { paymentMethod: 'VNPAY' }))).status).toBe(201);
    const refused = await placeAsGuest(guestBody(product.id, phone, { paymentMethod: 'VNPAY' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ message: GUEST_MSG.tooManyGuestOrders, code: 'RATE_LIMITED' });
    expect(await allOrders()).toHaveLength(3);
    expect((await readProduct(product.id))?.countInStock).toBe(7);
  });

  it('takes 3 an hour per email and 10 per client', async () => {
    const product = await addProduct({ price: 100_000, countInStock: 30 });
    const email = uniqueEmail('guest');
    const withEmail = () => {
      const phone = freshPhone();
      return { ...guestBody(product.id, phone, { paymentMethod: 'VNPAY' }), guest: { name: 'An', phone, email } };
    };
    for (let i = 0; i < 3; i += 1) expect((await placeAsGuest(withEmail())).status).toBe(201);
    expect((await placeAsGuest(withEmail())).status).toBe(429);

    const client = freshAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await placeAsGuest(guestBody(product.id, freshPhone(), { paymentMethod: 'VNPAY' }), client)).status).toBe(
        201,
      );
    expect((await placeAsGuest(guestBody(product.id, freshPhone(), { paymentMethod: 'VNPAY' }), client)).status).toBe(
      429,
    );
  });

  it('20 concurrent orders on one phone: at most the limit placed, stock exact', async () => {
    const product = await addProduct({ price: 100_000, countInStock: 40 });
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeAsGuest(guestBody(product.id, phone, { paymentMethod: 'VNPAY' }))),
    );
    const placed = answers.filter((res) => res.status === 201).length;
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThanOrEqual(3);
    expect(answers.every((res) => res.status === 201 || res.status === 429)).toBe(true);
    expect(await allOrders()).toHaveLength(placed);
    expect((await readProduct(product.id))?.countInStock).toBe(40 - placed);
  });
});

describe('the order token', () => {
  it('opens its own order without an account, and no other', async () => {
    const product = await addProduct({ price: 100_000 });
    const first = (await placeAsGuest(guestBody(product.id, freshPhone(), { paymentMethod: 'VNPAY' })))
      .body as PlacedOrderAnswer;
    const second = (await placeAsGuest(guestBody(product.id, freshPhone(), { paymentMethod: 'VNPAY' })))
      .body as PlacedOrderAnswer;
    const read = (id: string, token?: string) =>
      callEndpoint(app, 'orderById', { params: { id }, headers: token ? { [ORDER_TOKEN_HEADER]: token } : {} });

    const own = await read(first._id, first.orderToken);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: first._id, orderCode: first.orderCode, userId: null });
    expect((await read(second._id, first.orderToken)).status).toBe(404);
    expect((await read(first._id, 'x'.repeat(43))).status).toBe(404);
    expect((await read(first._id)).status).toBe(401);
  });

  it('cancels its own order before shipping, giving the stock back, and no other', async () => {
    const product = await addProduct({ price: 100_000, countInStock: 5 });
    const place = async () => (await placeAsGuest(guestBody(product.id, freshPhone()))).body as PlacedOrderAnswer;
    const [mine, theirs] = [await place(), await place()];
    const cancel = (id: string, token?: string) =>
      callEndpoint(app, 'cancelMyOrder', {
        params: { id },
        body: { reason: 'Đặt nhầm' },
        headers: token ? { [ORDER_TOKEN_HEADER]: token } : {},
      });

    expect((await cancel(theirs._id, mine.orderToken)).status).toBe(404);
    expect((await cancel(mine._id)).status).toBe(401);
    const cancelled = await cancel(mine._id, mine.orderToken);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ _id: mine._id, status: 'cancelled', cancelReason: 'Đặt nhầm' });
    expect((await readProduct(product.id))?.countInStock).toBe(4);
  });

  it('starts a gateway payment for its own order only', async () => {
    const product = await addProduct({ price: 100_000 });
    const place = async () =>
      (await placeAsGuest(guestBody(product.id, freshPhone(), { paymentMethod: 'VNPAY' }))).body as PlacedOrderAnswer;
    const [mine, theirs] = [await place(), await place()];
    const pay = (id: string, token?: string) =>
      callEndpoint(app, 'startPayment', { params: { id }, headers: token ? { [ORDER_TOKEN_HEADER]: token } : {} });

    const started = await pay(mine._id, mine.orderToken);
    expect(started.status).toBe(200);
    expect((started.body as { url: string }).url).toMatch(/^https?:/);
    expect((await pay(theirs._id, mine.orderToken)).status).toBe(404);
    expect((await pay(mine._id)).status).toBe(401);
  });
});
