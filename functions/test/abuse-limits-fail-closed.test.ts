/**
 * The abuse limits hold exactly across function instances, or refuse (docs/decisions/0030-limits-hold-or-refuse.md):
 * several app instances, each with its own limiter objects, share one Firestore as deployed
 * functions do; a store that is slow or failing answers 429 with Retry-After, never an
 * instance's private count.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import type { ApiContext } from '../src/api/context.js';
import { firestoreAbuseLimits, LIMITS } from '../src/api/limits/abuse-limits.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import { searchLimitOf } from '../src/api/limits/search-limit.js';
import { STORE_FAILURE_RETRY_AFTER_MS } from '../src/limits/limiter-options.js';
import { firestoreSearchCounter, SEARCHES_PER_CLIENT, searchCountRef } from '../src/limits/search-counter.js';
import { API_MSG } from '../src/shared/messages.js';
import { createCustomer, deleteTestUsers, trackUser } from './support/accounts.js';
import { startInOneSearchWindow } from './support/search-window.js';
import { callEndpoint } from './support/call-endpoint.js';
import { placeOrderBody } from '@test-factories';
import { clearDatabase, ctx, uniqueEmail } from './support/test-context.js';

const hops = () => 1;
let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;
const INSTANCES = 4;

/** `count` app instances on one Firestore, each with limiter objects of its own (as separate function instances). */
const instances = (context: ApiContext, count = INSTANCES) =>
  Array.from({ length: count }, () => createApp(context, { trustedProxyHops: hops }));

const statuses = (results: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** Identity Toolkit's sign-in endpoint that refuses every password and counts the checks per email. */
let server: Server;
const checks = new Map<string, number>();
let backendCtx: ApiContext = ctx;

beforeAll(async () => {
  await clearDatabase();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const email = String((JSON.parse(body) as { email?: string }).email).toLowerCase();
      checks.set(email, (checks.get(email) ?? 0) + 1);
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  backendCtx = { ...ctx, identityToolkit: () => ({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' }) };
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deleteTestUsers();
});
beforeEach(async () => {
  checks.clear();
  await ctx.db.recursiveDelete(ctx.db.collection(COLLECTIONS.rateLimits));
});

const signup = (app: ReturnType<typeof createApp>, address: string) =>
  callEndpoint(app, 'signup', {
    headers: { 'X-Forwarded-For': address },
    body: { name: 'Bot', email: uniqueEmail('instances'), password: 'password123' },
  });

const wrongSignin = (app: ReturnType<typeof createApp>, email: string, address: string) =>
  callEndpoint(app, 'signin', { headers: { 'X-Forwarded-For': address }, body: { email, password: 'wrong-guess-1' } });

describe('limits shared by several instances hold exactly', () => {
  it('40 sign-ups at once from one address over 4 instances: exactly 10 created, 30 refused with Retry-After', async () => {
    const apps = instances(ctx);
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signup(apps[i % apps.length]!, address)));
    for (const res of results) if (res.status === 201) trackUser(res.body._id as string);
    const limit = LIMITS.signupsPerIp.points;
    expect(statuses(results)).toEqual({ 201: limit, 429: 40 - limit });
    for (const res of results.filter((r) => r.status === 429)) {
      expect(res.body).toEqual({ message: API_MSG.tooManySignups, code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  }, 120_000);

  it('30 concurrent wrong passwords over 5 instances reach the password check at most 5 times', async () => {
    const apps = instances(backendCtx, 5);
    const email = uniqueEmail('instances-burst');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => wrongSignin(apps[i % apps.length]!, email, freshAddress())),
    );
    const points = LIMITS.signinFailuresPerAccount.points;
    expect(checks.get(email)).toBe(points);
    expect(statuses(results)).toEqual({ 401: points, 429: 30 - points });
  }, 120_000);

  it('60 concurrent voucher checks by one customer over 4 instances: exactly 20 checked', async () => {
    const apps = instances(ctx);
    const customer = await createCustomer();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        callEndpoint(apps[i % apps.length]!, 'checkVoucher', {
          as: customer,
          headers: { 'X-Forwarded-For': freshAddress() },
          body: { code: `GUESS${i}`, itemsPrice: 1000 },
        }),
      ),
    );
    const points = LIMITS.voucherChecks.points;
    expect(statuses(results)).toEqual({ 404: points, 429: 60 - points });
  }, 120_000);
});

describe('cancels per account', () => {
  it('a customer cancelling more than 10 orders in an hour is answered 429 with Retry-After', async () => {
    const [app] = instances(ctx, 1);
    const customer = await createCustomer();
    const { points, duration } = LIMITS.customerCancelsPerAccount;
    const cancel = () =>
      callEndpoint(app!, 'cancelMyOrder', { params: { id: 'no-such-order' }, as: customer, body: {} });
    const answers = [];
    for (let i = 0; i < points; i += 1) answers.push((await cancel()).status);
    expect(answers).toEqual(Array.from({ length: points }, () => 404));
    const refused = await cancel();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG.tooManyCancels, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(duration - 60);
    // Another customer keeps their own budget.
    const other = await createCustomer();
    expect(
      (await callEndpoint(app!, 'cancelMyOrder', { params: { id: 'no-such-order' }, as: other, body: {} })).status,
    ).toBe(404);
  });
});

describe('the search count', () => {
  const minute = SEARCHES_PER_CLIENT.duration * 1000;
  // A burst that straddled the minute would rightly count in two windows.
  const insideOneWindow = () => startInOneSearchWindow(15_000);
  const burst = (address: string, size: number) => {
    const counters = Array.from({ length: INSTANCES }, () => firestoreSearchCounter(ctx.db));
    return Promise.all(Array.from({ length: size }, (_, i) => counters[i % INSTANCES]!.count(address)));
  };

  it('120 concurrent searches from one address over 4 instances are all answered: none refused for contention', async () => {
    await insideOneWindow();
    const address = freshAddress();
    const answers = await burst(address, SEARCHES_PER_CLIENT.points);
    expect(answers.filter((wait) => wait === null)).toHaveLength(SEARCHES_PER_CLIENT.points);
  }, 60_000);

  it('200 concurrent searches from one address on one instance: exactly 120 answered', async () => {
    await insideOneWindow();
    const counter = firestoreSearchCounter(ctx.db);
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 200 }, () => counter.count(address)));
    expect(answers.filter((wait) => wait === null)).toHaveLength(SEARCHES_PER_CLIENT.points);
  }, 60_000);

  it('200 concurrent searches from one address over 4 instances: never more than 120 answered, every one counted', async () => {
    await insideOneWindow();
    const address = freshAddress();
    const answers = await burst(address, 200);
    const answered = answers.filter((wait) => wait === null).length;
    // A search is answered only when the count it reads back is within the budget, and the n-th
    // increment reads at least n: at most 120, fewer when later increments land before a read.
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(SEARCHES_PER_CLIENT.points);
    // The others wait for the window's end.
    for (const wait of answers) if (wait !== null) expect(wait).toBeLessThanOrEqual(minute);
    expect((await searchCountRef(ctx.db, address, Date.now()).get()).data()?.count).toBe(200);
    // Past the budget, the next search is refused.
    expect(await firestoreSearchCounter(ctx.db).count(address)).not.toBeNull();
  }, 60_000);
});

describe('placements per account', () => {
  it('a customer placing more than 30 orders in an hour, on any instance, is answered 429 with Retry-After', async () => {
    const apps = instances(ctx, 2);
    const customer = await createCustomer();
    const { points, duration } = LIMITS.customerPlacementsPerAccount;
    // A product that does not exist: each placement is refused (404) after taking its slot, so the
    // burst places nothing while it spends the budget as real placements would.
    const place = (i: number) =>
      callEndpoint(apps[i % apps.length]!, 'placeOrder', {
        as: customer,
        body: placeOrderBody([{ _id: 'no-such-product', quantity: 1 }]),
      });
    const burst = await Promise.all(Array.from({ length: points + 10 }, (_, i) => place(i)));
    expect(statuses(burst)).toEqual({ 404: points, 429: 10 });
    const refused = burst.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual({ message: API_MSG.tooManyPlacements, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(duration - 60);
    // Another customer keeps their own budget.
    const other = await createCustomer();
    const theirs = await callEndpoint(apps[0]!, 'placeOrder', {
      as: other,
      body: placeOrderBody([{ _id: 'no-such-product', quantity: 1 }]),
    });
    expect(theirs.status).toBe(404);
  }, 120_000);
});

describe('a slow or failing store refuses', () => {
  /** A Firestore whose every call on limiter documents fails with `error`, or never answers. */
  const brokenStore = (fail: () => Promise<never>) =>
    ({
      collection: () => ({ doc: () => ({ get: fail, delete: fail, create: fail, update: fail, set: fail }) }),
      getAll: fail,
      runTransaction: fail,
      batch: () => ({ delete: () => undefined, commit: fail }),
    }) as unknown as Firestore;
  const hanging = () => new Promise<never>(() => {});
  const unavailable = () =>
    Promise.reject(Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }));

  it("a slow limiter store answers 429 with Retry-After, not the instance's own count", async () => {
    const limits = firestoreAbuseLimits(brokenStore(hanging), { storeDeadlineMs: 200 });
    const app = createApp(ctx, { trustedProxyHops: hops, limits });
    const results = await Promise.all(Array.from({ length: 3 }, () => signup(app, freshAddress())));
    for (const res of results) if (res.status === 201) trackUser(res.body._id as string);
    expect(statuses(results)).toEqual({ 429: 3 });
    for (const res of results) {
      expect(res.body).toEqual({ message: API_MSG.tooManySignups, code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('the search count refuses while its store is late or failing, rather than each instance counting alone', async () => {
    for (const store of [brokenStore(hanging), brokenStore(unavailable)]) {
      const counter = firestoreSearchCounter(store, { deadlineMs: 200 });
      expect(await counter.count('203.0.113.7')).toBe(STORE_FAILURE_RETRY_AFTER_MS);
      const request = { ip: '203.0.113.7', socket: { remoteAddress: '203.0.113.7' } } as never;
      await expect(searchLimitOf(counter).consume(request)).rejects.toMatchObject({
        status: 429,
        message: API_MSG.tooManySearches,
        headers: { 'Retry-After': String(STORE_FAILURE_RETRY_AFTER_MS / 1000) },
      });
    }
  });

  it('a failing limiter store checks no password: 429 with Retry-After', async () => {
    const limits = firestoreAbuseLimits(brokenStore(unavailable));
    const app = createApp(backendCtx, { trustedProxyHops: hops, limits });
    const email = uniqueEmail('store-down');
    const res = await wrongSignin(app, email, freshAddress());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: API_MSG.tooManySigninFailures, code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(checks.get(email)).toBeUndefined();
  });
});
