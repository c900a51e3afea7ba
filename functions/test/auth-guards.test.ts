/** Every protected route refuses a missing token, an invalid token and (admin routes) a customer. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../src/shared/messages.js';
import type { EndpointName } from '../src/shared/api-contract.js';
import { createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callAnyEndpoint, type AnyEndpointCall } from './support/call-endpoint.js';
import { clearDatabase, testApp } from './support/test-context.js';

const app = testApp();
const ID = 'some-id';

const customerEndpoints: EndpointName[] = [
  'updateProfile',
  'createReview',
  'placeOrder',
  'myOrders',
  'orderById',
  'checkVoucher',
];

const adminEndpoints: EndpointName[] = [
  'adminProducts',
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'dashboardSummary',
  'recountDashboard',
  'adminOrders',
  'deleteOrder',
  'markOrderPaid',
  'markOrderDelivered',
  'adminUsers',
  'userById',
  'updateUser',
  'deleteUser',
  'uploadStatus',
  'uploadImage',
  'adminShopSettings',
  'updateShopSettings',
  'adminVouchers',
  'createVoucher',
  'updateVoucher',
  'deleteVoucher',
];

/**
 * Each guarded endpoint with an empty JSON body: the guard must answer before the body is checked.
 * (`{}` is not a valid body for most of them, hence the untyped call.)
 */
const callGuarded = (name: EndpointName, call: AnyEndpointCall = {}) =>
  callAnyEndpoint(app, name, { params: { id: ID }, ...call }).send({});

let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  customer = await createCustomer();
});
afterAll(deleteTestUsers);

describe.each([...customerEndpoints, ...adminEndpoints])('%s', (name) => {
  it('answers 401 No token without a token', async () => {
    const res = await callGuarded(name);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MSG.noToken, code: 'UNAUTHENTICATED' });
  });

  it('answers 401 Invalid token for a forged or malformed token', async () => {
    for (const token of ['not-a-jwt', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const res = await callGuarded(name, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MSG.invalidToken, code: 'UNAUTHENTICATED' });
    }
  });
});

describe.each(adminEndpoints)('%s as a customer', (name) => {
  it('answers 403', async () => {
    const res = await callGuarded(name, { as: customer });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MSG.adminOnly, code: 'FORBIDDEN' });
  });
});

describe('unknown routes', () => {
  it('answer a JSON 404', async () => {
    // A literal URL: this case is about a route the contract does not have.
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No API route for GET /api/nothing-here');
  });
});
