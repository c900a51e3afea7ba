/**
 * POST /api/orders/summary/recount: the admin's 'Recount', which rebuilds the dashboard's order
 * count, sales total and sales per day from the orders themselves (shared/order-figures.ts, the
 * definition the orders trigger applies event by event), audited with the figures before and after
 * (docs/decisions/0031-admin-actions-that-cannot-slip.md). One transaction reads every order and
 * the stats documents, so an order written meanwhile makes it read again rather than miss it. An
 * order event still in flight when it commits adds its change once more: the next recount settles it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol, salesStatsDoc, summaryStatsDoc, unitsSoldStatsDoc } from '../../data/collections.js';
import { writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import type { DashboardSummary } from '../../shared/entities/admin.js';
import { figuresOf } from '../../shared/order-figures.js';
import { unitsOfOrders } from '../../shared/units-sold.js';
import { loadDashboardSummary } from './dashboard-summary.js';

/** The audit entry's target: the dashboard's figures. */
const FIGURES_TARGET = { id: 'stats/summary', label: 'Dashboard figures' };

export async function recountOrderFigures(db: Firestore, actor: AuditActor): Promise<DashboardSummary> {
  await runTransaction(db, async (tx) => {
    const orders = await tx.get(ordersCol(db));
    const before = (await tx.get(summaryStatsDoc(db))).data();
    const figures = figuresOf(orders.docs.map((doc) => doc.data()));
    tx.set(summaryStatsDoc(db), {
      numUsers: before?.numUsers ?? 0,
      numOrders: figures.numOrders,
      totalSales: figures.totalSales,
    });
    tx.set(salesStatsDoc(db), { days: figures.days });
    // The best sellers' units follow the same orders (shared/units-sold.ts).
    tx.set(unitsSoldStatsDoc(db), unitsOfOrders(orders.docs.map((doc) => doc.data())));
    writeAudit(tx, db, {
      action: 'stats.recount',
      actor,
      target: FIGURES_TARGET,
      changes: {
        numOrders: { before: before?.numOrders ?? 0, after: figures.numOrders },
        totalSales: { before: before?.totalSales ?? 0, after: figures.totalSales },
      },
    });
  });
  return loadDashboardSummary(db);
}
