/**
 * Sign-in, sign-up and order placement are limited, with state shared through Firestore
 * (docs/decisions/0013-abuse-limits.md).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { LIMITS } from '../src/api/limits/abuse-limits.js';
import { ordersCol } from '../src/data/collections.js';
import { MAX_UNPAID_ORDERS } from '../src/shared/constants.js';
import { API_MSG, MSG } from '../src/shared/messages.js';
import { placeOrderBody } from '@test-factories';
import { createCustomer, deleteTestUsers, trackUser } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, ctx, uniqueEmail } from './support/test-context.js';

// Two instances of the app: the limits must hold across them (shared Firestore state, not memory).
const hops = () => 1;
const instanceA = createApp(ctx, { trustedProxyHops: hops });
const instanceB = createApp(ctx, { trustedProxyHops: hops });
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

beforeAll(clearDatabase);
afterAll(deleteTestUsers);

describe('sign-in limits', () => {
  it('after 5 failures the account answers 429 with Retry-After, the right password included', async () => {
    const customer = await createCustomer();
    const ip = freshIp();
    const points = LIMITS.signinFailuresPerAccount.points;
    for (let i = 0; i < points; i += 1) {
      const app = i % 2 === 0 ? instanceA : instanceB;
      const res = await callEndpoint(app, 'signin', {
        headers: { 'X-Forwarded-For': ip },
        body: { email: customer.email, password: `wrong-${i}` },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
    const locked = await callEndpoint(instanceB, 'signin', {
      headers: { 'X-Forwarded-For': freshIp() },
      body: { email: customer.email.toUpperCase(), password: customer.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: API_MSG.tooManySigninFailures, code: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.signinFailuresPerAccount.duration);
  });

  it('failures spread over many accounts lock the client IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.signinFailuresPerIp.points; i += 1) {
      const res = await callEndpoint(instanceA, 'signin', {
        headers: { 'X-Forwarded-For': ip },
        body: { email: uniqueEmail('spray'), password: 'guess-123' },
      });
      expect(res.status).toBe(401);
    }
    const customer = await createCustomer();
    const fromIp = await callEndpoint(instanceB, 'signin', {
      headers: { 'X-Forwarded-For': ip },
      body: { email: customer.email, password: customer.password },
    });
    expect(fromIp.status).toBe(429);
    const elsewhere = await callEndpoint(instanceB, 'signin', {
      headers: { 'X-Forwarded-For': freshIp() },
      body: { email: customer.email, password: customer.password },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('a successful sign-in clears the account failures', async () => {
    const customer = await createCustomer();
    const ip = freshIp();
    const attempt = (password: string) =>
      callEndpoint(instanceA, 'signin', {
        headers: { 'X-Forwarded-For': ip },
        body: { email: customer.email, password },
      });
    for (let i = 0; i < LIMITS.signinFailuresPerAccount.points - 1; i += 1)
      expect((await attempt('nope')).status).toBe(401);
    expect((await attempt(customer.password)).status).toBe(200);
    for (let i = 0; i < LIMITS.signinFailuresPerAccount.points - 1; i += 1)
      expect((await attempt('nope')).status).toBe(401);
    expect((await attempt(customer.password)).status).toBe(200);
  });
});

describe('sign-up limit', () => {
  it('one client IP may create 10 accounts an hour, then 429 and no account', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.signupsPerIp.points; i += 1) {
      const res = await callEndpoint(i % 2 ? instanceA : instanceB, 'signup', {
        headers: { 'X-Forwarded-For': ip },
        body: { name: 'Bot', email: uniqueEmail('bot'), password: 'password123' },
      });
      expect(res.status).toBe(201);
      trackUser(res.body._id);
    }
    const email = uniqueEmail('bot');
    const refused = await callEndpoint(instanceA, 'signup', {
      headers: { 'X-Forwarded-For': ip },
      body: { name: 'Bot', email, password: 'password123' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG.tooManySignups, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expect(ctx.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('Identity Toolkit refusals', () => {
  let server: Server;
  let answer = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 400, message: answer } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    [
      'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled',
      429,
      API_MSG.authTooManyAttempts,
      'RATE_LIMITED',
    ],
    ['USER_DISABLED', 403, API_MSG.accountDisabled, 'FORBIDDEN'],
    ['INVALID_LOGIN_CREDENTIALS', 401, MSG.invalidCredentials, 'INVALID_CREDENTIALS'],
  ])('%s answers %i with its own message', async (code, status, message, errorCode) => {
    answer = code;
    const { port } = server.address() as AddressInfo;
    const app = createApp(
      { ...ctx, identityToolkit: () => ({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' }) },
      { trustedProxyHops: hops },
    );
    const res = await callEndpoint(app, 'signin', {
      headers: { 'X-Forwarded-For': freshIp() },
      body: { email: uniqueEmail('x'), password: 'whatever1' },
    });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message, code: errorCode });
  });

  it('a disabled account in the Auth emulator answers 403, not "Invalid email or password"', async () => {
    const customer = await createCustomer();
    await ctx.auth.updateUser(customer.uid, { disabled: true });
    const res = await callEndpoint(instanceA, 'signin', {
      headers: { 'X-Forwarded-For': freshIp() },
      body: { email: customer.email, password: customer.password },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: API_MSG.accountDisabled, code: 'FORBIDDEN' });
  });
});

describe('unpaid orders per customer', () => {
  beforeEach(async () => {
    await ctx.db.recursiveDelete(ordersCol(ctx.db));
  });

  it(`a customer may have ${MAX_UNPAID_ORDERS} unpaid orders open, the next is refused with 409`, async () => {
    const customer = await createCustomer();
    const { id } = await addProduct({ countInStock: 50 });
    for (let i = 0; i < MAX_UNPAID_ORDERS; i += 1) {
      const res = await callEndpoint(instanceA, 'placeOrder', {
        as: customer,
        body: placeOrderBody([{ _id: id, quantity: 1 }]),
      });
      expect(res.status).toBe(201);
    }
    const refused = await callEndpoint(instanceB, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: id, quantity: 1 }]),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: API_MSG.tooManyUnpaidOrders, code: 'UNPAID_ORDERS_LIMIT' });
    expect((await ordersCol(ctx.db).where('userId', '==', customer.uid).get()).size).toBe(MAX_UNPAID_ORDERS);
  });

  it('concurrent placements never open more than the limit', async () => {
    const customer = await createCustomer();
    const { id } = await addProduct({ countInStock: 50 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        callEndpoint(i % 2 ? instanceA : instanceB, 'placeOrder', {
          as: customer,
          body: placeOrderBody([{ _id: id, quantity: 1 }]),
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(results.filter((res) => res.status === 201)).toHaveLength(MAX_UNPAID_ORDERS);
    expect(results.filter((res) => res.status === 409)).toHaveLength(6 - MAX_UNPAID_ORDERS);
    expect((await ordersCol(ctx.db).where('userId', '==', customer.uid).get()).size).toBe(MAX_UNPAID_ORDERS);
    // Six transactions on one gate document abort each other and the SDK retries them with
    // exponential backoff (1 s, 1.5 s, 2.25 s, …): about 4 s alone, several times that while the
    // rules suite loads the same emulator, so this test gets more than the project's 30 s.
  }, 120_000);

  it('a paid order no longer counts', async () => {
    const customer = await createCustomer();
    const { id } = await addProduct({ countInStock: 50 });
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i += 1)
      placed.push(
        await callEndpoint(instanceA, 'placeOrder', { as: customer, body: placeOrderBody([{ _id: id, quantity: 1 }]) }),
      );
    await ordersCol(ctx.db)
      .doc(placed[0]?.body._id as string)
      .update({ isPaid: true, paidAt: new Date().toISOString() });
    const next = await callEndpoint(instanceA, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: id, quantity: 1 }]),
    });
    expect(next.status).toBe(201);
  });
});
