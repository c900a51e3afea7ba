/**
 * Property-based fuzzing of every route (issue 10 "Fuzzing"): generated malformed requests (wrong
 * types, missing and extra fields, huge strings, unicode, odd ids, bad tokens) must never cause a
 * 5xx, every 4xx must be JSON with a message, and no business document may appear or change.
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/shared/collections.js';
import { bearer, createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

type Method = 'get' | 'post' | 'put' | 'delete';
type Auth = 'public' | 'customer' | 'admin';

/** Every route of the API, with `:id` where an id goes. */
const ROUTES: { method: Method; path: string; auth: Auth; body?: boolean; query?: boolean }[] = [
  { method: 'get', path: '/api/products', auth: 'public' },
  { method: 'get', path: '/api/products/search', auth: 'public', query: true },
  { method: 'get', path: '/api/products/categories', auth: 'public' },
  { method: 'get', path: '/api/products/slug/:id', auth: 'public' },
  { method: 'get', path: '/api/products/:id', auth: 'public' },
  { method: 'get', path: '/api/products/admin', auth: 'admin', query: true },
  { method: 'post', path: '/api/products', auth: 'admin' },
  { method: 'put', path: '/api/products/:id', auth: 'admin', body: true },
  { method: 'delete', path: '/api/products/:id', auth: 'admin' },
  { method: 'post', path: '/api/products/:id/reviews', auth: 'customer', body: true },
  { method: 'post', path: '/api/orders', auth: 'customer', body: true },
  { method: 'get', path: '/api/orders/mine', auth: 'customer' },
  { method: 'get', path: '/api/orders/summary', auth: 'admin' },
  { method: 'get', path: '/api/orders', auth: 'admin' },
  { method: 'get', path: '/api/orders/:id', auth: 'customer' },
  { method: 'delete', path: '/api/orders/:id', auth: 'admin' },
  { method: 'put', path: '/api/orders/:id/pay', auth: 'admin' },
  { method: 'put', path: '/api/orders/:id/deliver', auth: 'admin' },
  { method: 'post', path: '/api/users/signup', auth: 'public', body: true },
  { method: 'post', path: '/api/users/signin', auth: 'public', body: true },
  { method: 'put', path: '/api/users/profile', auth: 'customer', body: true },
  { method: 'get', path: '/api/users', auth: 'admin' },
  { method: 'get', path: '/api/users/:id', auth: 'admin' },
  { method: 'put', path: '/api/users/:id', auth: 'admin', body: true },
  { method: 'delete', path: '/api/users/:id', auth: 'admin' },
  { method: 'get', path: '/api/upload', auth: 'admin' },
  { method: 'post', path: '/api/upload', auth: 'admin', body: true },
  { method: 'get', path: '/api/audit', auth: 'admin', query: true },
];

/** Fields the real payloads use, so generated objects hit the validators' interesting paths. */
const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'currentPassword',
  'rating',
  'comment',
  'orderItems',
  '_id',
  'quantity',
  'price',
  'shippingAddress',
  'paymentMethod',
  'itemsPrice',
  'totalPrice',
  'slug',
  'image',
  'category',
  'brand',
  'countInStock',
  'description',
  'isAdmin',
  'updatedAt',
  '__proto__',
  'constructor',
] as const;

const oddStrings = fc.oneof(
  fc.constantFrom('', ' ', 'a/b', '__x__', '../users/x', '..', '%2F', '\u0000', 'Đồ họa', '😀', 'null', '<script>'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);
const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddStrings,
  fc.constantFrom(-1, 1e308, 0.1, Number.MAX_SAFE_INTEGER),
);
const oddBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), oddValue, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    orderItems: fc.array(fc.dictionary(fc.constantFrom('_id', 'quantity', 'price'), oddValue), { maxLength: 4 }),
  }),
);
const oddRawBody = fc.constantFrom('{"a":', '[1,2', 'not json', '{"name":"x","email":1}'.repeat(3), '\u0000\u0001');
const oddId = fc.oneof(
  oddStrings.map((s) => encodeURIComponent(s)),
  fc.constantFrom('a%2Fb', '..%2Fx', '%00', 'x'.repeat(300)),
);
const oddQuery = fc.dictionary(
  fc.constantFrom('page', 'query', 'category', 'price', 'pricce', 'rating', 'order', 'pageSize'),
  oddStrings,
  {
    maxKeys: 4,
  },
);
type TokenChoice = 'none' | 'garbage' | 'customer' | 'admin';
const tokenChoice = fc.constantFrom<TokenChoice>('none', 'garbage', 'customer', 'admin');

/** Upload is available (an in-memory store that keeps nothing), so its validation is fuzzed rather than its 503. */
const app = testApp({ imageStore: { save: async (path) => `memory://${path}` } });
let customer: TestAccount;
let admin: TestAccount;
let requests = 0;
const serverErrors: string[] = [];

const BUSINESS_COLLECTIONS = [COLLECTIONS.products, COLLECTIONS.orders, COLLECTIONS.users, COLLECTIONS.auditLog];

/** Every business document, as id → update time, so any write shows up. */
async function snapshotStore(): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const name of BUSINESS_COLLECTIONS) {
    for (const doc of (await db.collection(name).get()).docs)
      seen.set(doc.ref.path, doc.updateTime.toDate().toISOString());
  }
  for (const doc of (await db.collectionGroup(COLLECTIONS.reviews).get()).docs)
    seen.set(doc.ref.path, doc.updateTime.toDate().toISOString());
  return seen;
}

beforeAll(async () => {
  await clearDatabase();
  [customer, admin] = await Promise.all([createCustomer(), createAdmin()]);
  await addProduct();
});
afterAll(async () => {
  process.stdout.write(`fuzz: ${requests} requests, ${serverErrors.length} server errors\n`);
  await deleteTestUsers();
});

describe('fuzzing every route with malformed requests', () => {
  it('never answers 5xx, always answers JSON errors, and stores nothing', async () => {
    const before = await snapshotStore();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        oddId,
        oddBody,
        fc.option(oddRawBody, { nil: undefined }),
        oddQuery,
        tokenChoice,
        async (route, id, body, rawBody, query, token) => {
          // An admin creating a sample product is a valid request whatever the body: fuzz its token only.
          const who =
            route.method === 'post' && route.path === '/api/products' && token === 'admin' ? 'customer' : token;
          const agent = request(app);
          let call = agent[route.method](route.path.replace(':id', id)).query(route.query ? query : {});
          if (who === 'customer') call = call.set(bearer(customer));
          if (who === 'admin') call = call.set(bearer(admin));
          if (who === 'garbage') call = call.set('Authorization', `Bearer ${id}`);
          if (route.body && rawBody !== undefined) call = call.set('Content-Type', 'application/json').send(rawBody);
          else if (route.body && typeof body === 'object' && body !== null) call = call.send(body);
          else if (route.body) call = call.set('Content-Type', 'application/json').send(JSON.stringify(body));
          const res = await call;
          requests += 1;
          if (res.status >= 500) serverErrors.push(`${route.method.toUpperCase()} ${route.path} → ${res.status}`);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers['content-type']).toMatch(/application\/json/);
            expect(typeof (res.body as { message?: unknown }).message).toBe('string');
            expect(res.text).not.toMatch(/node_modules|\/work\/|at [\w.]+ \(/);
          }
        },
      ),
      { numRuns: 600, seed: 20261122 },
    );
    expect(serverErrors).toEqual([]);
    const after = await snapshotStore();
    expect([...after]).toEqual([...before]);
  }, 600_000);
});
