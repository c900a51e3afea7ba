/**
 * Property-based fuzzing of every endpoint of the contract (ADR 0012, "Fuzzing"): generated malformed
 * requests (wrong types, missing and extra fields, huge strings, unicode, odd ids, bad tokens) must
 * never cause a 5xx, every 4xx must be JSON with a message, and no business document may appear or change.
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../src/shared/api-contract.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import { bearer, createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

/**
 * Every endpoint of the contract is fuzzed, so a new endpoint is covered the day it is added.
 * Bodies go to every POST and PUT, queries to every endpoint: what a handler does not read must not hurt it.
 */
const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/**
 * Valid requests whatever the body, so only their token is fuzzed: an admin creating a sample
 * product, and an admin's recount of the dashboard's figures (it takes no input and is audited).
 */
const VALID_WHATEVER_THE_BODY: readonly EndpointName[] = ['createProduct', 'recountDashboard'];

/** Runs per endpoint: enough for each generator's branches, about 700 requests in all. */
const RUNS_PER_ENDPOINT = 20;

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
/**
 * Query values stay under 2,000 characters each: past 16 KB of request line and headers Node's HTTP
 * server answers 431 itself, before the app runs (in production Google's front end does the same).
 */
const oddQuery = fc.dictionary(
  fc.constantFrom('page', 'query', 'category', 'price', 'pricce', 'rating', 'order', 'pageSize', 'cursor'),
  oddStrings.filter((value) => value.length < 2000),
  { maxKeys: 4 },
);
type TokenChoice = 'none' | 'garbage' | 'customer' | 'admin';
const tokenChoice = fc.constantFrom<TokenChoice>('none', 'garbage', 'customer', 'admin');

/**
 * Upload and review photos are available (an in-memory store that keeps nothing), so their
 * validation is fuzzed rather than their 503.
 */
const memoryStore = { save: async (path: string) => `memory://${path}` };
const app = testApp({ imageStore: memoryStore, reviewPhotos: { store: memoryStore, bucket: 'fuzz-bucket' } });
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

function fuzzedCall(
  name: EndpointName,
  id: string,
  body: unknown,
  rawBody: string | undefined,
  query: object,
  token: TokenChoice,
) {
  const endpoint = ENDPOINTS[name];
  const who = VALID_WHATEVER_THE_BODY.includes(name) && token === 'admin' ? 'customer' : token;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  // Built from the contract by hand rather than with callEndpoint: the fuzzer sends ids, bodies
  // and tokens no typed call would accept, including a raw body string.
  const agent = request(app);
  let call = agent[method](`/api${endpoint.path.replace(/:\w+/g, id)}`).query(query);
  if (who === 'customer') call = call.set(bearer(customer));
  if (who === 'admin') call = call.set(bearer(admin));
  if (who === 'garbage') call = call.set('Authorization', `Bearer ${id}`);
  if (!sendsBody) return call;
  if (rawBody !== undefined) return call.set('Content-Type', 'application/json').send(rawBody);
  if (typeof body === 'object' && body !== null) return call.send(body);
  return call.set('Content-Type', 'application/json').send(JSON.stringify(body));
}

describe('fuzzing every endpoint of the contract with malformed requests', () => {
  let before: Map<string, string>;
  beforeAll(async () => {
    before = await snapshotStore();
  });

  it.each(ENDPOINT_NAMES)(
    '%s never answers 5xx and answers every error as JSON with a message',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(
          oddId,
          oddBody,
          fc.option(oddRawBody, { nil: undefined }),
          oddQuery,
          tokenChoice,
          async (id, body, rawBody, query, token) => {
            const res = await fuzzedCall(name, id, body, rawBody, query, token);
            requests += 1;
            if (res.status >= 500) serverErrors.push(`${name} → ${res.status}`);
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.headers['content-type']).toMatch(/application\/json/);
              expect(typeof (res.body as { message?: unknown }).message).toBe('string');
              expect(res.text).not.toMatch(/node_modules|\/work\/|at [\w.]+ \(/);
            }
          },
        ),
        // endOnFailure: shrinking replays hundreds of requests; the first counterexample is reported as it is.
        { numRuns: RUNS_PER_ENDPOINT, seed: 20261122, endOnFailure: true },
      );
    },
    120_000,
  );

  it('stored nothing: no business document appeared or changed', async () => {
    expect(serverErrors).toEqual([]);
    expect(requests).toBe(ENDPOINT_NAMES.length * RUNS_PER_ENDPOINT);
    const after = await snapshotStore();
    expect([...after]).toEqual([...before]);
  });
});
