import { beforeAll, describe, expect, it } from 'vitest';
import { productsCol } from '../src/data/collections.js';
import type { Product, ProductDoc } from '../src/shared/entities/catalogue.js';
import type { SearchResult } from '../src/shared/entities/search.js';
import { createApp } from '../src/api/app.js';
import { LIMITS } from '../src/api/limits/abuse-limits.js';
import { runSearch } from '../src/search/run-search.js';
import { rebuildSearchIndex, writeSearchIndexRow } from '../src/search/search-index-store.js';
import { API_MSG } from '../src/shared/messages.js';
import { parseSearchParams, SEARCH_MAX_WORDS } from '../src/shared/search-params.js';
import { SEARCH_INDEX_SHARDS } from '../src/shared/stats.js';
import { startInOneSearchWindow } from './support/search-window.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, indexAllProducts } from './support/products.js';
import { clearDatabase, ctx, db, testApp } from './support/test-context.js';

const app = testApp();

beforeAll(async () => {
  await clearDatabase();
  await addProduct({
    name: 'Máy trạm Đồ họa',
    brand: 'Dell',
    category: 'Workstation',
    price: 900,
    rating: 4.5,
    createdAt: '2025-01-01T00:00:00.000Z',
    specs: {
      cpu: { brand: 'Intel' },
      ramGb: 32,
      storageGb: 1024,
      gpu: { kind: 'discrete' },
      screen: { inches: 16 },
      weightKg: 2.4,
    },
  });
  await addProduct({
    name: 'Laptop văn phòng',
    brand: 'Dell',
    category: 'Office',
    price: 45,
    rating: 3,
    createdAt: '2025-01-02T00:00:00.000Z',
    specs: {
      cpu: { brand: 'Intel' },
      ramGb: 8,
      storageGb: 256,
      gpu: { kind: 'integrated' },
      screen: { inches: 14 },
      weightKg: 1.4,
    },
  });
  await addProduct({
    name: 'Gaming Beast',
    brand: 'Asus',
    category: 'Gaming',
    price: 150,
    rating: 5,
    createdAt: '2025-01-03T00:00:00.000Z',
    specs: {
      cpu: { brand: 'AMD' },
      ramGb: 16,
      storageGb: 512,
      gpu: { kind: 'discrete' },
      screen: { inches: 15.6 },
      weightKg: 2.3,
    },
  });
  await addProduct({
    name: 'ThinkPad X1 Carbon',
    brand: 'Lenovo',
    category: 'Doanh nhân',
    price: 1200,
    rating: 4,
    countInStock: 0,
    description: 'Bàn phím tốt nhất cho doanh nhân, pin bền cả ngày.',
    createdAt: '2024-12-01T00:00:00.000Z',
    // Saved before specifications existed: it states none.
    specs: {},
  });
  await indexAllProducts();
});

const names = (body: SearchResult) => body.products.map((p: Product) => p.name);

describe('GET /api/products/search', () => {
  it('returns every product newest first by default, with paging figures', async () => {
    const res = await callEndpoint(app, 'searchProducts');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Gaming Beast', 'Laptop văn phòng', 'Máy trạm Đồ họa', 'ThinkPad X1 Carbon']);
    expect(res.body).toMatchObject({ page: 1, pages: 1, countProducts: 4 });
    expect(res.body.products[0]).not.toHaveProperty('searchWords');
  });

  it('finds Vietnamese text with or without diacritics', async () => {
    for (const query of ['đồ họa', 'do hoa']) {
      const res = await callEndpoint(app, 'searchProducts', { query: { query } });
      expect(names(res.body)).toEqual(['Máy trạm Đồ họa']);
    }
  });

  it('applies category, the misspelt pricce, rating and order together', async () => {
    // Chained .query(): the misspelt parameter is outside the contract on purpose.
    const res = await callEndpoint(app, 'searchProducts').query({
      query: 'dell',
      pricce: '1-1000',
      rating: '3',
      order: 'lowest',
    });
    expect(names(res.body)).toEqual(['Laptop văn phòng', 'Máy trạm Đồ họa']);
    const gaming = await callEndpoint(app, 'searchProducts', { query: { category: 'Gaming' } });
    expect(names(gaming.body)).toEqual(['Gaming Beast']);
  });

  it('pages with a page size', async () => {
    const res = await callEndpoint(app, 'searchProducts', { query: { order: 'highest', page: '2', pageSize: '2' } });
    expect(names(res.body)).toEqual(['Gaming Beast', 'Laptop văn phòng']);
    expect(res.body).toMatchObject({ page: 2, pages: 2, countProducts: 4 });
  });

  it('finds prefixes, typos and description words, out-of-stock products included', async () => {
    for (const query of ['think', 'thinkpd', 'lenovo carb', 'pin bền', 'ban phim']) {
      const res = await callEndpoint(app, 'searchProducts', { query: { query } });
      expect(names(res.body), query).toEqual(['ThinkPad X1 Carbon']);
      expect(res.body, query).not.toHaveProperty('showingResultsFor');
    }
  });

  it('orders by Best Match while a query is present, exact name first, unless another order is asked', async () => {
    const best = await callEndpoint(app, 'searchProducts', { query: { query: 'gaming beast' } });
    expect(names(best.body)[0]).toBe('Gaming Beast');
    const dell = await callEndpoint(app, 'searchProducts', { query: { query: 'laptop văn phòng' } });
    expect(names(dell.body)[0]).toBe('Laptop văn phòng');
    const lowest = await callEndpoint(app, 'searchProducts', { query: { query: 'dell', order: 'lowest' } });
    expect(names(lowest.body)).toEqual(['Laptop văn phòng', 'Máy trạm Đồ họa']);
  });

  it("answers the best partial matches with 'Showing results for' when no product has every word", async () => {
    const res = await callEndpoint(app, 'searchProducts', { query: { query: 'asus xyzzy' } });
    expect(names(res.body)).toEqual(['Gaming Beast']);
    expect(res.body.showingResultsFor).toBe('asus');
    const none = await callEndpoint(app, 'searchProducts', { query: { query: 'xyzzy' } });
    expect(none.body).toMatchObject({ products: [], countProducts: 0 });
    expect(none.body).not.toHaveProperty('showingResultsFor');
  });

  it('filters by brand, RAM, storage, GPU, screen, weight and CPU together', async () => {
    const res = await callEndpoint(app, 'searchProducts', {
      query: {
        brand: 'dell,Asus',
        ram: '16',
        storage: '512',
        gpu: 'discrete',
        screen: '15-16',
        weight: '2.5',
        cpu: 'intel',
      },
    });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Máy trạm Đồ họa']);
    // A product without specifications (the ThinkPad) matches no specification filter.
    const anyRam = await callEndpoint(app, 'searchProducts', { query: { ram: '1' } });
    expect(anyRam.body.countProducts).toBe(3);
  });

  it("counts each filter's values over the products matching the query and every other filter", async () => {
    const res = await callEndpoint(app, 'searchProducts', { query: { query: 'dell', gpu: 'discrete' } });
    expect(names(res.body)).toEqual(['Máy trạm Đồ họa']);
    const { facets } = res.body;
    // RAM counts ignore no filter but RAM: the one discrete Dell has 32 GB.
    expect(facets?.ramGb).toEqual([
      { value: 8, count: 1 },
      { value: 16, count: 1 },
      { value: 32, count: 1 },
    ]);
    // GPU counts ignore the GPU filter: both Dells, one of each kind.
    expect(facets?.gpuKind).toEqual([
      { value: 'integrated', count: 1 },
      { value: 'discrete', count: 1 },
    ]);
    expect(facets?.brand).toEqual([
      { value: 'Asus', count: 0 },
      { value: 'Dell', count: 1 },
      { value: 'Lenovo', count: 0 },
    ]);
    expect(facets?.screenInches).toEqual([
      { value: '13-14', count: 0 },
      { value: '15-16', count: 1 },
    ]);
  });

  it.each([
    [{ ram: 'lots' }, 'ram must be a whole number of GB from 1 to 256'],
    [{ storage: '-1' }, 'storage must be a whole number of GB from 1 to 16384'],
    [{ gpu: 'rtx' }, "gpu must be 'integrated' or 'discrete'"],
    [{ screen: '13.3' }, 'screen must be a range of whole inches from 7 to 21, such as 13-14'],
    [{ screen: '16-13' }, 'screen range minimum must not exceed its maximum'],
    [{ weight: 'light' }, 'weight must be a number of kg from 0.1 to 10, such as 1.5'],
    [{ cpu: '<b>' }, 'cpu must be a CPU brand, such as Intel or AMD'],
    [{ brand: 'Dell;drop' }, 'brand must be brand names separated by commas, such as Dell,HP'],
    [{ ram: ['8', '16'] }, 'ram must be given once'],
    [{ order: 'cheapest' }, 'order must be one of relevance, newest, lowest, highest, toprated'],
    [{ price: '50-1' }, 'price range minimum must not exceed its maximum'],
    [{ rating: '9' }, "rating must be 'all' or a whole number from 1 to 5"],
    [{ page: '0' }, 'page must be a whole number from 1 to 10000'],
    [{ page: ['1', '2'] }, 'page must be given once'],
    [{ query: 'x'.repeat(201) }, 'query must be at most 200 characters'],
  ])('refuses %j with 400', async (query, message) => {
    // Chained .query(): some of these shapes (a repeated parameter) are outside the contract on purpose.
    const res = await callEndpoint(app, 'searchProducts').query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/products/suggest', () => {
  it('suggests the best products (image, name, price) and matching categories for the typed text', async () => {
    const res = await callEndpoint(app, 'suggestProducts', { query: { query: 'gam' } });
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual(['Gaming']);
    expect(res.body.products).toEqual([
      {
        _id: expect.any(String),
        slug: expect.any(String),
        name: 'Gaming Beast',
        image: expect.any(String),
        price: 150,
      },
    ]);
    const typo = await callEndpoint(app, 'suggestProducts', { query: { query: 'thinkpd' } });
    expect(typo.body.products.map((p: Product) => p.name)).toEqual(['ThinkPad X1 Carbon']);
  });

  it('suggests nothing rather than partial matches', async () => {
    const res = await callEndpoint(app, 'suggestProducts', { query: { query: 'asus xyzzy' } });
    expect(res.body).toEqual({ products: [], categories: [] });
  });

  it.each([
    [{}, 'query must be given once'],
    [{ query: ['ab', 'cd'] }, 'query must be given once'],
    [{ query: 'a' }, 'query must have at least 2 characters'],
    [{ query: 'x'.repeat(201) }, 'query must be at most 200 characters'],
  ])('refuses %j with 400', async (query, message) => {
    // Chained .query(): these shapes (missing, repeated) are outside the contract on purpose.
    const res = await callEndpoint(app, 'suggestProducts').query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('search cost per request', () => {
  it('searches only the first 8 distinct words and names the ignored rest in the answer', async () => {
    // Words no catalogue names (a category or brand word would be understood as a filter and leave
    // the text, ADR 0085), one of them repeated: the cap counts distinct words of the searched text.
    const words = ['quartz', 'beast', 'nimbus', 'quartz', ...Array.from({ length: 100 }, (_, i) => `w${i}`)];
    const res = await callEndpoint(app, 'searchProducts', { query: { query: words.join(' ').slice(0, 200) } });
    expect(res.status).toBe(200);
    const distinct = [...new Set(words.join(' ').slice(0, 200).split(' '))];
    expect(res.body.ignoredWords).toEqual(distinct.slice(SEARCH_MAX_WORDS));
    const all = await callEndpoint(app, 'searchProducts', { query: { query: 'gaming beast' } });
    expect(all.body).not.toHaveProperty('ignoredWords');
  });

  it('answers 429 with Retry-After once one client has made 120 searches and suggestions in a minute', async () => {
    // Two instances behind one proxy hop: the count is shared through Firestore, not kept in memory.
    const instanceA = createApp(ctx, { trustedProxyHops: () => 1 });
    const instanceB = createApp(ctx, { trustedProxyHops: () => 1 });
    const ip = '198.51.100.23';
    const call = (i: number, path: 'search' | 'suggest', from = ip) =>
      callEndpoint(i % 2 ? instanceB : instanceA, path === 'search' ? 'searchProducts' : 'suggestProducts', {
        headers: { 'X-Forwarded-For': from },
        query: { query: 'beast' },
      });
    const statuses: number[] = [];
    await startInOneSearchWindow(30_000);
    // One after another: this is about the count, not about concurrent consumes of one key.
    for (let i = 0; i < LIMITS.searchesPerIp.points; i += 1)
      statuses.push((await call(i, i % 3 ? 'search' : 'suggest')).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    for (const path of ['search', 'suggest'] as const) {
      const refused = await call(0, path);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: API_MSG.tooManySearches, code: 'RATE_LIMITED' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LIMITS.searchesPerIp.duration);
    }
    expect((await call(1, 'search', '198.51.100.24')).status).toBe(200);
  }, 60_000);
});

describe('search cost and freshness (runSearch)', () => {
  const filters = (raw: Record<string, string>) => {
    const parsed = parseSearchParams(raw);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.filters;
  };

  it('bills at most pageSize + 10 reads on any page, and 1 + page while the shards are unchanged', async () => {
    await rebuildSearchIndex(db, []); // a new index version: the next search must re-read the shards
    await indexAllProducts();
    const first = await runSearch(db, filters({ order: 'lowest', page: '2', pageSize: '3' }));
    expect(first.result.products).toHaveLength(1);
    expect(first.reads).toBe(1 + SEARCH_INDEX_SHARDS + 1 + 1);
    expect(first.reads).toBeLessThanOrEqual(3 + 10);
    const second = await runSearch(db, filters({ order: 'lowest', page: '1', pageSize: '2' }));
    expect(second.reads).toBe(1 + 2);
  });

  it('sees a product change at once: a row write reaches every cached copy', async () => {
    await runSearch(db, filters({ query: 'beast' })); // caches the current shards
    const added = await addProduct({ name: 'Beast Mini', brand: 'Asus', category: 'Gaming' });
    await db.runTransaction(async (tx) => writeSearchIndexRow(tx, db, added.id, added.doc));
    const after = await runSearch(db, filters({ query: 'beast' }));
    expect(after.result.products.map((p) => p.name).sort()).toEqual(['Beast Mini', 'Gaming Beast']);
    // One version behind: the row comes with the version document, no shard is read.
    expect(after.reads).toBe(1 + 2);
  });

  /** What the products trigger commits for a product write: the product and its row (none: left the shop). */
  const commitEdit = (id: string, doc: ProductDoc | undefined) =>
    db.runTransaction(async (tx) => {
      const ref = productsCol(db).doc(id);
      if (doc) tx.set(ref, doc);
      else tx.delete(ref);
      // As the trigger: a draft is not in the shop, so it has no row.
      writeSearchIndexRow(tx, db, id, doc?.status === 'draft' ? undefined : doc);
    });

  it('serves an edited product with its new data at once, and never a deleted or unpublished one', async () => {
    const { id, doc } = await addProduct({ name: 'Zephyr Note 14', brand: 'Acer', category: 'Gaming', price: 500 });
    await commitEdit(id, doc);
    expect((await runSearch(db, filters({ query: 'zephyr' }))).result.products.map((p) => p._id)).toEqual([id]);

    await commitEdit(id, { ...doc, name: 'Aurora Note 14', price: 450 });
    const renamed = await runSearch(db, filters({ query: 'aurora' }));
    expect(renamed.result.products.map((p) => [p._id, p.name, p.price])).toEqual([[id, 'Aurora Note 14', 450]]);
    expect(renamed.reads).toBe(1 + 1); // the version document (with the row), then the page
    expect((await runSearch(db, filters({ query: 'zephyr' }))).result.products).toEqual([]);
    // The new price counts in the filters and their facets at once too.
    const cheap = await runSearch(db, filters({ query: 'aurora', price: '1-460' }));
    expect(cheap.result.countProducts).toBe(1);

    await commitEdit(id, { ...doc, name: 'Aurora Note 14', status: 'draft' } as ProductDoc);
    expect((await runSearch(db, filters({ query: 'aurora' }))).result.products).toEqual([]);
    await commitEdit(id, { ...doc, name: 'Aurora Note 14' });
    expect((await runSearch(db, filters({ query: 'aurora' }))).result.countProducts).toBe(1);
    await commitEdit(id, undefined);
    const deleted = await runSearch(db, filters({ query: 'aurora' }));
    expect(deleted.result.countProducts).toBe(0);
    expect(deleted.reads).toBe(1);
  });

  it('reads every shard when more than one version passed since its copy (two edits between searches)', async () => {
    const one = await addProduct({ name: 'Quartz One', brand: 'HP', category: 'Gaming' });
    const two = await addProduct({ name: 'Quartz Two', brand: 'HP', category: 'Gaming' });
    await runSearch(db, filters({ query: 'quartz' }));
    await commitEdit(one.id, one.doc);
    await commitEdit(two.id, two.doc);
    const both = await runSearch(db, filters({ query: 'quartz' }));
    expect(both.result.products.map((p) => p.name).sort()).toEqual(['Quartz One', 'Quartz Two']);
    expect(both.reads).toBe(1 + SEARCH_INDEX_SHARDS + 1 + 2);
    // A rebuild names no row: the shards are read whatever the count.
    await rebuildSearchIndex(db, [{ id: one.id, doc: one.doc }]);
    const rebuilt = await runSearch(db, filters({ query: 'quartz' }));
    expect(rebuilt.result.products.map((p) => p.name)).toEqual(['Quartz One']);
    expect(rebuilt.reads).toBe(1 + SEARCH_INDEX_SHARDS + 1 + 1);
  });
});
