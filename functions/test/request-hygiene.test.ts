/** Findings 6 and 7 (bodies, ids), security headers on /api, and the audit log of admin actions. */
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../src/api/middleware/security-headers.js';
import { auditLogCol, ordersCol } from '../src/data/collections.js';
import { ENDPOINTS, type EndpointName } from '../src/shared/api-contract.js';
import { AUDIT_PAGE_SIZE } from '../src/shared/constants.js';
import type { AuditPage } from '../src/shared/entities/audit.js';
import { API_MSG, invalidIdMessage } from '../src/shared/messages.js';
import { placeOrderBody } from '@test-factories';
import { bearer, createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct, readProduct } from './support/products.js';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
});
afterAll(deleteTestUsers);

describe('bodies', () => {
  it('answers 413 JSON for a body over 100 KB, also when the platform already parsed it', async () => {
    const big = { name: 'x'.repeat(101 * 1024), email: 'a@b.co', password: 'password123' };
    const res = await callEndpoint(app, 'signup', { body: big });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: API_MSG.bodyTooLarge, code: 'TOO_LARGE' });

    // As on Cloud Functions: the platform parses the body (keeping rawBody) before the app sees it.
    const platform = express();
    platform.use(
      express.json({
        limit: '32mb',
        verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }),
      }),
    );
    platform.use(app);
    const viaPlatform = await callEndpoint(platform, 'signup', { body: big });
    expect(viaPlatform.status).toBe(413);
    expect(viaPlatform.body).toEqual({ message: API_MSG.bodyTooLarge, code: 'TOO_LARGE' });
  });

  it('answers 400 JSON for malformed JSON, without a stack trace or a file path', async () => {
    // A raw string body, chained untyped: the case is about bytes that are not JSON.
    const res = await callEndpoint(app, 'placeOrder', { as: customer })
      .set('Content-Type', 'application/json')
      .send('{"orderItems":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.bodyNotJson, code: 'VALIDATION_FAILED' });
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+|node_modules|\/work\//);
  });
});

describe('ids', () => {
  it.each(['a/b', '__x__', '../users/x', 'x'.repeat(200), 'a b'])(
    'refuses orderItems._id %j with 400 and stores nothing',
    async (badId) => {
      const res = await callEndpoint(app, 'placeOrder', {
        as: customer,
        body: placeOrderBody([{ _id: badId, quantity: 1 }]),
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'orderItems._id is not a valid id', code: 'VALIDATION_FAILED' });
      expect((await ordersCol(db).get()).size).toBe(0);
    },
  );

  it.each([
    ['get', '/api/orders/__x__'],
    ['put', '/api/orders/a%20b/pay'],
    ['delete', '/api/users/..%2Fx'],
    ['get', '/api/users/__proto__'],
  ] as const)('refuses %s %s with 400', async (method, path) => {
    // Literal URLs: these cases are about malformed paths, which pathFor would encode away.
    const res = await request(app)[method](path).set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: invalidIdMessage('id'), code: 'VALIDATION_FAILED' });
  });
});

describe('security headers on /api', () => {
  it.each(['/api/products', '/api/nope', '/api/orders/mine'])('%s carries the API policy', async (path) => {
    // Literal URLs: the policy covers every path under /api, a route outside the contract included.
    const res = await request(app).get(path);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
      expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('audit log', () => {
  it('records product, order and user changes with who, what and before → after, newest first', async () => {
    const created = await callEndpoint(app, 'createProduct', { as: admin });
    const productId = created.body._id as string;
    const stored = await readProduct(productId);
    await callEndpoint(app, 'updateProduct', {
      params: { id: productId },
      as: admin,
      body: {
        name: 'Audited Laptop',
        slug: 'audited-laptop',
        price: 99,
        image: '/images/products/sample.jpg',
        category: 'Office',
        brand: 'Acme',
        countInStock: 5,
        description: 'Seen by the audit',
        updatedAt: stored?.updatedAt ?? '',
      },
    }).expect(200);
    const { id } = await addProduct({ price: 10 });
    const order = await callEndpoint(app, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: id, quantity: 1 }]),
    });
    await callEndpoint(app, 'markOrderPaid', { params: { id: order.body._id }, as: admin }).expect(200);
    await callEndpoint(app, 'deleteProduct', { params: { id: productId }, as: admin }).expect(200);

    const res = await callEndpoint(app, 'auditLog', { as: admin });
    expect(res.status).toBe(200);
    const page = res.body as AuditPage;
    expect(page.entries.map((e) => e.action)).toEqual([
      'product.delete',
      'order.pay',
      'product.update',
      'product.create',
    ]);
    const update = page.entries[2];
    expect(update?.actor).toEqual({ uid: admin.uid, email: admin.email });
    expect(update?.target.id).toBe(productId);
    expect(update?.changes['name']).toEqual({ before: stored?.name, after: 'Audited Laptop' });
    expect(update?.changes['price']).toEqual({ before: 0, after: 99 });
    expect(update?.changes).not.toHaveProperty('brand', expect.objectContaining({ before: 'Acme', after: 'Acme' }));
    expect(page.entries[1]?.changes['isPaid']).toEqual({ before: false, after: true });
  });

  it('pages the log and is for admins only', async () => {
    const batch = db.batch();
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1)
      batch.set(auditLogCol(db).doc(), {
        action: 'order.deliver',
        actor: { uid: 'a', email: 'a@b.co' },
        target: { id: `o${i}`, label: 'x' },
        changes: {},
        at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString(),
      });
    await batch.commit();
    const total = (await auditLogCol(db).count().get()).data().count;
    const seen: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const res = await callEndpoint(app, 'auditLog', { query: { after }, as: admin });
      const page = res.body as AuditPage;
      expect(page.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      seen.push(...page.entries.map((entry) => entry._id));
      after = page.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await callEndpoint(app, 'auditLog', { as: customer })).status).toBe(403);
    expect((await callEndpoint(app, 'auditLog', { query: { after: 'page-2' }, as: admin })).status).toBe(400);
  });
});

describe('the contract (shared/api-contract.ts)', () => {
  const names = Object.keys(ENDPOINTS) as EndpointName[];

  it.each(names)('%s is served at its method and path', async (name) => {
    const { method, path } = ENDPOINTS[name];
    // A literal URL built from the table: the case is about the path the router serves, named in its 404.
    const url = `/api${path.replace(/:\w+/g, 'x1')}`;
    const res = await request(app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url).set(bearer(admin));
    // Whatever the endpoint makes of an empty request, it is not the catch-all's "No API route".
    expect(res.body).not.toEqual({ message: `No API route for ${method} ${url}` });
  });

  it('answers 404 JSON for a path that is not in the contract', async () => {
    // A literal URL: the case is about a method and path the contract does not have.
    const res = await request(app).patch('/api/products/x1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No API route for PATCH /api/products/x1', code: 'NOT_FOUND' });
  });
});
