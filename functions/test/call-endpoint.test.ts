/**
 * callEndpoint (support/call-endpoint.ts) sends what the contract says for a name: an app that
 * echoes the request shows the method, the path with its parameters encoded, the query, the JSON
 * body and the signed-in account's token, so the suites that call by name test the real routes.
 */
import express from 'express';
import { describe, expect, it } from 'vitest';
import { callAnyEndpoint, callEndpoint } from './support/call-endpoint.js';

const echo = express();
echo.use(express.json());
echo.use((req, res) => {
  res.json({
    method: req.method,
    url: req.originalUrl,
    authorization: req.get('Authorization') ?? null,
    body: req.body as unknown,
    idempotencyKey: req.get('Idempotency-Key') ?? null,
  });
});

describe('callEndpoint', () => {
  it("sends the contract's method and path, with the path parameters encoded", async () => {
    const res = await callEndpoint(echo, 'markOrderPaid', { params: { id: 'a b/c' } });
    expect(res.body).toMatchObject({ method: 'PUT', url: '/api/orders/a%20b%2Fc/pay', authorization: null });
  });

  it("signs in as the given account with its ID token, and adds the caller's headers", async () => {
    const res = await callEndpoint(echo, 'myOrders', {
      as: { token: 'token-1' },
      headers: { 'Idempotency-Key': 'key-12345' },
    });
    expect(res.body).toMatchObject({ method: 'GET', authorization: 'Bearer token-1', idempotencyKey: 'key-12345' });
  });

  it('sends the query string and the JSON body', async () => {
    const search = await callEndpoint(echo, 'searchProducts', { query: { query: 'dell', page: '2' } });
    expect(search.body.url).toBe('/api/products/search?query=dell&page=2');
    const signin = await callEndpoint(echo, 'signin', { body: { email: 'a@example.com', password: 'pw-123456' } });
    expect(signin.body).toMatchObject({
      method: 'POST',
      url: '/api/users/signin',
      body: { email: 'a@example.com', password: 'pw-123456' },
    });
  });

  it('answers a supertest Test that still chains .set() and .expect()', async () => {
    await callEndpoint(echo, 'adminUsers')
      .set('Authorization', 'Bearer forged')
      .expect(200)
      .expect((res) => expect(res.body.authorization).toBe('Bearer forged'));
  });

  it('callAnyEndpoint calls a name from a table the same way', async () => {
    const res = await callAnyEndpoint(echo, 'deleteUser', { params: { id: 'u1' }, as: { token: 't' } });
    expect(res.body).toMatchObject({ method: 'DELETE', url: '/api/users/u1', authorization: 'Bearer t' });
  });
});
