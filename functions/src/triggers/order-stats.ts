/** orders created/deleted -> stats/summary (numOrders, totalSales) and stats/sales (sales per Vietnamese day). */
import type { Firestore } from 'firebase-admin/firestore';
import { salesStatsDoc, summaryStatsDoc } from '../data/collections.js';
import type { OrderDoc } from '../shared/entities.js';
import { roundMoney } from '../shared/pricing.js';
import { vietnamDay } from '../shared/vietnam-time.js';
import { applyOnce } from './exactly-once.js';
import { addToCounter, readSalesStats, readSummaryStats } from './stats-docs.js';
import type { DocumentEvent } from './trigger-event.js';

async function applyOrder(db: Firestore, event: DocumentEvent<OrderDoc>, sign: 1 | -1) {
  const order = event.data?.data();
  if (!order) return;
  const amount = sign * order.totalPrice;
  await applyOnce(db, event.id, async (tx) => {
    const summary = await readSummaryStats(tx, db);
    const sales = await readSalesStats(tx, db);
    tx.set(summaryStatsDoc(db), {
      ...summary,
      numOrders: summary.numOrders + sign,
      totalSales: roundMoney(summary.totalSales + amount),
    });
    tx.set(salesStatsDoc(db), { days: addToCounter(sales.days, vietnamDay(order.createdAt), amount, roundMoney) });
  });
}

export const handleOrderCreated = (db: Firestore, event: DocumentEvent<OrderDoc>) => applyOrder(db, event, 1);
export const handleOrderDeleted = (db: Firestore, event: DocumentEvent<OrderDoc>) => applyOrder(db, event, -1);
