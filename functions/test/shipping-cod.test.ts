/**
 * Đối soát COD (docs/shipping-carriers.md): GET /api/shipping/cod lists the cash-on-delivery orders
 * with a carrier's waybill, differences first (another amount collected, or cash held past
 * COD_TRANSFER_DAYS), for admins only; the CSV holds the same rows; GHN's COD transfer, sent as a
 * repeat of the delivered status with CODTransferDate, is recorded once.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { ordersCol } from '../src/data/collections.js';
import type { CodReconciliationRow } from '../src/shared/cod-reconciliation.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import { DEMO_CARRIER_SETTINGS } from '../src/shipping/carrier-settings.js';
import { orderDoc } from '@test-factories';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, ctx, db } from './support/test-context.js';

const TOKEN = DEMO_CARRIER_SETTINGS.ghn.webhookToken;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

let app: ReturnType<typeof createApp>;
let admin: TestAccount;
let customer: TestAccount;

/** A COD order placed today whose GHN waybill was delivered `deliveredDaysAgo` days ago (or not yet). */
async function codOrder(id: string, shipment: Partial<NonNullable<OrderDoc['shipment']>>, deliveredDaysAgo?: number) {
  const base = orderDoc({ paymentMethod: 'COD', status: 'shipped', createdAt: daysAgo(0.01) });
  const events =
    deliveredDaysAgo === undefined
      ? []
      : [{ status: 'delivered' as const, carrierStatus: 'delivered', at: daysAgo(deliveredDaysAgo) }];
  await ordersCol(db)
    .doc(id)
    .set({
      ...base,
      orderCode: `LS${id.toUpperCase().slice(0, 5)}`,
      shipment: {
        carrier: 'ghn',
        trackingNumber: `G${id.toUpperCase()}`,
        status: 'created',
        codAmount: base.totalPrice,
        events,
        ...shipment,
      },
    });
  return base.totalPrice;
}

let total = 0;
beforeAll(async () => {
  await clearDatabase();
  app = createApp(ctx);
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  total = await codOrder('matched', {}, 1);
  await ordersCol(db).doc('matched').update({ 'shipment.codCollected': total });
  await codOrder('short', { codCollected: total - 50_000 }, 2);
  await codOrder('held', { codCollected: total }, 10);
  await codOrder('transferred', { codCollected: total, codTransferredAt: daysAgo(3) }, 12);
  await codOrder('onTheWay', {});
  // Not listed: a paid order's waybill collects nothing to reconcile, and a carrier typed by hand has no waybill.
  await ordersCol(db)
    .doc('byHand')
    .set(orderDoc({ paymentMethod: 'COD', shipment: { carrier: 'Viettel Post', trackingNumber: 'VT1' } }));
  await ordersCol(db)
    .doc('vnpay')
    .set({
      ...orderDoc({ paymentMethod: 'VNPAY' }),
      shipment: { carrier: 'ghn', trackingNumber: 'GV1', status: 'created', codAmount: 0 },
    });
});
afterAll(deleteTestUsers);

const list = async (query: Record<string, string> = {}) =>
  (await callEndpoint(app, 'codReconciliation', { as: admin, query }).expect(200)).body as CodReconciliationRow[];

describe('GET /api/shipping/cod', () => {
  it('lists the COD orders with a waybill, differences first, with what was expected, collected and transferred', async () => {
    const rows = await list();
    expect(rows.map((row) => row.orderId)).toEqual(['short', 'held', 'matched', 'transferred', 'onTheWay']);
    expect(rows[0]).toEqual({
      orderId: 'short',
      orderCode: 'LSSHORT',
      carrier: 'ghn',
      trackingNumber: 'GSHORT',
      expected: total,
      collected: total - 50_000,
      collectedAt: expect.any(String),
      transferredAt: null,
    });
    expect(rows.find((row) => row.orderId === 'onTheWay')).toMatchObject({ collected: null, collectedAt: null });
  });

  it('lists only the differences when asked, and only the days asked', async () => {
    expect((await list({ onlyDifferences: 'true' })).map((row) => row.orderId)).toEqual(['short', 'held']);
    expect(await list({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
    await callEndpoint(app, 'codReconciliation', { as: admin, query: { from: '2026-13-45' } }).expect(400);
  });

  it('is for admins only', async () => {
    await callEndpoint(app, 'codReconciliation', { as: customer }).expect(403);
    await callEndpoint(app, 'exportCodReconciliation', { as: customer }).expect(403);
  });

  it('gives the same rows as a CSV, amounts in whole đồng and the difference named', async () => {
    const res = await callEndpoint(app, 'exportCodReconciliation', { as: admin }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    expect(header).toEqual([
      'orderId',
      'orderCode',
      'carrier',
      'trackingNumber',
      'expected',
      'collected',
      'collectedAt',
      'transferredAt',
      'difference',
    ]);
    expect(rows.map((row) => [row[0], row[4], row[5], row[8]])).toEqual([
      ['short', String(total), String(total - 50_000), 'amount'],
      ['held', String(total), String(total), 'notTransferred'],
      ['matched', String(total), String(total), ''],
      ['transferred', String(total), String(total), ''],
      ['onTheWay', String(total), '', ''],
    ]);
  });
});

describe("GHN's COD transfer", () => {
  it('records when GHN paid the cash over, from its repeat of the delivered status, once', async () => {
    const delivered = (await ordersCol(db).doc('held').get()).data()?.shipment?.events?.[0];
    const body = {
      Type: 'switch_status',
      OrderCode: 'GHELD',
      ClientOrderCode: 'held',
      Status: 'delivered',
      Time: delivered?.at,
      CODAmount: total,
      CODTransferDate: '2026-11-20T03:00:00.000Z',
    };
    await callEndpoint(app, 'ghnWebhook', { body }).query({ token: TOKEN }).expect(200);
    await callEndpoint(app, 'ghnWebhook', { body: { ...body, CODTransferDate: '2026-11-21T03:00:00.000Z' } })
      .query({ token: TOKEN })
      .expect(200);
    expect((await list()).find((row) => row.orderId === 'held')).toMatchObject({
      transferredAt: '2026-11-20T03:00:00.000Z',
    });
    expect((await list({ onlyDifferences: 'true' })).map((row) => row.orderId)).toEqual(['short']);
  });
});
