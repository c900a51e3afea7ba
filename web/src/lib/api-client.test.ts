import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOrderBody } from '@test-factories';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import { onSessionEnded } from './session-events';

const { currentIdToken } = vi.hoisted(() => ({ currentIdToken: vi.fn<(force?: boolean) => Promise<string | null>>() }));
vi.mock('./firebase-auth', () => ({ currentIdToken }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const refused = () =>
  json({ message: 'Your session has ended, please sign in again' }, 401, {
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });
const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;
const authHeaderOf = (call: number) => headersOf(call).Authorization;
const urlOf = (call: number) => fetchMock.mock.calls[call]?.[0];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  currentIdToken.mockImplementation(async (force) => (force ? 'fresh-token' : 'old-token'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  currentIdToken.mockReset();
});

describe('authenticated API calls (ADR 0002)', () => {
  const ended = vi.fn();
  let stop: () => void;
  beforeEach(() => {
    stop = onSessionEnded(ended);
  });
  afterEach(() => {
    stop();
    ended.mockReset();
  });

  it('a refused token is refreshed once and the call retried: the shopper notices nothing', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(json([{ _id: 'o1' }]));
    await expect(callApi('myOrders')).resolves.toEqual([{ _id: 'o1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authHeaderOf(0)).toBe('Bearer old-token');
    expect(authHeaderOf(1)).toBe('Bearer fresh-token');
    expect(currentIdToken.mock.calls).toEqual([[false], [true]]);
    expect(ended).not.toHaveBeenCalled();
  });

  it('a token refused again after the refresh ends the session', async () => {
    fetchMock.mockImplementation(async () => refused());
    await expect(callApi('myOrders')).rejects.toEqual(
      new ApiError(401, 'Your session has ended, please sign in again'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authHeaderOf(1)).toBe('Bearer fresh-token');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a 401 that is not about the token (wrong current password) neither retries nor ends the session', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Current password is incorrect' }, 401));
    const call = callApi('updateProfile', { body: { name: 'Lan', email: 'lan@example.com' } });
    await expect(call).rejects.toEqual(new ApiError(401, 'Current password is incorrect'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(currentIdToken).not.toHaveBeenCalledWith(true);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('callApi', () => {
  it('sends the method, path, JSON body and extra headers the contract and the input name', async () => {
    fetchMock.mockResolvedValue(json({ _id: 'o1' }, 201));
    const body = placeOrderBody([{ _id: 'p1', quantity: 1 }]);
    await callApi('placeOrder', { body, headers: { 'Idempotency-Key': 'k1' } });
    expect(urlOf(0)).toBe('/api/orders');
    expect(fetchMock.mock.calls[0]?.[1]).toEqual(
      expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }),
    );
    expect(headersOf(0)).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k1',
      Authorization: 'Bearer old-token',
    });
  });

  it('sends no token to a public endpoint, even when signed in', async () => {
    fetchMock.mockResolvedValue(json(['Laptops']));
    await expect(callApi('listCategories')).resolves.toEqual(['Laptops']);
    expect(urlOf(0)).toBe('/api/products/categories');
    expect(authHeaderOf(0)).toBeUndefined();
    expect(currentIdToken).not.toHaveBeenCalled();
  });

  it('a refused token on a public endpoint is neither refreshed nor ends the session', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fetchMock.mockImplementation(async () => refused());
    await expect(callApi('listProducts')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).not.toHaveBeenCalled();
  });

  it("sends a signed-in caller's token to a public endpoint that previews drafts for admins", async () => {
    fetchMock.mockResolvedValue(json({ _id: 'p1' }));
    await callApi('productBySlug', { params: { slug: 'draft-laptop' } });
    expect(authHeaderOf(0)).toBe('Bearer old-token');
  });

  it('encodes path parameters and the query', async () => {
    fetchMock.mockResolvedValue(json({ _id: 'x' }));
    await callApi('orderById', { params: { id: 'a/b c?d' } });
    expect(urlOf(0)).toBe('/api/orders/a%2Fb%20c%3Fd');

    fetchMock.mockResolvedValue(json({ products: [] }));
    await callApi('searchProducts', { query: { query: 'dell & hp', category: undefined, page: '2' } });
    expect(urlOf(1)).toBe('/api/products/search?query=dell+%26+hp&page=2');
  });

  it("rejects with the server's message, or a readable one when it sent none", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Product Not Found' }, 404));
    await expect(callApi('productById', { params: { id: 'p9' } })).rejects.toEqual(
      new ApiError(404, 'Product Not Found'),
    );
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(callApi('listCategories')).rejects.toEqual(new ApiError(502, 'Request failed (502 Bad Gateway)'));
  });

  it("carries the server's code, which screens decide by; none when no API answered", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ message: 'Prices have changed: please review your cart', code: 'PRICES_CHANGED' }, 400),
    );
    const refusal = await callApi('placeOrder', { body: placeOrderBody([{ _id: 'p1', quantity: 1 }]) }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, code: 'PRICES_CHANGED' });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(callApi('listCategories')).rejects.toMatchObject({ status: 502, code: null });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi('listCategories')).rejects.toMatchObject({ status: 0, code: null });
  });

  it('answers undefined for a 204 and says when the server cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(callApi('momoIpn', { body: {} })).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi('listCategories')).rejects.toEqual(
      new ApiError(0, 'Cannot reach the server. Check your connection and try again.'),
    );
  });
});
