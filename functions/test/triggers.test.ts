import { randomUUID } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDashboardSummary, loadDashboardSummary } from '../src/api/orders/dashboard-summary.js';
import { categoryNames } from '../src/data/catalog-reads.js';
import { runSearch } from '../src/search/run-search.js';
import {
  categoryStatsDoc,
  ordersCol,
  productsCol,
  salesStatsDoc,
  searchIndexShardDoc,
  searchIndexVersionDoc,
  summaryStatsDoc,
  usersCol,
} from '../src/data/collections.js';
import { searchIndexShardOf, unpackSearchIndexRow } from '../src/search/search-index-row.js';
import {
  dropCachedSearchCatalogue,
  ENGINE_PRELOAD_DELAY_MS,
  readSearchCatalogue,
} from '../src/search/search-index-store.js';
import { readSnapshotHead } from '../src/search/search-index-snapshot.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { ProductDoc } from '../src/shared/entities/catalogue.js';
import { recountSalesDaysInVietnamTime } from '../src/migrations/sales-days-in-vietnam-time.js';
import { roundMoney } from '../src/shared/pricing.js';
import { parseSearchParams } from '../src/shared/search-params.js';
import { SEARCH_INDEX_SHARDS } from '../src/shared/stats.js';
import { vietnamDay } from '../src/shared/vietnam-time.js';
import { handleOrderCreated, handleOrderDeleted, handleOrderUpdated } from '../src/triggers/order-stats.js';
import { handleProductWritten } from '../src/triggers/product-derived.js';
import { handleUserCreated, handleUserDeleted } from '../src/triggers/user-stats.js';
import { orderDoc, placeOrderBody, productDoc, userDoc } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
const eventId = () => `event-${randomUUID()}`;
/** The summary as the dashboard reads it: money rounded (the triggers add it with increments), missing counts as 0. */
const summary = async () => {
  const doc = (await summaryStatsDoc(db).get()).data();
  return (
    doc && { numUsers: doc.numUsers ?? 0, numOrders: doc.numOrders ?? 0, totalSales: roundMoney(doc.totalSales ?? 0) }
  );
};
/** Sales per day as the dashboard reads them: rounded, days back at zero left out. */
const salesDays = async () =>
  Object.fromEntries(
    buildDashboardSummary(undefined, (await salesStatsDoc(db).get()).data(), undefined).dailyOrders.map((day) => [
      day._id,
      day.sales,
    ]),
  );

/** A write as onDocumentWritten reports it: snapshots before and after. */
async function write<T>(ref: DocumentReference<T>, change: () => Promise<unknown>) {
  const before = await ref.get();
  await change();
  const after = await ref.get();
  return { id: eventId(), data: { before, after } };
}

beforeEach(clearDatabase);
afterAll(deleteTestUsers);

describe('users trigger', () => {
  it('counts created and deleted users once each, even when redelivered', async () => {
    const ref = usersCol(db).doc('u1');
    await ref.set(userDoc());
    const created = { id: eventId(), data: await ref.get() };
    await handleUserCreated(db, created);
    await handleUserCreated(db, created);
    expect(await summary()).toEqual({ numUsers: 1, numOrders: 0, totalSales: 0 });
    await handleUserCreated(db, { id: eventId(), data: await ref.get() });
    expect((await summary())?.numUsers).toBe(2);

    const deleted = { id: eventId(), data: await ref.get() };
    await ref.delete();
    await handleUserDeleted(db, deleted);
    await handleUserDeleted(db, deleted);
    expect((await summary())?.numUsers).toBe(1);
    expect((await db.collection(COLLECTIONS.processedEvents).doc(deleted.id).get()).exists).toBe(true);
  });

  it('counts do not depend on event order (a delete delivered before its create)', async () => {
    const ref = usersCol(db).doc('u2');
    await ref.set(userDoc());
    const created = { id: eventId(), data: await ref.get() };
    const deleted = { id: eventId(), data: await ref.get() };
    await handleUserDeleted(db, deleted);
    await handleUserCreated(db, created);
    expect((await summary())?.numUsers).toBe(0);
  });
});

/** An order that counts `totalPrice` towards the sales of the day it was placed. */
const order = (totalPrice: number, createdAt: string) =>
  orderDoc({ orderItems: [], itemsPrice: totalPrice, shippingPrice: 0, totalPrice, createdAt });

describe('orders trigger', () => {
  it('adds and removes sales per day, dropping empty days, once per event', async () => {
    const a = ordersCol(db).doc('a');
    const b = ordersCol(db).doc('b');
    await a.set(order(10.1, '2025-03-01T10:00:00.000Z'));
    await b.set(order(20.2, '2025-03-02T10:00:00.000Z'));
    const createdA = { id: eventId(), data: await a.get() };
    await handleOrderCreated(db, createdA);
    await handleOrderCreated(db, createdA);
    await handleOrderCreated(db, { id: eventId(), data: await b.get() });
    expect(await summary()).toEqual({ numUsers: 0, numOrders: 2, totalSales: 30.3 });
    expect(await salesDays()).toEqual({ '2025-03-01': 10.1, '2025-03-02': 20.2 });

    const deletedA = { id: eventId(), data: await a.get() };
    await a.delete();
    await handleOrderDeleted(db, deletedA);
    await handleOrderDeleted(db, deletedA);
    expect(await summary()).toEqual({ numUsers: 0, numOrders: 1, totalSales: 20.2 });
    expect(await salesDays()).toEqual({ '2025-03-02': 20.2 });
  });

  it('a cancelled order leaves the figures, a late payment that reopens it comes back, once per event', async () => {
    const ref = ordersCol(db).doc('c');
    await ref.set(order(12.5, '2025-03-03T10:00:00.000Z'));
    await handleOrderCreated(db, { id: eventId(), data: await ref.get() });
    const open = await ref.get();
    await ref.update({ cancelledAt: '2025-03-03T10:31:00.000Z', cancelReason: 'payment-timeout' });
    const cancelled = { id: eventId(), data: { before: open, after: await ref.get() } };
    await handleOrderUpdated(db, cancelled);
    await handleOrderUpdated(db, cancelled);
    expect(await summary()).toEqual({ numUsers: 0, numOrders: 0, totalSales: 0 });
    expect(await salesDays()).toEqual({});

    // A late payment reopens it; an update that neither cancels nor reopens changes nothing.
    const before = await ref.get();
    await ref.update({ isPaid: true, cancelledAt: null, cancelReason: null });
    await handleOrderUpdated(db, { id: eventId(), data: { before, after: await ref.get() } });
    expect(await summary()).toEqual({ numUsers: 0, numOrders: 1, totalSales: 12.5 });
    const paid = await ref.get();
    await ref.update({ isDelivered: true });
    await handleOrderUpdated(db, { id: eventId(), data: { before: paid, after: await ref.get() } });
    expect(await summary()).toEqual({ numUsers: 0, numOrders: 1, totalSales: 12.5 });
  });

  it('deleting a cancelled order does not subtract it twice', async () => {
    const ref = ordersCol(db).doc('d');
    await ref.set({
      ...order(8, '2025-03-04T10:00:00.000Z'),
      cancelledAt: '2025-03-04T10:31:00.000Z',
      cancelReason: 'payment-timeout',
    });
    const snapshot = await ref.get();
    await ref.delete();
    await handleOrderDeleted(db, { id: eventId(), data: snapshot });
    // Nothing was counted, so nothing is written (a subtraction would create the summary at -1).
    expect(await summary()).toBeUndefined();
  });

  it('the migration recounts UTC-day buckets as Vietnamese days, and again changes nothing', async () => {
    await ordersCol(db).doc('m1').set(order(10, '2025-03-01T23:30:00.000Z'));
    await ordersCol(db).doc('m2').set(order(5, '2025-03-02T02:00:00.000Z'));
    await ordersCol(db).doc('m3').set(order(7.25, '2025-03-01T12:00:00.000Z'));
    await salesStatsDoc(db).set({ days: { '2025-03-01': 17.25, '2025-03-02': 5 } });
    await recountSalesDaysInVietnamTime(db);
    const expected = { days: { '2025-03-01': 7.25, '2025-03-02': 15 } };
    expect((await salesStatsDoc(db).get()).data()).toEqual(expected);
    await recountSalesDaysInVietnamTime(db);
    expect((await salesStatsDoc(db).get()).data()).toEqual(expected);
  });

  it('an order placed before 07:00 in Vietnam counts on that Vietnamese day', async () => {
    const early = ordersCol(db).doc('early');
    await early.set(order(42, '2025-03-01T23:30:00.000Z'));
    await handleOrderCreated(db, { id: eventId(), data: await early.get() });
    expect(await salesDays()).toEqual({ '2025-03-02': 42 });
  });

  it('the order count does not depend on event order', async () => {
    const a = ordersCol(db).doc('late');
    await a.set(order(10, '2025-03-01T10:00:00.000Z'));
    const created = { id: eventId(), data: await a.get() };
    const deleted = { id: eventId(), data: await a.get() };
    await handleOrderDeleted(db, deleted);
    await handleOrderCreated(db, created);
    expect(await summary()).toEqual({ numUsers: 0, numOrders: 0, totalSales: 0 });
  });
});

describe('products trigger', () => {
  async function shardRow(id: string) {
    const packed = (await searchIndexShardDoc(db, searchIndexShardOf(id)).get()).data()?.rows?.[id];
    return packed === undefined ? undefined : unpackSearchIndexRow(id, packed);
  }
  const counts = async () => (await categoryStatsDoc(db).get()).data()?.counts;

  it('keeps category counts and the search row in step with creates, updates and deletes', async () => {
    const ref = productsCol(db).doc('p1');
    const created = await write(ref, () =>
      ref.set(productDoc({ name: 'Zen Book', brand: 'Asus', category: 'Ultrabook', price: 700 })),
    );
    await handleProductWritten(db, created);
    await handleProductWritten(db, created);
    expect(await counts()).toEqual({ Ultrabook: 1 });
    expect(await shardRow('p1')).toMatchObject({
      id: 'p1',
      category: 'Ultrabook',
      price: 700,
      name: 'Zen Book',
      brand: 'Asus',
      description: 'A laptop',
    });

    const moved = await write(ref, () => ref.update({ category: 'Gaming', price: 800, rating: 4.5, numReviews: 2 }));
    await handleProductWritten(db, moved);
    await handleProductWritten(db, moved);
    expect(await counts()).toEqual({ Gaming: 1 });
    expect(await shardRow('p1')).toMatchObject({ category: 'Gaming', price: 800, rating: 4.5, numReviews: 2 });

    const deleted = await write(ref, () => ref.delete());
    await handleProductWritten(db, deleted);
    expect(await counts()).toEqual({});
    expect(await shardRow('p1')).toBeUndefined();
  });

  it('a draft is in no category count and no search row until it is published', async () => {
    const ref = productsCol(db).doc('d1');
    const created = await write(ref, () => ref.set(productDoc({ category: 'Gaming', status: 'draft' })));
    await handleProductWritten(db, created);
    expect(await counts()).toBeUndefined();
    expect(await shardRow('d1')).toBeUndefined();

    const published = await write(ref, () => ref.update({ status: 'published' }));
    await handleProductWritten(db, published);
    expect(await counts()).toEqual({ Gaming: 1 });
    expect(await shardRow('d1')).toMatchObject({ category: 'Gaming' });
  });

  it('refreshes stale searchWords, and the write that causes changes nothing more', async () => {
    const ref = productsCol(db).doc('p2');
    const first = await write(ref, () =>
      ref.set({ ...productDoc({ name: 'Máy Đồ họa', brand: 'HP', category: 'Pro' }), searchWords: ['stale'] }),
    );
    await handleProductWritten(db, first);
    const refreshed = (await ref.get()).data() as ProductDoc;
    expect(refreshed.searchWords).toEqual(['may', 'do', 'hoa', 'hp', 'pro']);

    const followUp = { id: eventId(), data: { before: first.data.after, after: await ref.get() } };
    const updateTime = (await ref.get()).updateTime;
    await handleProductWritten(db, followUp);
    expect((await ref.get()).updateTime).toEqual(updateTime);
    expect(await counts()).toEqual({ Pro: 1 });
  });

  it('bumps the search index version only when the searchable row changed, so a stock change rebuilds nothing', async () => {
    const version = async () => (await searchIndexVersionDoc(db).get()).data()?.version;
    const search = async () => {
      const parsed = parseSearchParams({ query: 'stocky' });
      if (!parsed.ok) throw new Error(parsed.message);
      return runSearch(db, parsed.filters);
    };
    const ref = productsCol(db).doc('stock-1');
    await handleProductWritten(db, await write(ref, () => ref.set(productDoc({ name: 'Stocky', countInStock: 5 }))));
    const created = await version();
    expect(created).toBeDefined();
    await search(); // this instance now holds the current index

    const sold = await write(ref, () => ref.update({ countInStock: 4, updatedAt: new Date().toISOString() }));
    await handleProductWritten(db, sold);
    expect(await version()).toBe(created);
    const afterSale = await search();
    expect(afterSale.reads).toBe(1 + 1); // the version and the product: no shard re-read
    expect(afterSale.result.products[0]?.countInStock).toBe(4);

    await handleProductWritten(db, await write(ref, () => ref.update({ price: 321 })));
    expect(await version()).not.toBe(created);
    // One version on: the changed row comes with the version document, no shard is re-read.
    const afterPrice = await search();
    expect(afterPrice.reads).toBe(1 + 1);
    expect(afterPrice.result.products[0]?.price).toBe(321);
    expect(await shardRow('stock-1')).toMatchObject({ price: 321 });
  });

  it('counts categories named like built-in object keys (constructor, toString, hasOwnProperty, __proto__)', async () => {
    const odd = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'];
    const refs = [...odd, 'constructor'].map((category, i) => ({ category, ref: productsCol(db).doc(`odd-${i}`) }));
    for (const { category, ref } of refs)
      await handleProductWritten(db, await write(ref, () => ref.set(productDoc({ category }))));

    // Built from entries: a literal `__proto__: 1` would set the prototype instead of a key.
    const expected = new Map(odd.map((name) => [name, name === 'constructor' ? 2 : 1]));
    expect(await categoryNames(db)).toEqual([...odd].sort((a, b) => a.localeCompare(b)));
    const dashboard = await loadDashboardSummary(db);
    expect(new Map(dashboard.productCategories.map(({ _id, count }) => [_id, count]))).toEqual(expected);
    for (const category of odd) {
      const res = await callEndpoint(app, 'searchProducts', { query: { category } });
      expect(res.body.countProducts, category).toBe(expected.get(category));
    }

    const [first] = refs;
    if (first) await handleProductWritten(db, await write(first.ref, () => first.ref.delete()));
    const after = await loadDashboardSummary(db);
    expect(after.productCategories.find(({ _id }) => _id === 'constructor')?.count).toBe(1);
  });

  it('lets other products of the same shard keep their rows', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `shared-${i}`);
    await Promise.all(
      ids.map(async (id) => {
        const ref = productsCol(db).doc(id);
        await handleProductWritten(db, await write(ref, () => ref.set(productDoc())));
      }),
    );
    for (const id of ids) expect(await shardRow(id)).toBeDefined();
  });
});

describe('search index snapshot', () => {
  const searchFor = async (query: string) => {
    const parsed = parseSearchParams({ query });
    if (!parsed.ok) throw new Error(parsed.message);
    return runSearch(db, parsed.filters);
  };
  const addThroughTrigger = async (id: string, doc: Partial<ProductDoc>, now?: number) => {
    const ref = productsCol(db).doc(id);
    await handleProductWritten(db, await write(ref, () => ref.set(productDoc(doc))), now ? { now } : {});
  };

  it('is written by the products trigger for the current index version, and a new instance loads it instead of the shards', async () => {
    await addThroughTrigger('snap-1', { name: 'Snapshot Falcon', specs: { ramGb: 16 } });
    const head = await readSnapshotHead(db);
    expect(head?.version).toBe((await searchIndexVersionDoc(db).get()).data()?.version);

    dropCachedSearchCatalogue(db); // a new instance
    const read = await readSearchCatalogue(db);
    expect(read.source).toBe('snapshot');
    expect(read.reads).toBe(1 + 1 + (head?.chunks ?? 0) + (head?.engineChunks ?? 0)); // version, head, chunks: no shard
    expect(read.reads).toBeLessThan(1 + SEARCH_INDEX_SHARDS + 1);
    const found = await searchFor('falcon');
    expect(found.result.products.map((p) => p._id)).toEqual(['snap-1']);
    expect(found.result.facets?.ramGb).toEqual([{ value: 16, count: 1 }]);
  });

  it("loads a restored catalogue's engine a moment after its first answer, and never a dropped copy's", async () => {
    await addThroughTrigger('snap-p', { name: 'Preload Plover' });
    const waitPastPreload = () => new Promise((resolve) => setTimeout(resolve, ENGINE_PRELOAD_DELAY_MS + 300));

    dropCachedSearchCatalogue(db);
    const kept = (await readSearchCatalogue(db)).catalogue;
    const keptPreload = vi.spyOn(kept.text, 'preloadEngine');
    await waitPastPreload();
    expect(keptPreload).toHaveBeenCalledTimes(1);

    dropCachedSearchCatalogue(db);
    const dropped = (await readSearchCatalogue(db)).catalogue;
    const droppedPreload = vi.spyOn(dropped.text, 'preloadEngine');
    dropCachedSearchCatalogue(db); // another new instance before the preload's moment
    await waitPastPreload();
    expect(droppedPreload).not.toHaveBeenCalled();
  });

  it('is not rewritten for every write of a burst, and an older snapshot is brought up to date from the shards', async () => {
    const start = Date.now();
    await addThroughTrigger('snap-a', { name: 'Older Heron', price: 100 }, start);
    const first = await readSnapshotHead(db);
    await addThroughTrigger('snap-b', { name: 'Newer Heron', price: 200 }, start + 1000);
    const ref = productsCol(db).doc('snap-a');
    await handleProductWritten(db, await write(ref, () => ref.update({ price: 150 })), { now: start + 2000 });
    const second = await readSnapshotHead(db);
    expect(second?.id).toBe(first?.id); // within SNAPSHOT_MIN_AGE_MS: not written again
    expect(second?.version).not.toBe((await searchIndexVersionDoc(db).get()).data()?.version);

    dropCachedSearchCatalogue(db);
    const read = await readSearchCatalogue(db);
    expect(read.source).toBe('snapshot+shards');
    const found = await searchFor('heron');
    expect(Object.fromEntries(found.result.products.map((p) => [p._id, p.price]))).toEqual({
      'snap-a': 150,
      'snap-b': 200,
    });
    expect(found.result.countProducts).toBe(2);
  });

  it('is written again once the last one is old enough, and a snapshot whose chunks are gone is not used', async () => {
    const start = Date.now();
    await addThroughTrigger('snap-x', { name: 'Kestrel One' }, start);
    const first = await readSnapshotHead(db);
    await addThroughTrigger('snap-y', { name: 'Kestrel Two' }, start + 61_000);
    const second = await readSnapshotHead(db);
    expect(second?.id).not.toBe(first?.id);
    expect(second?.version).toBe((await searchIndexVersionDoc(db).get()).data()?.version);
    // The replaced snapshot's chunks are deleted.
    const chunks = await db.collection(COLLECTIONS.searchIndex).doc('snapshot').collection('chunks').get();
    expect(chunks.docs.map((d) => d.id)).toEqual([`${second?.id}-0`, `${second?.id}-e0`]);

    await chunks.docs[0]?.ref.delete();
    dropCachedSearchCatalogue(db);
    expect((await readSearchCatalogue(db)).source).toBe('shards');
    expect((await searchFor('kestrel')).result.countProducts).toBe(2);
  });

  it('answers from the search part alone, and a damaged engine part only makes the first change re-index', async () => {
    await addThroughTrigger('snap-e1', { name: 'Osprey Glide' });
    await addThroughTrigger('snap-e2', { name: 'Osprey Dive' }, Date.now() + 61_000);
    const head = await readSnapshotHead(db);
    const engineChunk = db
      .collection(COLLECTIONS.searchIndex)
      .doc('snapshot')
      .collection('chunks')
      .doc(`${head?.id}-e0`);
    await engineChunk.set({ data: Buffer.from('not gzip at all') });

    dropCachedSearchCatalogue(db);
    expect((await readSearchCatalogue(db)).source).toBe('snapshot');
    expect((await searchFor('osprey')).result.countProducts).toBe(2);
    // The first change after the snapshot needs MiniSearch's index: unreadable, so it is rebuilt from the rows.
    const ref = productsCol(db).doc('snap-e1');
    await handleProductWritten(db, await write(ref, () => ref.update({ name: 'Osprey Soar' })), {
      now: Date.now() + 62_000,
    });
    expect((await searchFor('soar')).result.products.map((p) => p._id)).toEqual(['snap-e1']);
    expect((await searchFor('glide')).result.countProducts).toBe(0);
  });
});

describe('dashboard summary', () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAdmin();
  });

  /** Places an order through the API and delivers its trigger event, as the platform would. */
  async function placeAndTrigger(price: number, quantity: number): Promise<string> {
    const { id } = await addProduct({ price, countInStock: 100 });
    // A fresh customer per order: one customer may have only MAX_UNPAID_ORDERS unpaid orders open.
    const buyer = await createCustomer();
    const res = await callEndpoint(app, 'placeOrder', { as: buyer, body: placeOrderBody([{ _id: id, quantity }]) });
    expect(res.status).toBe(201);
    await handleOrderCreated(db, { id: eventId(), data: await ordersCol(db).doc(res.body._id).get() });
    return res.body._id as string;
  }

  it('equals a recount of the orders after creates, cancels and deletes through the API', async () => {
    const ids = [];
    for (const [price, quantity] of [
      [12.34, 1],
      [50, 3],
      [99.99, 1],
      [7.5, 2],
      [120, 1],
    ] as const)
      ids.push(await placeAndTrigger(price, quantity));
    // Only a cancelled, never paid order may be deleted: cancelled first, each change's event delivered.
    for (const id of [ids[1], ids[3]] as string[]) {
      const open = await ordersCol(db).doc(id).get();
      const body = { reason: 'Customer asked by phone' };
      await callEndpoint(app, 'cancelOrder', { params: { id }, as: admin, body }).expect(200);
      const cancelled = await ordersCol(db).doc(id).get();
      await handleOrderUpdated(db, { id: eventId(), data: { before: open, after: cancelled } });
      await callEndpoint(app, 'deleteOrder', { params: { id }, as: admin }).expect(200);
      await handleOrderDeleted(db, { id: eventId(), data: cancelled });
    }

    const orders = (await ordersCol(db).get()).docs.map((doc) => doc.data());
    const days = new Map<string, number>();
    for (const o of orders)
      days.set(vietnamDay(o.createdAt), roundMoney((days.get(vietnamDay(o.createdAt)) ?? 0) + o.totalPrice));

    const res = await callEndpoint(app, 'dashboardSummary', { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.orders).toEqual([
      { numOrders: 3, totalSales: roundMoney(orders.reduce((sum, o) => sum + o.totalPrice, 0)) },
    ]);
    expect(res.body.dailyOrders).toEqual([...days].sort().map(([day, sales]) => ({ _id: day, sales })));
    expect(res.body.users).toEqual([{ numUsers: 0 }]);
  });

  it('reads exactly the three stats documents, however many orders exist', async () => {
    await summaryStatsDoc(db).set({ numUsers: 2, numOrders: 40, totalSales: 1234.5 });
    await salesStatsDoc(db).set({ days: { '2025-02-01': 34.5, '2025-01-01': 1200 } });
    await categoryStatsDoc(db).set({ counts: { Office: 3, Gaming: 1 } });
    const batch = db.batch();
    for (let i = 0; i < 40; i += 1) batch.set(ordersCol(db).doc(), order(30.86, '2025-01-01T00:00:00.000Z'));
    await batch.commit();

    const read: string[] = [];
    const summaryBody = await loadDashboardSummary(db, async (refs): Promise<DocumentSnapshot[]> => {
      read.push(...refs.map((ref) => ref.path));
      return db.getAll(...refs);
    });
    expect(read.sort()).toEqual(['stats/categories', 'stats/sales', 'stats/summary']);
    expect(summaryBody).toEqual({
      users: [{ numUsers: 2 }],
      orders: [{ numOrders: 40, totalSales: 1234.5 }],
      dailyOrders: [
        { _id: '2025-01-01', sales: 1200 },
        { _id: '2025-02-01', sales: 34.5 },
      ],
      productCategories: [
        { _id: 'Gaming', count: 1 },
        { _id: 'Office', count: 3 },
      ],
    });
    const res = await callEndpoint(app, 'dashboardSummary', { as: admin });
    expect(res.body).toEqual(summaryBody);
  });
});
