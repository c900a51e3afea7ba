/**
 * Revocation on every route (ADR 0012) at the middleware level, with an Auth whose answers the test
 * sets, and end to end against the Auth emulator; accounts made outside the API (ADR 0012).
 */
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiContext } from '../src/api/context.js';
import { authenticate } from '../src/api/middleware/auth.js';
import { ordersCol, usersCol } from '../src/data/collections.js';
import { API_MSG, MSG } from '../src/shared/messages.js';
import { placeOrderBody } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { createAdmin, createCustomer, deleteTestUsers, trackUser } from './support/accounts.js';
import { addProduct } from './support/products.js';
import { auth, clearDatabase, ctx, db, testApp, uniqueEmail } from './support/test-context.js';

const app = testApp();
beforeAll(clearDatabase);
afterAll(deleteTestUsers);

describe('authenticate (middleware level)', () => {
  const signedInAt = Date.parse('2026-11-22T10:00:00Z') / 1000;
  function fakeContext(record: Partial<UserRecord> | 'deleted', claims: Record<string, unknown> = {}): ApiContext {
    const decoded = { uid: 'u-middleware', auth_time: signedInAt, ...claims } as unknown as DecodedIdToken;
    const fakeAuth = {
      verifyIdToken: async () => decoded,
      getUser: async () => {
        if (record === 'deleted') throw Object.assign(new Error('gone'), { code: 'auth/user-not-found' });
        return { uid: 'u-middleware', email: 'm@example.com', disabled: false, customClaims: {}, ...record };
      },
    };
    return { ...ctx, auth: fakeAuth as unknown as ApiContext['auth'] };
  }
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('accepts a live account', async () => {
    const user = await authenticate(fakeContext({ displayName: 'Mai' }), 'token', false);
    expect(user).toMatchObject({ uid: 'u-middleware', email: 'm@example.com', isAdmin: false });
  });

  it.each([
    ['a deleted account', 'deleted' as const, API_MSG.sessionEnded],
    ['a disabled account', { disabled: true }, API_MSG.accountDisabled],
    [
      'a token from before revocation',
      { tokensValidAfterTime: new Date((signedInAt + 60) * 1000).toUTCString() },
      API_MSG.sessionEnded,
    ],
  ])('rejects %s with 401 invalid_token on customer routes', async (_label, record, message) => {
    const error = await rejection(authenticate(fakeContext(record), 'token', false));
    expect(error).toMatchObject({
      status: 401,
      message,
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    });
  });

  it('an admin claim in the token counts for nothing once the account is demoted', async () => {
    const error = await rejection(authenticate(fakeContext({ customClaims: {} }, { admin: true }), 'token', true));
    expect(error).toMatchObject({ status: 403, message: MSG.adminOnly });
  });
});

describe('revocation end to end', () => {
  it('a disabled customer can no longer place orders, review or change the profile', async () => {
    const customer = await createCustomer();
    const { id } = await addProduct();
    await auth.updateUser(customer.uid, { disabled: true });
    const calls = [
      callEndpoint(app, 'placeOrder', { as: customer, body: placeOrderBody([{ _id: id, quantity: 1 }]) }),
      callEndpoint(app, 'createReview', { params: { id }, as: customer, body: { rating: 5, comment: 'x' } }),
      callEndpoint(app, 'updateProfile', { as: customer, body: { name: 'X', email: customer.email } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: API_MSG.accountDisabled, code: 'UNAUTHENTICATED' });
    }
    expect((await ordersCol(db).where('userId', '==', customer.uid).get()).size).toBe(0);
  });

  it('a deleted customer is refused', async () => {
    const customer = await createCustomer();
    await auth.deleteUser(customer.uid);
    const res = await callEndpoint(app, 'myOrders', { as: customer });
    expect(res.status).toBe(401);
  });

  it("GET /api/orders/:id does not trust a demoted admin's old token", async () => {
    const owner = await createCustomer();
    const demoted = await createAdmin();
    const { id } = await addProduct();
    const placed = await callEndpoint(app, 'placeOrder', {
      as: owner,
      body: placeOrderBody([{ _id: id, quantity: 1 }]),
    });
    expect((await callEndpoint(app, 'orderById', { params: { id: placed.body._id }, as: demoted })).status).toBe(200);
    // The claim is removed without revoking tokens: the old token still says admin.
    await auth.setCustomUserClaims(demoted.uid, { admin: false });
    const res = await callEndpoint(app, 'orderById', { params: { id: placed.body._id }, as: demoted });
    expect(res.status).toBe(404);
    expect((await callEndpoint(app, 'adminOrders', { as: demoted })).status).toBe(403);
  });
});

describe('accounts made outside the API', () => {
  async function directSignUp(password: string) {
    const { baseUrl, apiKey } = ctx.identityToolkit();
    const email = uniqueEmail('direct');
    const response = await fetch(`${baseUrl}/accounts:signUp?key=${apiKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    const body = (await response.json()) as { localId: string; idToken: string };
    trackUser(body.localId);
    return { email, uid: body.localId, token: body.idToken };
  }

  it('gets its users document on first sign-in, with a masked name', async () => {
    const account = await directSignUp('sixsix');
    expect((await usersCol(db).doc(account.uid).get()).exists).toBe(false);
    const res = await callEndpoint(app, 'signin', { body: { email: account.email, password: 'sixsix' } });
    expect(res.status).toBe(200);
    expect(res.body.name).not.toContain('@');
    const stored = (await usersCol(db).doc(account.uid).get()).data();
    expect(stored).toMatchObject({ email: account.email, isAdmin: false, name: `${account.email.slice(0, 2)}***` });
    const list = await callEndpoint(app, 'adminUsers', { as: await createAdmin() });
    expect(list.body.users.map((u: { _id: string }) => u._id)).toContain(account.uid);
  });

  it('reviews with its ID token alone never publish the email address', async () => {
    const account = await directSignUp('sixsix');
    const { id } = await addProduct();
    const res = await callEndpoint(app, 'createReview', {
      params: { id },
      as: account,
      body: { rating: 4, comment: 'Good' },
    });
    expect(res.status).toBe(201);
    expect(res.body.review.name).toBe(`${account.email.slice(0, 2)}***`);
    expect(JSON.stringify(res.body)).not.toContain(account.email);
    expect((await usersCol(db).doc(account.uid).get()).exists).toBe(true);
  });
});
