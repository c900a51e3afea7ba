import { FieldValue } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categoryStatsDoc, productsCol, reviewsCol } from '../src/data/collections.js';
import { demoImagesAsJpeg } from '../src/migrations/demo-images-as-jpeg.js';
import { publishProductsWithoutStatus } from '../src/migrations/product-status.js';
import { ADMIN_PAGE_SIZE, REVIEW_PAGE_SIZE } from '../src/shared/constants.js';
import type { AdminProductPage } from '../src/shared/entities/admin.js';
import type { Product, ProductWithReviews, ReviewPage } from '../src/shared/entities/catalogue.js';
import { API_MSG, invalidIdMessage, MSG, publishNeedsSpecsMessage } from '../src/shared/messages.js';
import { laptopSpecs, placeOrderBody } from '@test-factories';
import { addEmptyProductSpecs } from '../src/migrations/product-specs.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer] = await Promise.all([createAdmin(), createCustomer({ name: 'Reviewer' })]);
});
beforeEach(async () => {
  await db.recursiveDelete(productsCol(db));
});
afterAll(deleteTestUsers);

/** The version the admin form would send back for this product. */
async function versionOf(id: string): Promise<string> {
  const stored = await readProduct(id);
  if (!stored) throw new Error(`no products document for ${id}`);
  return stored.updatedAt;
}

const validUpdate = {
  name: 'ThinkPad X1 Carbon',
  slug: 'thinkpad-x1-carbon',
  price: 1500.5,
  image: '/images/products/x1.jpg',
  category: 'Ultrabook',
  brand: 'Lenovo',
  countInStock: 7,
  description: 'Light and strong',
  specs: laptopSpecs(),
};

describe('GET /api/products', () => {
  it('lists products newest first, without server-only fields', async () => {
    const older = await addProduct({ createdAt: '2025-01-01T00:00:00.000Z' });
    const newer = await addProduct({ createdAt: '2025-02-01T00:00:00.000Z', price: 500 });
    const res = await callEndpoint(app, 'listProducts');
    expect(res.status).toBe(200);
    expect(res.body.map((p: Product) => p._id)).toEqual([newer.id, older.id]);
    expect(res.body[0]).toMatchObject({ name: newer.doc.name, price: 500 });
    expect(res.body[0]).not.toHaveProperty('searchWords');
  });
});

describe('GET /api/products/:id and /slug/:slug', () => {
  it('returns a product by id', async () => {
    const { id, doc } = await addProduct({ name: 'By Id', countInStock: 10 });
    const res = await callEndpoint(app, 'productById', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: id, name: 'By Id', slug: doc.slug, countInStock: 10 });
  });

  it('returns a product by slug with its reviews newest first', async () => {
    const { id, doc } = await addProduct();
    await reviewsCol(db, id)
      .doc('u1')
      .set({ name: 'A', rating: 4, comment: 'old', createdAt: '2025-01-01T00:00:00.000Z' });
    await reviewsCol(db, id)
      .doc('u2')
      .set({ name: 'B', rating: 5, comment: 'new', createdAt: '2025-03-01T00:00:00.000Z' });
    const res = await callEndpoint(app, 'productBySlug', { params: { slug: doc.slug } });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(id);
    expect(res.body.reviews.map((r: { comment: string }) => r.comment)).toEqual(['new', 'old']);
    expect(res.body.reviews[0]).toMatchObject({ _id: 'u2', name: 'B', rating: 5 });
  });

  it.each([
    ['an unknown id', () => callEndpoint(app, 'productById', { params: { id: 'unknown-id' } })],
    ['an unknown slug', () => callEndpoint(app, 'productBySlug', { params: { slug: 'unknown-slug' } })],
  ])('%s answers 404 Product Not Found', async (_label, call) => {
    const res = await call();
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.productNotFound, code: 'NOT_FOUND' });
  });

  // These two are about the URL itself, so they keep literal paths: each shows the exact encoded
  // path a caller sends (a slash or a dot segment escaped into the id) and the server must refuse.
  it.each([
    ['/api/products/__bad__', 'id'],
    ['/api/products/a%2Fb', 'id'],
    ['/api/products/..%2Fusers%2Fx', 'id'],
    ['/api/products/slug/a%2Fb', 'slug'],
    [`/api/products/${'x'.repeat(129)}`, 'id'],
  ])('%s is not a document id: 400 naming the field', async (path, field) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: invalidIdMessage(field), code: 'VALIDATION_FAILED' });
  });

  it('a review path smuggled into a product id never reads the review', async () => {
    const { id } = await addProduct();
    await reviewsCol(db, id).doc('someone').set({ name: 'A', rating: 5, comment: 'x', createdAt: '2026-01-01' });
    const res = await request(app).get(`/api/products/${id}%2Freviews%2Fsomeone`);
    expect(res.status).toBe(400);
  });
});

describe('GET /api/products/categories', () => {
  it('lists categories with products, sorted, from the stats document', async () => {
    await categoryStatsDoc(db).set({ counts: { Ultrabook: 2, Gaming: 1, Empty: 0 } });
    const res = await callEndpoint(app, 'listCategories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['Gaming', 'Ultrabook']);
  });
});

describe('GET /api/products/admin', () => {
  const adminPage = async (query: Record<string, string> = {}): Promise<AdminProductPage> => {
    const res = await callEndpoint(app, 'adminProducts', { as: admin, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as AdminProductPage;
  };
  const idsOf = (page: AdminProductPage) => page.products.map((product) => product._id);
  const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();

  it('answers page n of the products newest first, with the page count and the product count', async () => {
    const total = 2 * ADMIN_PAGE_SIZE + 3;
    for (let i = 1; i <= total; i += 1) await addProduct({ createdAt: day(i) });
    const first = await adminPage();
    expect(first).toMatchObject({ page: 1, pages: 3, countProducts: total });
    expect(first.products).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.products[0]?.createdAt).toBe(day(total));
    const second = await adminPage({ page: '2' });
    expect(second).toMatchObject({ page: 2, pages: 3, countProducts: total });
    expect(second.products.map((product) => product.createdAt)).toEqual(
      Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => day(total - ADMIN_PAGE_SIZE - i)),
    );
    const third = await adminPage({ page: '3' });
    expect(third.products.map((product) => product.createdAt)).toEqual([day(3), day(2), day(1)]);
    expect(new Set([...idsOf(first), ...idsOf(second), ...idsOf(third)]).size).toBe(total);
  });

  it('answers a page past the last empty, with the right page count', async () => {
    for (let i = 1; i <= 3; i += 1) await addProduct({ createdAt: day(i) });
    expect(await adminPage({ page: '7' })).toMatchObject({ products: [], page: 7, pages: 1, countProducts: 3 });
    expect(await adminPage({ page: '', status: 'draft' })).toMatchObject({
      products: [],
      page: 1,
      pages: 0,
      countProducts: 0,
    });
  });

  it('pages with the status and category filters kept', async () => {
    for (let i = 1; i <= ADMIN_PAGE_SIZE + 2; i += 1) await addProduct({ createdAt: day(i), category: 'Gaming' });
    for (let i = 1; i <= 5; i += 1) await addProduct({ createdAt: day(i), category: 'Ultrabook' });
    const second = await adminPage({ category: 'Gaming', status: 'published', page: '2' });
    expect(second).toMatchObject({ page: 2, pages: 2, countProducts: ADMIN_PAGE_SIZE + 2 });
    expect(second.products.map((product) => [product.category, product.createdAt])).toEqual([
      ['Gaming', day(2)],
      ['Gaming', day(1)],
    ]);
  });

  it.each(['0', '-1', '1.5', 'two', '10001', '1e3'])('refuses page=%s with 400 naming the page', async (page) => {
    const res = await callEndpoint(app, 'adminProducts', { as: admin, query: { page } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'page must be a whole number from 1 to 10000', code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/products', () => {
  it('creates a sample product with a unique slug and search words', async () => {
    const [a, b] = await Promise.all([
      callEndpoint(app, 'createProduct', { as: admin }),
      callEndpoint(app, 'createProduct', { as: admin }),
    ]);
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      price: 0,
      image: '/images/products/sample.jpg',
      category: 'sample category',
      brand: 'sample brand',
      countInStock: 0,
      description: 'sample description',
      rating: 0,
      numReviews: 0,
    });
    expect(a.body.name).toMatch(/^sample name \w+$/);
    expect(a.body.slug).toMatch(/^sample-name-[a-z0-9]+$/);
    expect(a.body.slug).not.toBe(b.body.slug);
    const stored = await readProduct(a.body._id);
    expect(stored?.searchWords).toEqual(expect.arrayContaining(['sample', 'name', 'brand', 'category']));
  });
});

describe('drafts', () => {
  const createDraft = async () => (await callEndpoint(app, 'createProduct', { as: admin })).body as Product;

  it('a created product is a draft: no shopper sees it, an admin does', async () => {
    const draft = await createDraft();
    expect(draft.status).toBe('draft');
    const list = await callEndpoint(app, 'listProducts');
    expect((list.body as Product[]).map((p) => p._id)).not.toContain(draft._id);
    expect((await callEndpoint(app, 'productById', { params: { id: draft._id } })).status).toBe(404);
    expect((await callEndpoint(app, 'productById', { params: { id: draft._id }, as: customer })).status).toBe(404);
    expect((await callEndpoint(app, 'productBySlug', { params: { slug: draft.slug } })).status).toBe(404);
    const asAdmin = await callEndpoint(app, 'productById', { params: { id: draft._id }, as: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ _id: draft._id, status: 'draft' });
  });

  it('nobody can order or review a draft', async () => {
    const draft = await createDraft();
    await productsCol(db).doc(draft._id).update({ countInStock: 5, price: 10 });
    const order = await callEndpoint(app, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: draft._id, quantity: 1 }]),
    });
    expect(order.status).toBe(404);
    const review = await callEndpoint(app, 'createReview', {
      params: { id: draft._id },
      as: customer,
      body: { rating: 5, comment: 'Tốt' },
    });
    expect(review.status).toBe(404);
  });

  it('publishing needs a price; once published the product is on sale and cannot go back to draft', async () => {
    const draft = await createDraft();
    const slug = `published-${draft._id.toLowerCase()}`;
    const free = await callEndpoint(app, 'updateProduct', {
      params: { id: draft._id },
      as: admin,
      body: { ...validUpdate, slug, price: 0, status: 'published', updatedAt: draft.updatedAt },
    });
    expect(free.status).toBe(400);
    expect(free.body).toEqual({ message: API_MSG.publishNeedsPrice, code: 'VALIDATION_FAILED' });
    expect((await readProduct(draft._id))?.status).toBe('draft');

    const published = await callEndpoint(app, 'updateProduct', {
      params: { id: draft._id },
      as: admin,
      body: { ...validUpdate, slug, status: 'published', updatedAt: draft.updatedAt },
    });
    expect(published.status).toBe(200);
    expect((await callEndpoint(app, 'productBySlug', { params: { slug } })).status).toBe(200);

    const back = await callEndpoint(app, 'updateProduct', {
      params: { id: draft._id },
      as: admin,
      body: { ...validUpdate, slug, status: 'draft', updatedAt: await versionOf(draft._id) },
    });
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ message: API_MSG.cannotUnpublish, code: 'CONFLICT' });
    // Saving without a status keeps it published.
    const kept = await callEndpoint(app, 'updateProduct', {
      params: { id: draft._id },
      as: admin,
      body: { ...validUpdate, slug, updatedAt: await versionOf(draft._id) },
    });
    expect(kept.body.product).toMatchObject({ status: 'published' });
  });

  it('publishing is refused with 400 naming the missing core specifications, and the draft stays a draft', async () => {
    const draft = await createDraft();
    const slug = `specs-${draft._id.toLowerCase()}`;
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id: draft._id },
      as: admin,
      body: {
        ...validUpdate,
        slug,
        specs: { cpu: { brand: 'AMD' }, ramGb: 16, gpu: { model: 'Radeon 780M' } },
        status: 'published',
        updatedAt: draft.updatedAt,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: publishNeedsSpecsMessage('storageGb, gpu.kind, screen.inches, weightKg'),
      code: 'VALIDATION_FAILED',
    });
    const stored = await readProduct(draft._id);
    expect(stored?.status).toBe('draft');
    expect(stored?.specs).toEqual({});
  });

  it('a draft saves with partial specifications, stored as validated', async () => {
    const draft = await createDraft();
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id: draft._id },
      as: admin,
      body: {
        ...validUpdate,
        slug: `partial-${draft._id.toLowerCase()}`,
        specs: { cpu: { family: '  Ryzen 7  ' }, ports: ['USB-C'] },
        updatedAt: draft.updatedAt,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.product.specs).toEqual({ cpu: { family: 'Ryzen 7' }, ports: ['USB-C'] });
    expect((await readProduct(draft._id))?.specs).toEqual({ cpu: { family: 'Ryzen 7' }, ports: ['USB-C'] });
  });

  it('saving a published product without its core specifications is refused and changes nothing', async () => {
    const { id, doc } = await addProduct({ specs: {} });
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, specs: undefined, price: 99, updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(publishNeedsSpecsMessage('cpu, ramGb, storageGb, gpu.kind, screen.inches, weightKg'));
    expect((await readProduct(id))?.price).toBe(doc.price);
  });

  it('specifications out of range are refused with 400 naming the field and its unit', async () => {
    const { id, doc } = await addProduct();
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, specs: laptopSpecs({ weightKg: 1500 }), updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'specs.weightKg must be at most 6 kg', code: 'VALIDATION_FAILED' });
    expect((await readProduct(id))?.specs).toEqual(doc.specs);
  });

  it('the migration gives products without specifications an empty set, keeps others; again changes nothing', async () => {
    const { id: old } = await addProduct();
    await productsCol(db).doc(old).update({ specs: FieldValue.delete() });
    const { id: filled, doc } = await addProduct();
    expect(await addEmptyProductSpecs(db)).toBe(1);
    expect((await readProduct(old))?.specs).toEqual({});
    expect((await readProduct(filled))?.specs).toEqual(doc.specs);
    expect(await addEmptyProductSpecs(db)).toBe(0);
  });

  it('the migration publishes products saved before drafts existed; again changes nothing', async () => {
    const { id } = await addProduct();
    await productsCol(db).doc(id).update({ status: FieldValue.delete() });
    expect(await publishProductsWithoutStatus(db)).toBe(1);
    expect((await readProduct(id))?.status).toBe('published');
    expect(await publishProductsWithoutStatus(db)).toBe(0);
  });

  it('the migration points demo products at their JPEG photos, leaves uploads alone; again changes nothing', async () => {
    const uploaded = 'https://firebasestorage.googleapis.com/v0/b/shop/o/product-images%2Fx.svg?alt=media';
    const { id: demo } = await addProduct({ image: '/images/products/dell-xps-13-9340.svg' });
    const { id: upload } = await addProduct({ image: uploaded });
    expect(await demoImagesAsJpeg(db)).toBe(1);
    expect((await readProduct(demo))?.image).toBe('/images/products/dell-xps-13-9340.jpg');
    expect((await readProduct(upload))?.image).toBe(uploaded);
    expect(await demoImagesAsJpeg(db)).toBe(0);
  });

  it('lists drafts untouched for a day to the admin, for cleanup', async () => {
    const fresh = await createDraft();
    const old = await createDraft();
    await productsCol(db).doc(old._id).update({ updatedAt: '2025-01-01T00:00:00.000Z' });
    const res = await callEndpoint(app, 'adminProducts', { as: admin });
    const stale = (res.body as AdminProductPage).staleDrafts.map((d) => d._id);
    expect(stale).toContain(old._id);
    expect(stale).not.toContain(fresh._id);
  });
});

describe('PUT /api/products/:id', () => {
  it('updates every field and the search words', async () => {
    const { id, doc } = await addProduct();
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: API_MSG.productUpdated,
      product: expect.objectContaining({ _id: id, ...validUpdate }),
    });
    const stored = await readProduct(id);
    expect(stored).toMatchObject({ ...validUpdate, createdAt: doc.createdAt });
    expect(stored?.updatedAt).not.toBe(doc.updatedAt);
    expect(stored?.searchWords).toEqual(['thinkpad', 'x1', 'carbon', 'lenovo', 'ultrabook']);
  });

  it('features a product for the home page, and un-features it when the flag is left out', async () => {
    const { id, doc } = await addProduct();
    const featured = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, featured: true, updatedAt: doc.updatedAt },
    });
    expect(featured.status).toBe(200);
    expect(featured.body.product).toMatchObject({ featured: true });
    const stored = await readProduct(id);
    expect(stored?.featured).toBe(true);
    const plain = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, updatedAt: await versionOf(id) },
    });
    expect(plain.status).toBe(200);
    expect((await readProduct(id))?.featured).toBe(false);
    // Not a boolean on purpose, so sent past the contract's body type.
    const bad = await callEndpoint(app, 'updateProduct', { params: { id }, as: admin }).send({
      ...validUpdate,
      featured: 'yes',
      updatedAt: await versionOf(id),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'featured must be true or false', code: 'VALIDATION_FAILED' });
  });

  it('refuses a slug used by another product with 409 and keeps the product', async () => {
    const { id, doc } = await addProduct();
    const other = await addProduct();
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, slug: other.doc.slug, updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.slugInUse, code: 'CONFLICT' });
    expect((await readProduct(id))?.name).toBe(doc.name);
  });

  it('accepts keeping its own slug', async () => {
    const { id, doc } = await addProduct();
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, slug: doc.slug, updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(200);
  });

  it('a save over a version that changed since (a sale) answers 409 and writes nothing', async () => {
    const customer = await createCustomer();
    const { id, doc } = await addProduct({ countInStock: 16, price: 50 });
    // The admin opened the form at stock 16 (doc.updatedAt); a customer buys 3.
    const bought = await callEndpoint(app, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: id, quantity: 3 }]),
    });
    expect(bought.status).toBe(201);
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...validUpdate, slug: doc.slug, countInStock: 16, updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.productChanged, code: 'RECORD_CHANGED' });
    expect((await readProduct(id))?.countInStock).toBe(13);
  });

  it('two saves from the same loaded version: the second is refused', async () => {
    const { id, doc } = await addProduct();
    const send = (name: string) =>
      callEndpoint(app, 'updateProduct', {
        params: { id },
        as: admin,
        body: { ...validUpdate, name, slug: doc.slug, updatedAt: doc.updatedAt },
      });
    const results = await Promise.all([send('First save'), send('Second save')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)?.body as { product: { name: string } };
    expect((await readProduct(id))?.name).toBe(winner.product.name);
  });

  it('refuses a save without the version it was loaded at', async () => {
    const { id, doc } = await addProduct();
    // No updatedAt on purpose, so sent past the contract's body type.
    const res = await callEndpoint(app, 'updateProduct', { params: { id }, as: admin }).send(validUpdate);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'updatedAt is required (the version of the record you edited)',
      code: 'VALIDATION_FAILED',
    });
    expect(await readProduct(id)).toEqual(doc);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id: 'unknown' },
      as: admin,
      body: { ...validUpdate, updatedAt: '2026-01-01T00:00:00.000Z' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.productNotFound, code: 'NOT_FOUND' });
    expect((await productsCol(db).doc('unknown').get()).exists).toBe(false);
  });

  it.each([
    [{ ...validUpdate, price: -1 }, 'price must not be negative'],
    [{ ...validUpdate, slug: 'Has Spaces' }, 'slug may contain only a-z, 0-9 and single hyphens'],
    [{ ...validUpdate, countInStock: 1.5 }, 'countInStock must be a whole number'],
    [{ ...validUpdate, name: '' }, 'name is required'],
    [{ ...validUpdate, price: '10' }, 'price must be a number'],
  ])('refuses invalid input with 400 and changes nothing (%#)', async (body, message) => {
    const { id, doc } = await addProduct();
    // Invalid on purpose, so sent past the contract's body type.
    const res = await callEndpoint(app, 'updateProduct', { params: { id }, as: admin }).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
    expect(await readProduct(id)).toEqual(doc);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product and its reviews', async () => {
    const { id } = await addProduct();
    await reviewsCol(db, id)
      .doc('u1')
      .set({ name: 'A', rating: 4, comment: 'c', createdAt: '2025-01-01T00:00:00.000Z' });
    const res = await callEndpoint(app, 'deleteProduct', { params: { id }, as: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: API_MSG.productDeleted });
    expect(await readProduct(id)).toBeUndefined();
    expect((await reviewsCol(db, id).get()).size).toBe(0);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await callEndpoint(app, 'deleteProduct', { params: { id: 'unknown' }, as: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.productNotFound, code: 'NOT_FOUND' });
  });
});

describe('GET /api/products/:id/reviews', () => {
  const REVIEWS = 45;

  /** 45 reviews, three to a day, so ties on createdAt are ordered by id. */
  async function productWith45Reviews(): Promise<{ id: string; slug: string; newestFirst: string[] }> {
    const { id, doc } = await addProduct();
    const batch = db.batch();
    const written: { uid: string; createdAt: string }[] = [];
    for (let i = 0; i < REVIEWS; i += 1) {
      const uid = `reviewer-${String(i).padStart(2, '0')}`;
      const createdAt = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))).toISOString();
      written.push({ uid, createdAt });
      batch.set(reviewsCol(db, id).doc(uid), { name: uid, rating: 1 + (i % 5), comment: `Review ${i}`, createdAt });
    }
    await batch.commit();
    const newestFirst = written
      .sort((a, b) =>
        a.createdAt === b.createdAt ? b.uid.localeCompare(a.uid) : b.createdAt.localeCompare(a.createdAt),
      )
      .map((review) => review.uid);
    return { id, slug: doc.slug, newestFirst };
  }

  const reviewsAfter = async (id: string, after: string | null) => {
    const res = await callEndpoint(app, 'productReviews', { params: { id }, query: after === null ? {} : { after } });
    expect(res.status).toBe(200);
    return res.body as ReviewPage;
  };

  it('pages 45 reviews newest first: 20, 20, then 5, with no review twice', async () => {
    const { id, newestFirst } = await productWith45Reviews();
    const first = await reviewsAfter(id, null);
    const second = await reviewsAfter(id, first.nextCursor);
    const third = await reviewsAfter(id, second.nextCursor);
    expect([first, second, third].map((page) => page.reviews.length)).toEqual([REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE, 5]);
    expect(third.nextCursor).toBeNull();
    const ids = [first, second, third].flatMap((page) => page.reviews.map((review) => review._id));
    expect(new Set(ids).size).toBe(REVIEWS);
    expect(ids).toEqual(newestFirst);
  });

  it('the product by slug carries the first page and the cursor of the next', async () => {
    const { id, slug, newestFirst } = await productWith45Reviews();
    const res = await callEndpoint(app, 'productBySlug', { params: { slug } });
    const product = res.body as ProductWithReviews;
    expect(product.reviews.map((review) => review._id)).toEqual(newestFirst.slice(0, REVIEW_PAGE_SIZE));
    const next = await reviewsAfter(id, product.reviewsNextCursor);
    expect(next.reviews[0]?._id).toBe(newestFirst[REVIEW_PAGE_SIZE]);
  });

  it('answers 404 for an unknown product or a draft, and 400 for a cursor it never gave', async () => {
    const { id: draft } = await addProduct({ status: 'draft' });
    for (const id of ['unknown', draft]) {
      const res = await callEndpoint(app, 'productReviews', { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: API_MSG.productNotFound, code: 'NOT_FOUND' });
    }
    const { id } = await addProduct();
    const bad = await callEndpoint(app, 'productReviews', { params: { id }, query: { after: 'page-2' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'after must be the nextCursor of the previous page',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('POST /api/products/:id/reviews', () => {
  it('creates the review under the author and recomputes count and average', async () => {
    const { id } = await addProduct();
    const other = await createCustomer({ name: 'Earlier' });
    const first = await callEndpoint(app, 'createReview', {
      params: { id },
      as: other,
      body: { rating: 4, comment: 'Good' },
    });
    expect(first.status).toBe(201);
    const res = await callEndpoint(app, 'createReview', {
      params: { id },
      as: customer,
      body: { rating: 5, comment: 'Great', name: 'Spoofed' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: API_MSG.reviewCreated,
      review: expect.objectContaining({ _id: customer.uid, name: 'Reviewer', rating: 5, comment: 'Great' }),
      numReviews: 2,
      rating: 4.5,
    });
    expect(await readProduct(id)).toMatchObject({ numReviews: 2, rating: 4.5 });
    expect((await reviewsCol(db, id).doc(customer.uid).get()).data()).toMatchObject({ name: 'Reviewer', rating: 5 });
  });

  it('moves the stored figures by the one new review, without reading the other reviews', async () => {
    // Figures kept by earlier reviews; the reviews themselves are not read, so none are stored here.
    const { id } = await addProduct({ numReviews: 3, rating: 4, ratingTotal: 12 });
    const res = await callEndpoint(app, 'createReview', {
      params: { id },
      as: customer,
      body: { rating: 2, comment: 'Meh' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ numReviews: 4, rating: 3.5 });
    expect(await readProduct(id)).toMatchObject({ numReviews: 4, rating: 3.5, ratingTotal: 14 });
  });

  it('computes the sum once from the stored reviews of a product reviewed before the sum was kept', async () => {
    const { id } = await addProduct({ numReviews: 2, rating: 4.5 });
    await reviewsCol(db, id)
      .doc('u1')
      .set({ name: 'A', rating: 4, comment: 'ok', createdAt: '2025-01-01T00:00:00.000Z' });
    await reviewsCol(db, id)
      .doc('u2')
      .set({ name: 'B', rating: 5, comment: 'ok', createdAt: '2025-01-02T00:00:00.000Z' });
    const res = await callEndpoint(app, 'createReview', {
      params: { id },
      as: customer,
      body: { rating: 3, comment: 'So-so' },
    });
    expect(res.body).toMatchObject({ numReviews: 3, rating: 4 });
    expect(await readProduct(id)).toMatchObject({ numReviews: 3, rating: 4, ratingTotal: 12 });
    // The client never sees the bookkeeping field.
    const shown = await callEndpoint(app, 'productById', { params: { id } });
    expect(shown.body).not.toHaveProperty('ratingTotal');
  });

  it('refuses a second review by the same customer with 409', async () => {
    const { id } = await addProduct();
    const reviewer = await createCustomer();
    await callEndpoint(app, 'createReview', { params: { id }, as: reviewer, body: { rating: 2, comment: 'Meh' } });
    const res = await callEndpoint(app, 'createReview', {
      params: { id },
      as: reviewer,
      body: { rating: 5, comment: 'Again' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.duplicateReview, code: 'CONFLICT' });
    expect(await readProduct(id)).toMatchObject({ numReviews: 1, rating: 2 });
  });

  it('answers 404 for an unknown product and stores nothing', async () => {
    const res = await callEndpoint(app, 'createReview', {
      params: { id: 'unknown' },
      as: customer,
      body: { rating: 5, comment: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.productNotFound, code: 'NOT_FOUND' });
    expect((await reviewsCol(db, 'unknown').get()).size).toBe(0);
  });

  it.each([
    [{ comment: 'no rating' }, 'rating must be a number from 1 to 5'],
    [{ rating: 6, comment: 'too high' }, 'rating must be a number from 1 to 5'],
    [{ rating: 3.5, comment: 'half' }, 'rating must be a whole number from 1 to 5'],
    [{ rating: 3, comment: '   ' }, 'comment is required'],
  ])('refuses invalid input %j with 400 and stores nothing', async (body, message) => {
    const { id } = await addProduct();
    // Invalid on purpose, so sent past the contract's body type.
    const res = await callEndpoint(app, 'createReview', { params: { id }, as: customer }).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
    expect((await reviewsCol(db, id).get()).size).toBe(0);
  });
});
