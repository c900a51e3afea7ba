/**
 * Costly public reads (docs/decisions/0030-limits-hold-or-refuse.md): "similar laptops" is kept by
 * the CDN, and the product list, compare, similar and review reads take from the search budget
 * per client, so walking the catalogue through the function is limited like searching it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CATALOGUE_CACHE_CONTROL } from '../src/api/middleware/security-headers.js';
import { SEARCHES_PER_CLIENT, searchCountRef } from '../src/limits/search-counter.js';
import { API_MSG } from '../src/shared/messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp({ trustedProxyHops: () => 1 });
let productId = '';
let otherId = '';
let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** The client's search budget spent, as SEARCHES_PER_CLIENT searches within the minute would leave it. */
async function spendSearchBudget(address: string) {
  // This minute's window and the next, so a test running across the minute still finds it spent.
  for (const at of [Date.now(), Date.now() + SEARCHES_PER_CLIENT.duration * 1000]) {
    await searchCountRef(db, address, at).set({ count: SEARCHES_PER_CLIENT.points, expireAt: null });
  }
}

beforeAll(async () => {
  await clearDatabase();
  productId = (await addProduct({ category: 'Gaming' })).id;
  otherId = (await addProduct({ category: 'Gaming' })).id;
});

describe('costly public reads', () => {
  it('similar is cacheable and limited', async () => {
    const address = freshAddress();
    const similar = await callEndpoint(app, 'similarProducts', {
      params: { id: productId },
      headers: { 'X-Forwarded-For': address },
    });
    expect(similar.status).toBe(200);
    expect(similar.headers['cache-control']).toBe(PUBLIC_CATALOGUE_CACHE_CONTROL);
    expect(similar.headers['cache-control']).toMatch(/s-maxage=\d+/);

    await spendSearchBudget(address);
    const refused = await callEndpoint(app, 'similarProducts', {
      params: { id: productId },
      headers: { 'X-Forwarded-For': address },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG.tooManySearches, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the product list, compare and review reads share the search budget', async () => {
    const address = freshAddress();
    await spendSearchBudget(address);
    const headers = { 'X-Forwarded-For': address };
    const answers = await Promise.all([
      callEndpoint(app, 'listProducts', { headers }),
      callEndpoint(app, 'compareProducts', { headers, query: { ids: `${productId},${otherId}` } }),
      callEndpoint(app, 'productReviews', { headers, params: { id: productId } }),
      callEndpoint(app, 'searchProducts', { headers, query: { query: 'laptop' } }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([429, 429, 429, 429]);
    // Another client is not affected.
    expect((await callEndpoint(app, 'listProducts', { headers: { 'X-Forwarded-For': freshAddress() } })).status).toBe(
      200,
    );
  });
});
