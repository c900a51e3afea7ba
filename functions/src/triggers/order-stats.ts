/** orders created/cancelled/reopened/deleted -> stats/summary (numOrders, totalSales) and stats/sales (sales per Vietnamese day). */
import type { Firestore } from 'firebase-admin/firestore';
import { salesStatsDoc, summaryStatsDoc } from '../data/collections.js';
import type { OrderDoc } from '../shared/entities.js';
import { roundMoney } from '../shared/pricing.js';
import { vietnamDay } from '../shared/vietnam-time.js';
import { applyOnce } from './exactly-once.js';
import { addToCounter, readSalesStats, readSummaryStats } from './stats-docs.js';
import type { DocumentEvent, WriteEvent } from './trigger-event.js';

/** A cancelled order (its payment time ran out) is no sale: it leaves the counts until a late payment reopens it. */
const counts = (order: OrderDoc | undefined): order is OrderDoc => Boolean(order) && !order?.cancelledAt;

async function applyOrder(db: Firestore, eventId: string, order: OrderDoc, sign: 1 | -1) {
  const amount = sign * order.totalPrice;
  await applyOnce(db, eventId, async (tx) => {
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

export async function handleOrderCreated(db: Firestore, event: DocumentEvent<OrderDoc>) {
  const order = event.data?.data();
  if (counts(order)) await applyOrder(db, event.id, order, 1);
}

export async function handleOrderDeleted(db: Firestore, event: DocumentEvent<OrderDoc>) {
  const order = event.data?.data();
  if (counts(order)) await applyOrder(db, event.id, order, -1);
}

/** Cancelling an order takes it out of the figures; a late payment that reopens it puts it back. */
export async function handleOrderUpdated(db: Firestore, event: WriteEvent<OrderDoc>) {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  if (counts(before) && !counts(after)) await applyOrder(db, event.id, before, -1);
  else if (!counts(before) && counts(after)) await applyOrder(db, event.id, after, 1);
}
