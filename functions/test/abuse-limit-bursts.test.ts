/**
 * The abuse limits under bursts (docs/decisions/0013-abuse-limits.md): a password check is paid for
 * before it runs, so concurrency cannot buy more checks; a contended or failing limiter or order
 * gate answers 429, never 5xx nor an instance's own count; the client key cannot be chosen.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import type { ApiContext } from '../src/api/context.js';
import { firestoreAbuseLimits, LIMITS } from '../src/api/limits/abuse-limits.js';
import { STORE_FAILURE_RETRY_AFTER_MS } from '../src/limits/limiter-options.js';
import { ordersCol } from '../src/data/collections.js';
import { MAX_UNPAID_ORDERS } from '../src/shared/constants.js';
import { API_MSG, MSG } from '../src/shared/messages.js';
import { placeOrderBody } from '@test-factories';
import { createCustomer, deleteTestUsers, trackUser } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, ctx, uniqueEmail } from './support/test-context.js';

const hops = () => 1;
let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** Identity Toolkit's sign-in endpoint that refuses every password and counts the checks per email. */
interface CountingBackend {
  checks: Map<string, number>;
  total: () => number;
  ctx: ApiContext;
}
let server: Server;
const backend: CountingBackend = {
  checks: new Map(),
  total: () => [...backend.checks.values()].reduce((a, b) => a + b, 0),
  ctx,
};

beforeAll(async () => {
  await clearDatabase();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const email = String((JSON.parse(body) as { email?: string }).email).toLowerCase();
      backend.checks.set(email, (backend.checks.get(email) ?? 0) + 1);
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  backend.ctx = { ...ctx, identityToolkit: () => ({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' }) };
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deleteTestUsers();
});
beforeEach(() => backend.checks.clear());

const signin = (app: ReturnType<typeof createApp>, email: string, address: string) =>
  callEndpoint(app, 'signin', { headers: { 'X-Forwarded-For': address }, body: { email, password: 'wrong-guess-1' } });

const statuses = (results: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('password checks under bursts', () => {
  it('30 concurrent wrong passwords for one account reach the password backend at most 5 times', async () => {
    const app = createApp(backend.ctx, { trustedProxyHops: hops });
    const email = uniqueEmail('burst');
    const results = await Promise.all(Array.from({ length: 30 }, () => signin(app, email, freshAddress())));
    const points = LIMITS.signinFailuresPerAccount.points;
    expect(backend.checks.get(email)).toBe(points);
    expect(statuses(results)).toEqual({ 401: points, 429: 30 - points });
    for (const res of results.filter((r) => r.status === 429))
      expect(res.body).toEqual({ message: API_MSG.tooManySigninFailures, code: 'RATE_LIMITED' });
  });

  it('30 concurrent wrong passwords from one client over many accounts reach the backend at most 20 times', async () => {
    const app = createApp(backend.ctx, { trustedProxyHops: hops });
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: 30 }, () => signin(app, uniqueEmail('spray'), address)));
    const points = LIMITS.signinFailuresPerIp.points;
    expect(backend.total()).toBe(points);
    expect(statuses(results)).toEqual({ 401: points, 429: 30 - points });
  });

  it('an account locked by failures unlocks when its window has passed', async () => {
    let now = Date.parse('2026-11-24T03:00:00Z');
    const limits = firestoreAbuseLimits(ctx.db, { now: () => now });
    const app = createApp(backend.ctx, { trustedProxyHops: hops, limits });
    const email = uniqueEmail('window');
    const points = LIMITS.signinFailuresPerAccount.points;
    for (let i = 0; i < points; i += 1) expect((await signin(app, email, freshAddress())).status).toBe(401);
    const locked = await signin(app, email, freshAddress());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(LIMITS.signinFailuresPerAccount.duration);
    now += LIMITS.signinFailuresPerAccount.duration * 1000 - 1000;
    expect((await signin(app, email, freshAddress())).status).toBe(429);
    now += 1000;
    const unlocked = await signin(app, email, freshAddress());
    expect(unlocked.status).toBe(401);
    expect(unlocked.body).toEqual({ message: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(backend.checks.get(email)).toBe(points + 1);
  });
});

describe('no 5xx under contention', () => {
  it('30 concurrent sign-ups from one address: no 5xx, at most 10 accounts created', async () => {
    const app = createApp(ctx, { trustedProxyHops: hops });
    const address = freshAddress();
    const emails = Array.from({ length: 30 }, () => uniqueEmail('signup-burst'));
    const results = await Promise.all(
      emails.map((email) =>
        callEndpoint(app, 'signup', {
          headers: { 'X-Forwarded-For': address },
          body: { name: 'Bot', email, password: 'password123' },
        }),
      ),
    );
    for (const res of results) if (res.status === 201) trackUser(res.body._id as string);
    const limit = LIMITS.signupsPerIp.points;
    expect(statuses(results)).toEqual({ 201: limit, 429: 30 - limit });
    const { users } = await ctx.auth.getUsers(emails.map((email) => ({ email })));
    expect(users).toHaveLength(limit);
  });

  /** A Firestore whose limiter documents cannot be read or written: every call fails with `error`. */
  const failingStore = (error: Error & { code: number }) => {
    const fail = () => Promise.reject(error);
    return {
      collection: () => ({ doc: () => ({ get: fail, delete: fail, create: fail, update: fail }) }),
      getAll: fail,
      runTransaction: fail,
    } as unknown as Firestore;
  };

  it('a limiter store that keeps answering ABORTED refuses sign-ups with 429 and Retry-After, creates none, no 5xx', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const app = createApp(ctx, { trustedProxyHops: hops, limits: firestoreAbuseLimits(failingStore(aborted)) });
    const address = freshAddress();
    const emails = Array.from({ length: 4 }, () => uniqueEmail('refused'));
    const results = await Promise.all(
      emails.map((email) =>
        callEndpoint(app, 'signup', {
          headers: { 'X-Forwarded-For': address },
          body: { name: 'Bot', email, password: 'password123' },
        }),
      ),
    );
    for (const res of results) if (res.status === 201) trackUser(res.body._id as string);
    expect(statuses(results)).toEqual({ 429: 4 });
    expect(Number(results[0]?.headers['retry-after'])).toBe(STORE_FAILURE_RETRY_AFTER_MS / 1000);
    expect((await ctx.auth.getUsers(emails.map((email) => ({ email })))).users).toHaveLength(0);
  });

  it('a limiter store that never answers refuses once its deadline passes: 429, no sign-up waits for it', async () => {
    const hanging = {
      collection: () => ({ doc: () => ({ get: () => new Promise(() => {}), delete: () => new Promise(() => {}) }) }),
      getAll: () => new Promise(() => {}),
    } as unknown as Firestore;
    const limits = firestoreAbuseLimits(hanging, { storeDeadlineMs: 200 });
    const app = createApp(ctx, { trustedProxyHops: hops, limits });
    // Without the deadline every request would wait for the store until the test times out.
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        callEndpoint(app, 'signup', {
          body: { name: 'Hanging Store', email: uniqueEmail('hanging'), password: 'password123' },
          headers: { 'X-Forwarded-For': freshAddress() },
        }),
      ),
    );
    for (const res of results) if (res.status === 201) trackUser(res.body._id as string);
    expect(statuses(results)).toEqual({ 429: 3 });
  });

  it('a limiter store that is unavailable checks no password: 429 with Retry-After, no 5xx', async () => {
    const unavailable = Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
    const limits = firestoreAbuseLimits(failingStore(unavailable));
    const app = createApp(backend.ctx, { trustedProxyHops: hops, limits });
    const email = uniqueEmail('refused');
    const results = await Promise.all(Array.from({ length: 6 }, () => signin(app, email, freshAddress())));
    expect(backend.checks.get(email)).toBeUndefined();
    expect(statuses(results)).toEqual({ 429: 6 });
    expect(results[0]?.body).toEqual({ message: API_MSG.tooManySigninFailures, code: 'RATE_LIMITED' });
  });

  it(`30 concurrent orders from one customer: no 5xx, exactly ${MAX_UNPAID_ORDERS} placed`, async () => {
    await ctx.db.recursiveDelete(ordersCol(ctx.db));
    const app = createApp(ctx, { trustedProxyHops: hops });
    const customer = await createCustomer();
    const { id } = await addProduct({ countInStock: 50 });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        callEndpoint(app, 'placeOrder', { as: customer, body: placeOrderBody([{ _id: id, quantity: 1 }]) }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: MAX_UNPAID_ORDERS, 409: 30 - MAX_UNPAID_ORDERS });
    expect((await ordersCol(ctx.db).where('userId', '==', customer.uid).get()).size).toBe(MAX_UNPAID_ORDERS);
  }, 120_000);

  it.each([
    ['its lock times out (ABORTED)', Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 })],
    ['the SDK spends its retries', new Error('Exceeded maximum number of retries allowed.')],
  ])(
    'an order whose transaction keeps losing (%s) answers 429 with Retry-After, not 500, and places nothing',
    async (_case, lockTimeout) => {
      const customer = await createCustomer();
      const { id } = await addProduct({ countInStock: 50 });
      // The real database, except that every transaction loses as it does behind another instance's burst.
      const contended = new Proxy(ctx.db, {
        get(target, property) {
          if (property === 'runTransaction') return () => Promise.reject(lockTimeout);
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
      const app = createApp({ ...ctx, db: contended }, { trustedProxyHops: hops });
      const res = await callEndpoint(app, 'placeOrder', {
        as: customer,
        body: placeOrderBody([{ _id: id, quantity: 1 }]),
      });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: API_MSG.ordersBusy, code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ordersCol(ctx.db).where('userId', '==', customer.uid).get()).size).toBe(0);
    },
  );
});

describe('client address keys', () => {
  const signupFrom = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
    callEndpoint(app, 'signup', {
      headers: { 'X-Forwarded-For': forwardedFor },
      body: { name: 'Bot', email: uniqueEmail('rotate'), password: 'password123' },
    });

  it('IPv6 clients rotating through one /64 share one sign-up budget', async () => {
    const app = createApp(ctx, { trustedProxyHops: hops });
    const limit = LIMITS.signupsPerIp.points;
    const prefix = `2001:db8:77:${(addressCounter += 1)}`;
    const rotating = [];
    for (let i = 0; i < limit + 1; i += 1) rotating.push(await signupFrom(app, `${prefix}:${i + 1}:2:3:4`));
    const nextNetwork = await signupFrom(app, `2001:db8:78:${addressCounter}::1`);
    for (const res of [...rotating, nextNetwork]) if (res.status === 201) trackUser(res.body._id as string);
    expect(rotating.slice(0, limit).map((res) => res.status)).toEqual(Array.from({ length: limit }, () => 201));
    expect(rotating[limit]?.status).toBe(429);
    expect(rotating[limit]?.body).toEqual({ message: API_MSG.tooManySignups, code: 'RATE_LIMITED' });
    expect(nextNetwork.status).toBe(201);
  });

  it('an IPv4-mapped IPv6 address shares the budget of its IPv4 address', async () => {
    const app = createApp(backend.ctx, { trustedProxyHops: hops });
    const address = freshAddress();
    const points = LIMITS.signinFailuresPerIp.points;
    const results = [];
    for (let i = 0; i < points; i += 1)
      results.push(await signin(app, uniqueEmail('mapped'), i % 2 ? address : `::ffff:${address}`));
    expect(results.every((res) => res.status === 401)).toBe(true);
    expect((await signin(app, uniqueEmail('mapped'), `::ffff:${address}`)).status).toBe(429);
  });

  it('a direct caller cannot choose its key by writing X-Forwarded-For or Hosting-style headers', async () => {
    const app = createApp(backend.ctx, { trustedProxyHops: hops, hostingProxyRanges: () => ['192.0.2.0/24'] });
    const caller = freshAddress();
    const points = LIMITS.signinFailuresPerIp.points;
    for (let i = 0; i < points; i += 1) {
      const res = await callEndpoint(app, 'signin', {
        headers: {
          // Google's front end appends the caller's real address last; the rest is the caller's to write.
          'X-Forwarded-For': `203.0.113.${i}, 192.0.2.${i}, ${caller}`,
          'Fastly-Client-IP': `203.0.113.${i}`,
          'X-Fah-Client-Ip': `203.0.113.${i}`,
          'X-Forwarded-Host': 'shop.example.com',
        },
        body: { email: uniqueEmail('direct'), password: 'wrong-guess-1' },
      });
      expect(res.status).toBe(401);
    }
    expect((await signin(app, uniqueEmail('direct'), `203.0.113.250, ${caller}`)).status).toBe(429);
  });

  it('through Hosting, the client Hosting saw is the key, not the Hosting edge', async () => {
    const app = createApp(backend.ctx, { trustedProxyHops: hops, hostingProxyRanges: () => ['192.0.2.0/24'] });
    const visitor = freshAddress();
    const points = LIMITS.signinFailuresPerIp.points;
    // Hosting appends the visitor, Google's front end appends the Hosting edge (any of several).
    for (let i = 0; i < points; i += 1)
      expect((await signin(app, uniqueEmail('hosted'), `6.6.6.${i}, ${visitor}, 192.0.2.${i + 1}`)).status).toBe(401);
    expect((await signin(app, uniqueEmail('hosted'), `${visitor}, 192.0.2.99`)).status).toBe(429);
    // Another visitor behind the same edge keeps its own budget.
    expect((await signin(app, uniqueEmail('hosted'), `${freshAddress()}, 192.0.2.1`)).status).toBe(401);
  });
});
