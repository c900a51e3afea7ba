/** No /api answer may be kept by a browser, proxy or CDN: every one says Cache-Control: no-store, errors included. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from './support/call-endpoint.js';
import { createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct } from './support/products.js';
import { clearDatabase, testApp } from './support/test-context.js';

const app = testApp();
let customer: TestAccount;
let productId = '';

beforeAll(async () => {
  await clearDatabase();
  customer = await createCustomer();
  productId = (await addProduct({ slug: 'cache-test-laptop' })).id;
});
afterAll(deleteTestUsers);

describe('Cache-Control on /api', () => {
  it('is no-store on public reads: the product list and one product', async () => {
    const list = await callEndpoint(app, 'listProducts');
    const one = await callEndpoint(app, 'productById', { params: { id: productId } });
    expect([list.status, one.status]).toEqual([200, 200]);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(one.headers['cache-control']).toBe('no-store');
  });

  it("is no-store on a signed-in shopper's own orders", async () => {
    const res = await callEndpoint(app, 'myOrders', { as: customer });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on error answers: unknown product, refused sign-in, invalid body, unknown route', async () => {
    const answers = await Promise.all([
      callEndpoint(app, 'productById', { params: { id: 'no-such-product' } }),
      callEndpoint(app, 'myOrders'),
      // Chained .send(): an empty sign-up body is invalid on purpose.
      callEndpoint(app, 'signup').send({}),
      // A literal URL: this case is about a route the contract does not have.
      request(app).get('/api/no-such-route'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 401, 400, 404]);
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });
});
