/**
 * The admin tables' search boxes (docs/decisions/0027-import-export-and-operations.md): products by
 * name or slug, orders by customer, recipient or phone, users by name or email, with the tables'
 * filters and their cursor paging; the keys kept current by the writes and filled by the migration.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersCol, productsCol, usersCol } from '../src/data/collections.js';
import { addAdminSearchKeys } from '../src/migrations/admin-search-keys.js';
import { readSearchedPage } from '../src/data/searched-page.js';
import { adminSearchWords, orderSearchKeys, productSearchKeys, userSearchKeys } from '../src/shared/admin-search.js';
import { ADMIN_PAGE_SIZE, ADMIN_ROWS_PAGE_SIZE } from '../src/shared/constants.js';
import type { AdminOrderPage, AdminProductPage, AdminUserPage } from '../src/shared/entities/admin.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import type { ProductDoc } from '../src/shared/entities/catalogue.js';
import type { UserDoc } from '../src/shared/entities/account.js';
import { orderDoc, placeOrderBody, productDoc, shippingAddress, userDoc, vietnameseAddress } from '@test-factories';
import { createAdmin, createCustomer, deleteTestUsers, trackUser, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin({ name: 'Search Admin' });
});
afterAll(deleteTestUsers);

/** A time `n` seconds into a fixed day: a larger n is newer. */
const at = (n: number) => new Date(Date.UTC(2025, 4, 1) + n * 1000).toISOString();

/** Stores a product as the writes store it: with its keys. */
async function keyedProduct(overrides: Partial<ProductDoc>): Promise<string> {
  const doc = productDoc(overrides);
  const ref = productsCol(db).doc();
  await ref.set({ ...doc, searchKeys: productSearchKeys(doc) });
  return ref.id;
}

async function keyedOrder(id: string, overrides: Partial<OrderDoc>): Promise<void> {
  const doc = orderDoc(overrides);
  await ordersCol(db)
    .doc(id.padEnd(20, '0'))
    .set({ ...doc, searchKeys: orderSearchKeys(doc) });
}

async function keyedUser(id: string, overrides: Partial<UserDoc>): Promise<void> {
  const doc = userDoc(overrides);
  await usersCol(db)
    .doc(id)
    .set({ ...doc, searchKeys: userSearchKeys(doc) });
}

async function productPage(query: Record<string, string>): Promise<AdminProductPage> {
  const res = await callEndpoint(app, 'adminProducts', { as: admin, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminProductPage;
}
const productSlugs = async (query: Record<string, string>) =>
  (await productPage(query)).products.map((product) => product.slug);

async function orderPage(query: Record<string, string>): Promise<AdminOrderPage> {
  const res = await callEndpoint(app, 'adminOrders', { as: admin, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminOrderPage;
}
const orderIds = async (query: Record<string, string>) => (await orderPage(query)).orders.map((order) => order._id);

async function userPage(query: Record<string, string>): Promise<AdminUserPage> {
  const res = await callEndpoint(app, 'adminUsers', { as: admin, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminUserPage;
}
const userIds = async (query: Record<string, string>) => (await userPage(query)).users.map((user) => user._id);

/** Every page of a query, following nextCursor, as the ids of each page. */
async function allPages(read: (query: Record<string, string>) => Promise<{ ids: string[]; next: string | null }>) {
  const pages: string[][] = [];
  let after = '';
  for (let guard = 0; guard < 20; guard += 1) {
    const { ids, next } = await read(after ? { after } : {});
    pages.push(ids);
    if (!next) return pages;
    after = next;
  }
  throw new Error('the pages never ended');
}

describe('the products box', () => {
  beforeEach(async () => {
    await db.recursiveDelete(productsCol(db));
  });

  it('finds a product by a prefix of its name, whatever the case and diacritics', async () => {
    await keyedProduct({ name: 'Laptop Đồ họa Studio', slug: 'laptop-studio', createdAt: at(2) });
    await keyedProduct({ name: 'Máy văn phòng', slug: 'may-van-phong', createdAt: at(1) });
    expect(await productSlugs({ q: 'do hoa' })).toEqual(['laptop-studio']);
    expect(await productSlugs({ q: 'ĐỒ HỌ' })).toEqual(['laptop-studio']);
    expect(await productSlugs({ q: 'van pho' })).toEqual(['may-van-phong']);
    expect(await productSlugs({ q: 'studio phong' })).toEqual([]);
  });

  it('finds a product by its slug typed whole or in part', async () => {
    await keyedProduct({ name: 'XPS', slug: 'dell-xps-13-9340' });
    await keyedProduct({ name: 'Other', slug: 'hp-envy-13' });
    expect(await productSlugs({ q: 'dell-xps-13-9340' })).toEqual(['dell-xps-13-9340']);
    expect(await productSlugs({ q: '934' })).toEqual(['dell-xps-13-9340']);
  });

  it('combines the box with the status and category filters', async () => {
    await keyedProduct({ name: 'ThinkPad Nháp', slug: 't-draft', status: 'draft', category: 'Business' });
    await keyedProduct({ name: 'ThinkPad Bán', slug: 't-sale', status: 'published', category: 'Business' });
    await keyedProduct({ name: 'ThinkPad Game', slug: 't-game', status: 'published', category: 'Gaming' });
    expect(await productSlugs({ q: 'thinkpad', status: 'draft' })).toEqual(['t-draft']);
    expect(await productSlugs({ q: 'thinkpad', category: 'Gaming' })).toEqual(['t-game']);
    expect(await productSlugs({ q: 'thinkpad', status: 'published', category: 'Business' })).toEqual(['t-sale']);
  });

  it('pages the matches by number, newest first, none skipped or repeated, with the page count', async () => {
    for (let n = 0; n < ADMIN_PAGE_SIZE + 3; n += 1) {
      await keyedProduct({ name: `ThinkPad E${n}`, slug: `thinkpad-e${n}`, createdAt: at(n) });
      await keyedProduct({ name: `ThinkPad Book ${n}`, slug: `thinkpad-book-${n}`, createdAt: at(n) });
      await keyedProduct({ name: `Envy E${n}`, slug: `envy-e${n}`, createdAt: at(n) });
    }
    // As many products hold 'thinkpad' as 'e': whichever is asked for, the other drops rows in memory.
    const first = await productPage({ q: 'thinkpad e' });
    const second = await productPage({ q: 'thinkpad e', page: '2' });
    expect(first).toMatchObject({ page: 1, pages: 2, countProducts: ADMIN_PAGE_SIZE + 3 });
    expect(second).toMatchObject({ page: 2, pages: 2, countProducts: ADMIN_PAGE_SIZE + 3 });
    expect(first.products).toHaveLength(ADMIN_PAGE_SIZE);
    const expected = Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, n) => `thinkpad-e${n}`).reverse();
    expect([...first.products, ...second.products].map((product) => product.slug)).toEqual(expected);
    const one = await productPage({ q: 'book', page: '2' });
    expect(one).toMatchObject({ page: 2, pages: 2, countProducts: ADMIN_PAGE_SIZE + 3 });
    expect(one.products.map((product) => product.slug)).toEqual([
      'thinkpad-book-2',
      'thinkpad-book-1',
      'thinkpad-book-0',
    ]);
  });

  it('leaves searchKeys out of its answers', async () => {
    await keyedProduct({ name: 'Zenbook', slug: 'zenbook' });
    const [row] = (await productPage({ q: 'zen' })).products;
    expect(row?.slug).toBe('zenbook');
    expect(row).not.toHaveProperty('searchKeys');
  });

  it('finds a product by its new name after an admin renames it, and no longer by the old', async () => {
    const created = (await callEndpoint(app, 'createProduct', { as: admin })).body as { _id: string };
    const product = (await productsCol(db).doc(created._id).get()).data()!;
    expect(await productSlugs({ q: 'sample name' })).toEqual([product.slug]);
    const res = await callEndpoint(app, 'updateProduct', {
      as: admin,
      params: { id: created._id },
      body: {
        name: 'Vivobook Đặc Biệt',
        slug: 'vivobook-dac-biet',
        price: 100,
        image: product.image,
        category: 'Office',
        brand: 'ASUS',
        countInStock: 1,
        description: 'x',
        updatedAt: product.updatedAt,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).not.toHaveProperty('searchKeys');
    expect(await productSlugs({ q: 'dac biet' })).toEqual(['vivobook-dac-biet']);
    expect(await productSlugs({ q: 'sample' })).toEqual([]);
  });

  it('finds the products a CSV import renamed and created', async () => {
    await keyedProduct({ name: 'Aspire Cũ', slug: 'aspire' });
    const exported = await callEndpoint(app, 'exportProducts', { as: admin }).buffer(true);
    const [header, row] = parse(exported.text, { bom: true }) as string[][];
    const column = (name: string) => header!.indexOf(name);
    const renamed = [...row!];
    renamed[column('name')] = 'Aspire Mới Toanh';
    const created = [...row!];
    created[column('slug')] = 'swift-go';
    created[column('name')] = 'Swift Go Nhẹ';
    created[column('id')] = '';
    const csv = stringify([header!, renamed, created]);
    const res = await callEndpoint(app, 'importProducts', { as: admin, body: { csv, dryRun: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await productSlugs({ q: 'moi toanh' })).toEqual(['aspire']);
    expect(await productSlugs({ q: 'cu' })).toEqual([]);
    expect(await productSlugs({ q: 'swift nhe' })).toEqual(['swift-go']);
  });

  it('answers 400 with a clear message for a box without letters or digits, or longer than 100 characters', async () => {
    const blank = await callEndpoint(app, 'adminProducts', { as: admin, query: { q: '?!' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'q must contain a letter or a digit', code: 'VALIDATION_FAILED' });
    const long = await callEndpoint(app, 'adminProducts', { as: admin, query: { q: 'a'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: 'q must be at most 100 characters', code: 'VALIDATION_FAILED' });
  });
});

describe('the orders box', () => {
  beforeEach(async () => {
    await db.recursiveDelete(ordersCol(db));
  });

  it("finds orders by the customer's or the recipient's name, without diacritics", async () => {
    await keyedOrder('an', { user: { name: 'Nguyễn Văn An' }, createdAt: at(2) });
    await keyedOrder('binh', {
      user: { name: 'Lê Cường' },
      shippingAddress: shippingAddress({ fullname: 'Trần Thị Bình' }),
      createdAt: at(1),
    });
    expect(await orderIds({ q: 'nguyen an' })).toEqual(['an'.padEnd(20, '0')]);
    expect(await orderIds({ q: 'tran binh' })).toEqual(['binh'.padEnd(20, '0')]);
    expect(await orderIds({ q: 'cuong' })).toEqual(['binh'.padEnd(20, '0')]);
  });

  it('finds orders by the shipping phone typed with spaces or as +84', async () => {
    await keyedOrder('phone', { shippingAddress: vietnameseAddress({ phone: '+84912345678' }) });
    await keyedOrder('other', { shippingAddress: vietnameseAddress({ phone: '+84987654321' }) });
    const wanted = ['phone'.padEnd(20, '0')];
    expect(await orderIds({ q: '0912 345 678' })).toEqual(wanted);
    expect(await orderIds({ q: '+84912345678' })).toEqual(wanted);
    expect(await orderIds({ q: '0912' })).toEqual(wanted);
  });

  it('keeps the exact lookup for an order id, and combines the box with the other filters', async () => {
    await keyedOrder('paidAn', { user: { name: 'An' }, status: 'paid', paymentMethod: 'MOMO', createdAt: at(2) });
    await keyedOrder('waitAn', { user: { name: 'An' }, status: 'awaitingPayment', createdAt: at(1) });
    expect(await orderIds({ q: 'paidAn'.padEnd(20, '0') })).toEqual(['paidAn'.padEnd(20, '0')]);
    expect(await orderIds({ q: 'an', status: 'paid' })).toEqual(['paidAn'.padEnd(20, '0')]);
    expect(await orderIds({ q: 'an', paymentMethod: 'VNPAY' })).toEqual(['waitAn'.padEnd(20, '0')]);
    expect(await orderIds({ q: 'an', from: '2025-05-02' })).toEqual([]);
  });

  it('pages a multi-word search across pages, newest first, never skipping or repeating an order', async () => {
    const total = ADMIN_ROWS_PAGE_SIZE + 7;
    const batch = db.batch();
    const wanted: string[] = [];
    for (let n = 0; n < total; n += 1) {
      // Every wanted order sits between one that holds only 'nguyen' and one that holds only 'an':
      // whichever word Firestore is asked for, the other drops rows in memory.
      for (const [kind, name, offset] of [
        ['thi', 'Nguyễn Thị Bình', 0],
        ['van', 'Nguyễn Văn An', 1],
        ['tran', 'Trần An', 2],
      ] as const) {
        const id = `${kind}${String(n).padStart(3, '0')}`.padEnd(20, '0');
        const doc = orderDoc({
          user: { name },
          shippingAddress: shippingAddress({ fullname: name }),
          createdAt: at(3 * n + offset),
        });
        batch.set(ordersCol(db).doc(id), { ...doc, searchKeys: orderSearchKeys(doc) });
        if (kind === 'van') wanted.unshift(id);
      }
    }
    await batch.commit();
    const pages = await allPages(async (query) => {
      const page = await orderPage({ ...query, q: 'nguyen an' });
      return { ids: page.orders.map((order) => order._id), next: page.nextCursor };
    });
    expect(pages[0]).toHaveLength(ADMIN_ROWS_PAGE_SIZE);
    expect(pages.flat()).toEqual(wanted);
  });

  it("asks Firestore for the box's rarest word, not its longest, so a common family name costs no scan", async () => {
    const batch = db.batch();
    for (let n = 0; n < 60; n += 1) {
      const name = n % 20 === 0 ? 'Nguyễn Khánh' : `Nguyễn Văn ${n}`;
      const doc = orderDoc({ user: { name }, createdAt: at(n) });
      batch.set(ordersCol(db).doc(`o${n}`.padEnd(20, '0')), { ...doc, searchKeys: orderSearchKeys(doc) });
    }
    await batch.commit();
    const page = await readSearchedPage(
      ordersCol(db),
      'createdAt',
      null,
      ADMIN_ROWS_PAGE_SIZE,
      adminSearchWords('nguyen khanh', 'order'),
    );
    expect(page.docs.map((doc) => doc.id)).toEqual(['o40', 'o20', 'o0'].map((id) => id.padEnd(20, '0')));
    // Two counts (one read each) and the three rows 'khanh' holds, not the sixty 'nguyen' holds.
    expect(page.read).toBe(5);
  });

  it('exports only the orders the box finds', async () => {
    await keyedOrder('an', { user: { name: 'Nguyễn Văn An' } });
    await keyedOrder('binh', { user: { name: 'Trần Bình' } });
    // Both recipients are 'Nguyen Lan': 'nguyen' finds both, 'an' only the first.
    const res = await callEndpoint(app, 'exportOrders', { as: admin, query: { q: 'nguyen an' } }).buffer(true);
    expect(res.status).toBe(200);
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    expect(rows.map((row) => row[header!.indexOf('orderId')])).toEqual(['an'.padEnd(20, '0')]);
    const bad = await callEndpoint(app, 'exportOrders', { as: admin, query: { q: '...' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'q must contain a letter or a digit', code: 'VALIDATION_FAILED' });
  });

  it('finds a placed order by its phone, and leaves searchKeys out of the answers', async () => {
    const customer = await createCustomer({ name: 'Phạm Thu Hà' });
    const product = productDoc({ price: 100, countInStock: 5 });
    const productRef = productsCol(db).doc();
    await productRef.set(product);
    const placed = await callEndpoint(app, 'placeOrder', {
      as: customer,
      body: placeOrderBody([{ _id: productRef.id, quantity: 1 }], {
        paymentMethod: 'COD',
        shippingAddress: vietnameseAddress({ phone: '+84903111222' }),
      }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).not.toHaveProperty('searchKeys');
    const page = await orderPage({ q: '0903 111 222' });
    expect(page.orders.map((order) => order._id)).toEqual([placed.body._id]);
    expect(page.orders[0]).not.toHaveProperty('searchKeys');
    expect(await orderIds({ q: 'thu ha' })).toEqual([placed.body._id]);
  });
});

describe('the users box', () => {
  beforeEach(async () => {
    await db.recursiveDelete(usersCol(db));
  });

  it('finds users by a prefix of the email, the whole email, or the name without diacritics', async () => {
    await keyedUser('duc', { name: 'Lê Đức Anh', email: 'duc.anh@example.com', createdAt: at(2) });
    await keyedUser('lan', { name: 'Nguyễn Lan', email: 'lan@example.com', createdAt: at(1) });
    expect(await userIds({ q: 'duc.a' })).toEqual(['duc']);
    expect(await userIds({ q: 'LAN@example.com' })).toEqual(['lan']);
    expect(await userIds({ q: 'le duc' })).toEqual(['duc']);
    expect(await userIds({ q: 'example' })).toEqual([]);
  });

  it('combines the box with the role filter and leaves searchKeys out of the answers', async () => {
    await keyedUser('boss', { name: 'Minh Quân', isAdmin: true });
    await keyedUser('buyer', { name: 'Minh Thư', isAdmin: false });
    expect(await userIds({ q: 'minh', admin: 'true' })).toEqual(['boss']);
    expect(await userIds({ q: 'minh', admin: 'false' })).toEqual(['buyer']);
    const [row] = (await userPage({ q: 'minh thu' })).users;
    expect(row?._id).toBe('buyer');
    expect(row).not.toHaveProperty('searchKeys');
  });

  it('finds an account by its name from sign-up, after a profile rename and after an admin edit', async () => {
    const email = `searchable-${Date.now()}@example.com`;
    const signup = await callEndpoint(app, 'signup', {
      body: { name: 'Hoàng Yến', email, password: 'correct-horse-1' },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const uid = (signup.body as { _id: string })._id;
    trackUser(uid);
    expect(await userIds({ q: 'hoang yen' })).toEqual([uid]);
    expect(await userIds({ q: email })).toEqual([uid]);

    const customer = { token: (signup.body as { token: string }).token } as TestAccount;
    const renamed = await callEndpoint(app, 'updateProfile', { as: customer, body: { name: 'Hoàng Mai', email } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await userIds({ q: 'mai' })).toEqual([uid]);
    expect(await userIds({ q: 'yen' })).toEqual([]);

    const stored = (await callEndpoint(app, 'userById', { as: admin, params: { id: uid } })).body as {
      updatedAt: string;
    };
    const edited = await callEndpoint(app, 'updateUser', {
      as: admin,
      params: { id: uid },
      body: { name: 'Đỗ Quyên', email: `renamed-${email}`, isAdmin: false, updatedAt: stored.updatedAt },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await userIds({ q: 'do quyen' })).toEqual([uid]);
    expect(await userIds({ q: `renamed-${email}` })).toEqual([uid]);
    expect(await userIds({ q: 'mai' })).toEqual([]);
  });
});

describe('the search keys migration', () => {
  beforeEach(async () => {
    await Promise.all([
      db.recursiveDelete(productsCol(db)),
      db.recursiveDelete(ordersCol(db)),
      db.recursiveDelete(usersCol(db)),
    ]);
  });

  it('fills products, orders and users written before the keys, so the boxes find them; again changes nothing', async () => {
    await productsCol(db)
      .doc('old-product')
      .set(productDoc({ name: 'Inspiron Cũ', slug: 'inspiron' }));
    await ordersCol(db)
      .doc('old-order'.padEnd(20, '0'))
      .set(orderDoc({ user: { name: 'Võ Thị Sáu' } }));
    await usersCol(db)
      .doc('old-user')
      .set(userDoc({ name: 'Đặng Thùy', email: 'thuy@example.com' }));
    const current = await keyedProduct({ name: 'Current', slug: 'current' });
    await productsCol(db)
      .doc(current)
      .update({ searchKeys: ['kept'] });
    expect(await productSlugs({ q: 'inspiron' })).toEqual([]);

    expect(await addAdminSearchKeys(db)).toEqual({ products: 1, orders: 1, users: 1 });
    expect(await productSlugs({ q: 'inspiron cu' })).toEqual(['inspiron']);
    expect(await orderIds({ q: 'vo sau' })).toEqual(['old-order'.padEnd(20, '0')]);
    expect(await userIds({ q: 'thuy@example.com' })).toEqual(['old-user']);
    expect((await productsCol(db).doc(current).get()).data()?.searchKeys).toEqual(['kept']);
    expect(await addAdminSearchKeys(db)).toEqual({ products: 0, orders: 0, users: 0 });
  });

  it('fills an order without a shipping phone or a user name from what it has', async () => {
    await ordersCol(db)
      .doc('bare'.padEnd(20, '0'))
      .set({ ...orderDoc(), user: FieldValue.delete() } as never, { merge: true });
    await addAdminSearchKeys(db);
    const stored = (await ordersCol(db).doc('bare'.padEnd(20, '0')).get()).data();
    expect(stored?.searchKeys).toEqual(expect.arrayContaining(['nguyen', 'lan']));
  });
});
