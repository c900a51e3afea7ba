import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsCol, usersCol } from '../src/data/collections.js';
import type { AdminProductPage, AdminUserPage } from '../src/shared/entities/admin.js';
import { userDoc } from '@test-factories';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
afterAll(deleteTestUsers);

describe('GET /api/products/admin filters', () => {
  beforeEach(async () => {
    await db.recursiveDelete(productsCol(db));
    await addProduct({ slug: 'g-draft', status: 'draft', category: 'Gaming', createdAt: '2025-01-03T00:00:00.000Z' });
    await addProduct({
      slug: 'g-sale',
      status: 'published',
      category: 'Gaming',
      createdAt: '2025-01-02T00:00:00.000Z',
    });
    await addProduct({
      slug: 'u-sale',
      status: 'published',
      category: 'Ultrabook',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });
  const slugs = async (query: Record<string, string>) => {
    const res = await callEndpoint(app, 'adminProducts', { as: admin, query });
    expect(res.status).toBe(200);
    return (res.body as AdminProductPage).products.map((product) => product.slug);
  };

  it('filters by status, by category and by both, newest first', async () => {
    expect(await slugs({ status: 'published' })).toEqual(['g-sale', 'u-sale']);
    expect(await slugs({ category: 'Gaming' })).toEqual(['g-draft', 'g-sale']);
    expect(await slugs({ status: 'draft', category: 'Gaming' })).toEqual(['g-draft']);
    expect(await slugs({ status: '', category: '' })).toEqual(['g-draft', 'g-sale', 'u-sale']);
  });

  it('answers 400 naming a bad status', async () => {
    const res = await callEndpoint(app, 'adminProducts', { as: admin, query: { status: 'sold' } as never });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'status must be draft or published', code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/users filters', () => {
  beforeEach(async () => {
    await db.recursiveDelete(usersCol(db));
    await usersCol(db)
      .doc('boss')
      .set(userDoc({ name: 'Boss', isAdmin: true, createdAt: '2025-01-02T00:00:00.000Z' }));
    await usersCol(db)
      .doc('lan')
      .set(userDoc({ name: 'Lan', isAdmin: false, createdAt: '2025-01-01T00:00:00.000Z' }));
  });
  const names = async (query: Record<string, string>) => {
    const res = await callEndpoint(app, 'adminUsers', { as: admin, query });
    expect(res.status).toBe(200);
    return (res.body as AdminUserPage).users.map((user) => user.name);
  };

  it('lists admins only, customers only, or everyone', async () => {
    // The signed-in test admin's own document comes back on its first request, newest of all.
    const admins = await names({ admin: 'true' });
    expect(admins).toContain('Boss');
    expect(admins).not.toContain('Lan');
    expect(await names({ admin: 'false' })).toEqual(['Lan']);
    expect(await names({})).toEqual(expect.arrayContaining(['Boss', 'Lan']));
  });

  it('answers 400 naming a bad admin filter', async () => {
    const res = await callEndpoint(app, 'adminUsers', { as: admin, query: { admin: 'maybe' } as never });
    expect(res.body).toEqual({ message: 'admin must be true or false', code: 'VALIDATION_FAILED' });
  });
});
