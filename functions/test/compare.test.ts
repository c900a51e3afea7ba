/** Compare (GET /api/products/compare) and "Similar laptops" (GET /api/products/:id/similar). */
import { beforeEach, describe, expect, it } from 'vitest';
import { laptopSpecs } from '@test-factories';
import { productsCol } from '../src/data/collections.js';
import type { CompareProducts, Product } from '../src/shared/entities/catalogue.js';
import { API_MSG } from '../src/shared/messages.js';
import { COMPARE_MSG } from '../src/shared/screen-messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { db, testApp } from './support/test-context.js';

const app = testApp();

beforeEach(async () => {
  await db.recursiveDelete(productsCol(db));
});

describe('GET /api/products/compare', () => {
  it('answers the published products in the order asked, dropping unknown and draft ids and naming them', async () => {
    const a = await addProduct({ name: 'A' });
    const b = await addProduct({ name: 'B' });
    const draft = await addProduct({ name: 'Draft', status: 'draft' });
    const res = await callEndpoint(app, 'compareProducts', {
      query: { ids: `${b.id},missing-id,${a.id},${draft.id}` },
    });
    expect(res.status).toBe(200);
    const body = res.body as CompareProducts;
    expect(body.products.map((p) => p.name)).toEqual(['B', 'A']);
    expect(body.products[0]).toMatchObject({ _id: b.id, specs: b.doc.specs });
    expect(body.products[0]).not.toHaveProperty('searchWords');
    expect(body.dropped).toEqual(['missing-id', draft.id]);
  });

  it('reads a repeated id once', async () => {
    const a = await addProduct();
    const res = await callEndpoint(app, 'compareProducts', { query: { ids: `${a.id},${a.id}` } });
    expect((res.body as CompareProducts).products).toHaveLength(1);
  });

  it('refuses more than four ids, none, or a malformed one with 400 and a message', async () => {
    const cases: [string | undefined, string][] = [
      ['a,b,c,d,e', COMPARE_MSG.compareTooManyIds],
      ['', COMPARE_MSG.compareIdsRequired],
      [undefined, COMPARE_MSG.compareIdsRequired],
      ['a,b/c', COMPARE_MSG.compareInvalidIds],
    ];
    for (const [ids, message] of cases) {
      // Malformed on purpose: the typed query would not allow a missing ids.
      const res = await callEndpoint(app, 'compareProducts').query(ids === undefined ? {} : { ids });
      expect(res.status, String(ids)).toBe(400);
      expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/products/:id/similar', () => {
  it('answers up to four published products, the same category first, nearest in price and specs', async () => {
    const target = await addProduct({ name: 'Target', category: 'Gaming', price: 200 });
    await addProduct({ name: 'Gaming near', category: 'Gaming', price: 210 });
    await addProduct({ name: 'Gaming far', category: 'Gaming', price: 900 });
    await addProduct({ name: 'Gaming draft', category: 'Gaming', price: 200, status: 'draft' });
    await addProduct({ name: 'Office same price', category: 'Office', price: 200 });
    await addProduct({
      name: 'Office same price, other specs',
      category: 'Office',
      price: 200,
      specs: laptopSpecs({ ramGb: 64, gpu: { kind: 'discrete' }, screen: { inches: 17.3 }, weightKg: 3 }),
    });
    await addProduct({ name: 'Office dear', category: 'Office', price: 2000 });

    const res = await callEndpoint(app, 'similarProducts', { params: { id: target.id } });
    expect(res.status).toBe(200);
    expect((res.body as Product[]).map((p) => p.name)).toEqual([
      'Gaming near',
      'Gaming far',
      'Office same price',
      'Office same price, other specs',
    ]);
  });

  it('answers 404 for a draft or an unknown product', async () => {
    const draft = await addProduct({ status: 'draft' });
    for (const id of [draft.id, 'no-such-product']) {
      const res = await callEndpoint(app, 'similarProducts', { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: API_MSG.productNotFound, code: 'NOT_FOUND' });
    }
  });
});
