/** Every protected route refuses a missing token, an invalid token and (admin routes) a customer. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../src/shared/messages.js';
import { bearer, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { clearDatabase, testApp } from './support/test-context.js';

type Method = 'get' | 'post' | 'put' | 'delete';
const ID = 'some-id';

const customerRoutes: [Method, string][] = [
  ['put', '/api/users/profile'],
  ['post', `/api/products/${ID}/reviews`],
  ['post', '/api/orders'],
  ['get', '/api/orders/mine'],
  ['get', `/api/orders/${ID}`],
];

const adminRoutes: [Method, string][] = [
  ['get', '/api/products/admin'],
  ['post', '/api/products'],
  ['put', `/api/products/${ID}`],
  ['delete', `/api/products/${ID}`],
  ['get', '/api/orders/summary'],
  ['get', '/api/orders'],
  ['delete', `/api/orders/${ID}`],
  ['put', `/api/orders/${ID}/pay`],
  ['put', `/api/orders/${ID}/deliver`],
  ['get', '/api/users'],
  ['get', `/api/users/${ID}`],
  ['put', `/api/users/${ID}`],
  ['delete', `/api/users/${ID}`],
  ['get', '/api/upload'],
  ['post', '/api/upload'],
];

const app = testApp();
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  customer = await createCustomer();
});
afterAll(deleteTestUsers);

describe.each([...customerRoutes, ...adminRoutes])('%s %s', (method, path) => {
  it('answers 401 No token without a token', async () => {
    const res = await request(app)[method](path).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MSG.noToken });
  });

  it('answers 401 Invalid token for a forged or malformed token', async () => {
    for (const token of ['not-a-jwt', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const res = await request(app)[method](path).set('Authorization', `Bearer ${token}`).send({});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MSG.invalidToken });
    }
  });
});

describe.each(adminRoutes)('%s %s as a customer', (method, path) => {
  it('answers 403', async () => {
    const res = await request(app)[method](path).set(bearer(customer)).send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MSG.adminOnly });
  });
});

describe('unknown routes', () => {
  it('answer a JSON 404', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No API route for GET /api/nothing-here');
  });
});
