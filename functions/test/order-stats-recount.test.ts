/**
 * The dashboard's order count and sales against the orders themselves
 * (docs/decisions/0031-admin-actions-that-cannot-slip.md): the triggers' figures after a burst of
 * concurrent placements, cancellations, late payments that reopen an order, and refunds, each
 * event delivered concurrently as the platform may; and the admin's recount that rebuilds them.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogCol, ordersCol, salesStatsDoc, summaryStatsDoc, usersCol } from '../src/data/collections.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import { roundMoney } from '../src/shared/pricing.js';
import { handleOrderCreated, handleOrderUpdated } from '../src/triggers/order-stats.js';
import { handleUserCreated } from '../src/triggers/user-stats.js';
import { orderDoc, userDoc } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, db, testApp } from './support/test-context.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';

const eventId = () => `event-${randomUUID()}`;
const app = testApp();

beforeEach(clearDatabase);
afterAll(deleteTestUsers);

/** What the figures should say: every order not cancelled, and the sales of those that sell. */
async function countedFromOrders() {
  const orders = (await ordersCol(db).get()).docs.map((doc) => doc.data());
  const counted = orders.filter((order) => !order.cancelledAt);
  const sales = counted.filter((order) => order.paymentMethod !== 'COD' || order.isPaid);
  return { numOrders: counted.length, totalSales: roundMoney(sales.reduce((sum, o) => sum + o.totalPrice, 0)) };
}

/** One update as the platform reports it: the snapshots around it. */
async function updated(ref: DocumentReference<OrderDoc>, change: Partial<OrderDoc>) {
  const before = await ref.get();
  await ref.update(change);
  return { id: eventId(), data: { before, after: await ref.get() } };
}

describe('order figures under concurrent events', () => {
  it('count every order not cancelled and its sales, after concurrent placements, cancellations, revivals and refunds', async () => {
    const at = '2026-11-20T03:00:00.000Z';
    const created = [];
    const updates = [];
    for (let i = 0; i < 60; i += 1) {
      const ref = ordersCol(db).doc(`o${i}`);
      await ref.set(orderDoc({ paymentMethod: i % 5 === 0 ? 'COD' : 'VNPAY', status: 'awaitingPayment' }));
      created.push({ id: eventId(), data: await ref.get() });
      if (i % 3 === 0) {
        // The payment time-out cancels it; every other one is reopened by a late payment.
        updates.push(await updated(ref, { status: 'cancelled', cancelledAt: at, cancelReason: 'payment-timeout' }));
        if (i % 2 === 0) {
          updates.push(
            await updated(ref, { status: 'paid', isPaid: true, paidAt: at, cancelledAt: null, cancelReason: null }),
          );
        }
      } else if (i % 7 === 0) {
        // Paid, cancelled by its customer, refunded.
        updates.push(await updated(ref, { status: 'paid', isPaid: true, paidAt: at }));
        updates.push(await updated(ref, { status: 'refundPending', cancelledAt: at, cancelReason: 'changed mind' }));
        updates.push(await updated(ref, { status: 'refunded' }));
      }
    }
    // Every event at once, as a busy shop's triggers run them. Before, 7 of these 95 events ran out
    // of transaction attempts on the shared stats documents and were lost.
    // Sign-ups at the same time write the same summary document.
    const signUps = [];
    for (let i = 0; i < 20; i += 1) {
      const ref = usersCol(db).doc(`u${i}`);
      await ref.set(userDoc());
      signUps.push({ id: eventId(), data: await ref.get() });
    }
    const results = await Promise.allSettled([
      ...created.map((event) => handleOrderCreated(db, event)),
      ...updates.map((event) => handleOrderUpdated(db, event)),
      ...signUps.map((event) => handleUserCreated(db, event)),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const stats = (await summaryStatsDoc(db).get()).data();
    expect({ numOrders: stats?.numOrders, totalSales: roundMoney(stats?.totalSales ?? 0) }).toEqual(
      await countedFromOrders(),
    );
    expect(stats?.numUsers).toBe(20);
  }, 240_000);
});

describe('POST /api/orders/summary/recount', () => {
  let admin: TestAccount;
  let customer: TestAccount;
  beforeAll(async () => {
    admin = await createAdmin();
    customer = await createCustomer();
  });

  it('rebuilds the order count, sales and sales per day from the orders, keeps the user count, and is audited', async () => {
    await ordersCol(db)
      .doc('open')
      .set(orderDoc({ createdAt: '2026-11-20T03:00:00.000Z' }));
    await ordersCol(db)
      .doc('paid')
      .set(orderDoc({ status: 'paid', isPaid: true, createdAt: '2026-11-21T18:00:00.000Z' }));
    await ordersCol(db)
      .doc('cod')
      .set(orderDoc({ paymentMethod: 'COD', createdAt: '2026-11-21T03:00:00.000Z' }));
    await ordersCol(db)
      .doc('cancelled')
      .set(orderDoc({ status: 'cancelled', cancelledAt: '2026-11-20T04:00:00.000Z', cancelReason: 'payment-timeout' }));
    // Figures that drifted: two orders short, and a day that has no sales.
    await summaryStatsDoc(db).set({ numUsers: 4, numOrders: 1, totalSales: 5 });
    await salesStatsDoc(db).set({ days: { '2026-01-01': 5 } });
    const price = orderDoc().totalPrice;

    const res = await callEndpoint(app, 'recountDashboard', { as: admin });
    expect(res.status).toBe(200);
    // COD before its cash is collected counts as an order, not yet as sales.
    expect(res.body.orders).toEqual([{ numOrders: 3, totalSales: roundMoney(2 * price) }]);
    expect(res.body.users).toEqual([{ numUsers: 4 }]);
    // 18:00 UTC on the 21st is the 22nd in Vietnam.
    expect(res.body.dailyOrders).toEqual([
      { _id: '2026-11-20', sales: price },
      { _id: '2026-11-22', sales: price },
    ]);
    const audit = (await auditLogCol(db).where('action', '==', 'stats.recount').get()).docs.map((doc) => doc.data());
    expect(audit).toEqual([
      expect.objectContaining({
        actor: { uid: admin.uid, email: admin.email },
        changes: {
          numOrders: { before: 1, after: 3 },
          totalSales: { before: 5, after: roundMoney(2 * price) },
        },
      }),
    ]);
    expect(await callEndpoint(app, 'dashboardSummary', { as: admin })).toMatchObject({ body: res.body });
  });

  it('is for admins only (403 for a customer), changing nothing', async () => {
    await summaryStatsDoc(db).set({ numUsers: 1, numOrders: 9, totalSales: 5 });
    expect((await callEndpoint(app, 'recountDashboard', { as: customer })).status).toBe(403);
    expect((await summaryStatsDoc(db).get()).data()).toEqual({ numUsers: 1, numOrders: 9, totalSales: 5 });
    expect((await auditLogCol(db).get()).size).toBe(0);
  });
});
