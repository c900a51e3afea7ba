import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersCol } from '../src/data/collections.js';
import type { AdminOrderPage } from '../src/shared/entities/admin.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import { orderDoc, orderItem, shippingAddress } from '@test-factories';
import { ORDER_EXPORT_BATCH_SIZE } from '../src/api/orders/order-csv.js';
import { orderSearchKeys } from '../src/shared/admin-search.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
});
beforeEach(async () => {
  await db.recursiveDelete(ordersCol(db));
});
afterAll(deleteTestUsers);

/** Stores orders under fixed 20-character ids, as Firestore would name them. */
async function addOrders(orders: Record<string, Partial<OrderDoc>>): Promise<void> {
  await Promise.all(
    Object.entries(orders).map(([id, overrides]) => ordersCol(db).doc(id.padEnd(20, '0')).set(orderDoc(overrides))),
  );
}
const id = (short: string) => short.padEnd(20, '0');

const FIXTURE = {
  // 23:30 UTC on 1 March is 06:30 on 2 March in Vietnam.
  vnpayPaid: { paymentMethod: 'VNPAY', status: 'paid', createdAt: '2025-03-01T23:30:00.000Z' },
  codWaiting: { paymentMethod: 'COD', status: 'awaitingPayment', createdAt: '2025-03-02T10:00:00.000Z' },
  // 16:59 UTC on 2 March is 23:59 on 2 March in Vietnam; 17:00 is already 3 March.
  momoLate: { paymentMethod: 'MOMO', status: 'paid', createdAt: '2025-03-02T16:59:00.000Z' },
  vnpayNextDay: { paymentMethod: 'VNPAY', status: 'shipped', createdAt: '2025-03-02T17:00:00.000Z' },
} as const satisfies Record<string, Partial<OrderDoc>>;

async function listIds(query: Record<string, string>): Promise<string[]> {
  const res = await callEndpoint(app, 'adminOrders', { as: admin, query });
  expect(res.status).toBe(200);
  return (res.body as AdminOrderPage).orders.map((order) => order._id);
}

describe('GET /api/orders filters', () => {
  beforeEach(() => addOrders(FIXTURE));

  it('filters by state, payment method, and both', async () => {
    expect(await listIds({ status: 'paid' })).toEqual([id('momoLate'), id('vnpayPaid')]);
    expect(await listIds({ paymentMethod: 'VNPAY' })).toEqual([id('vnpayNextDay'), id('vnpayPaid')]);
    expect(await listIds({ status: 'paid', paymentMethod: 'VNPAY' })).toEqual([id('vnpayPaid')]);
  });

  it('filters by the days placed in Vietnam time, both days included', async () => {
    expect(await listIds({ from: '2025-03-02', to: '2025-03-02' })).toEqual([
      id('momoLate'),
      id('codWaiting'),
      id('vnpayPaid'),
    ]);
    expect(await listIds({ from: '2025-03-03' })).toEqual([id('vnpayNextDay')]);
  });

  it('finds one order by its id, and none when the other filters exclude it', async () => {
    expect(await listIds({ q: id('codWaiting') })).toEqual([id('codWaiting')]);
    expect(await listIds({ q: id('codWaiting'), paymentMethod: 'VNPAY' })).toEqual([]);
  });

  it('treats empty filters as none, and answers 400 naming a bad one', async () => {
    expect(await listIds({ status: '', paymentMethod: '', from: '', to: '', q: '' })).toHaveLength(4);
    const res = await callEndpoint(app, 'adminOrders', { as: admin, query: { status: 'lost' } as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^status must be one of awaitingPayment/);
    const badDay = await callEndpoint(app, 'adminOrders', { as: admin, query: { from: '2/3/2025' } });
    expect(badDay.body).toEqual({ message: 'from must be a day written YYYY-MM-DD', code: 'VALIDATION_FAILED' });
  });

  it('pages the filtered list by cursor without repeating a row', async () => {
    await addOrders(
      Object.fromEntries(
        Array.from({ length: 25 }, (_, n) => [
          `bulk${String(n).padStart(2, '0')}`,
          { paymentMethod: 'MOMO', status: 'paid', createdAt: `2025-04-01T00:00:${String(n).padStart(2, '0')}.000Z` },
        ]),
      ),
    );
    const first = await callEndpoint(app, 'adminOrders', { as: admin, query: { paymentMethod: 'MOMO' } });
    const page1 = first.body as AdminOrderPage;
    expect(page1.nextCursor).not.toBeNull();
    const second = await callEndpoint(app, 'adminOrders', {
      as: admin,
      query: { paymentMethod: 'MOMO', after: page1.nextCursor! },
    });
    const seen = [...page1.orders, ...(second.body as AdminOrderPage).orders].map((order) => order._id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(26);
  });
});

describe('GET /api/orders/export', () => {
  it('answers the filtered orders as CSV: whole VND, Vietnam dates, BOM, quoted names', async () => {
    await addOrders({
      ...FIXTURE,
      halfDong: {
        paymentMethod: 'VNPAY',
        status: 'paid',
        createdAt: '2025-03-02T01:00:00.000Z',
        paidAt: '2025-03-02T01:05:00.000Z',
        user: { name: 'Nguyễn Văn "Tí", Jr.' },
        orderCode: 'LS7K2QX',
        orderItems: [orderItem({ name: 'Máy A', price: 1312.5, quantity: 2 })],
        itemsPrice: 2625,
        shippingPrice: 0,
        totalPrice: 1312.5,
      },
    });
    const res = await callEndpoint(app, 'exportOrders', {
      as: admin,
      query: { paymentMethod: 'VNPAY', from: '2025-03-02', to: '2025-03-02' },
    }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(res.text).toContain('"Nguyễn Văn ""Tí"", Jr."');
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    const column = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
    expect(rows.map((row) => column(row, 'orderId'))).toEqual([id('halfDong'), id('vnpayPaid')]);
    const [half, early] = rows;
    expect(column(half, 'orderCode')).toBe('LS7K2QX');
    // An order placed before every order had a code: the column is there, empty.
    expect(column(early, 'orderCode')).toBe('');
    expect(column(half, 'createdAt')).toBe('2025-03-02 08:00');
    expect(column(half, 'paidAt')).toBe('2025-03-02 08:05');
    expect(column(half, 'totalPrice')).toBe('1313');
    expect(column(half, 'itemsPrice')).toBe('2625');
    expect(column(half, 'items')).toBe('2 x Máy A');
    expect(column(early, 'createdAt')).toBe('2025-03-02 06:30');
  });

  it("writes each order's phone, province, ward and payment state", async () => {
    const refund = {
      method: 'gateway',
      reference: 'r1',
      amount: 101,
      gatewayCode: '00',
      gatewayMessage: null,
    } as const;
    const refundBy = { role: 'admin' } as const;
    await addOrders({
      placed: {
        createdAt: '2025-03-05T00:00:00.000Z',
        shippingAddress: shippingAddress({
          phone: '+84912345678',
          province: 'Thành phố Hà Nội',
          ward: 'Phường Ba Đình',
        }),
      },
      paid: { createdAt: '2025-03-04T00:00:00.000Z', isPaid: true, paidAt: '2025-03-04T00:01:00.000Z' },
      refunding: {
        createdAt: '2025-03-03T00:00:00.000Z',
        isPaid: true,
        refund: { ...refund, state: 'requesting', transactionNo: null, at: '2025-03-06T00:00:00.000Z', by: refundBy },
      },
      failed: {
        createdAt: '2025-03-02T00:00:00.000Z',
        isPaid: true,
        refund: { ...refund, state: 'failed', transactionNo: null, at: '2025-03-06T00:00:00.000Z', by: refundBy },
      },
      refunded: {
        createdAt: '2025-03-01T00:00:00.000Z',
        isPaid: true,
        refund: { ...refund, state: 'done', transactionNo: 't1', at: '2025-03-06T00:00:00.000Z', by: refundBy },
      },
    });
    const res = await callEndpoint(app, 'exportOrders', { as: admin }).buffer(true);
    expect(res.status).toBe(200);
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    const columns = ['phone', 'province', 'ward', 'paymentState'].map((name) => header!.indexOf(name));
    expect(rows.map((row) => columns.map((index) => row[index]))).toEqual([
      ['0912 345 678', 'Thành phố Hà Nội', 'Phường Ba Đình', 'unpaid'],
      ['', '', '', 'paid'],
      ['', '', '', 'refundRequested'],
      ['', '', '', 'refundFailed'],
      ['', '', '', 'refunded'],
    ]);
  });

  it('streams a list longer than one read batch, every order once, newest first, honouring the search', async () => {
    const total = ORDER_EXPORT_BATCH_SIZE + 7;
    const writer = db.bulkWriter();
    const newestFirst: string[] = [];
    for (let n = 0; n < total; n += 1) {
      const name = n % 2 === 0 ? 'Trần Thị Lan' : 'Lê Văn Minh';
      const doc = orderDoc({ user: { name }, createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString() });
      const orderId = `o${String(n).padStart(4, '0')}`.padEnd(20, '0');
      void writer.set(ordersCol(db).doc(orderId), { ...doc, searchKeys: orderSearchKeys(doc) });
      newestFirst.unshift(orderId);
    }
    await writer.close();

    const all = await callEndpoint(app, 'exportOrders', { as: admin }).buffer(true);
    expect(all.status).toBe(200);
    // Written as it is read: sent in chunks, its length unknown when the answer starts.
    expect(all.headers['transfer-encoding']).toBe('chunked');
    expect(all.headers['content-length']).toBeUndefined();
    const [header, ...rows] = parse(all.text, { bom: true }) as string[][];
    expect(header?.[0]).toBe('orderId');
    expect(rows.map((row) => row[0])).toEqual(newestFirst);

    const searched = await callEndpoint(app, 'exportOrders', { as: admin, query: { q: 'tran lan' } }).buffer(true);
    const [, ...lans] = parse(searched.text, { bom: true }) as string[][];
    expect(lans.map((row) => row[0])).toEqual(newestFirst.filter((orderId) => Number(orderId.slice(1, 5)) % 2 === 0));
  });

  it('is for admins only', async () => {
    await callEndpoint(app, 'exportOrders', { as: customer }).expect(403);
  });
});
