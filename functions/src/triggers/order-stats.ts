/** orders created/cancelled/reopened/deleted -> stats/summary (numOrders, totalSales) and stats/sales (sales per Vietnamese day). */
import type { Firestore } from 'firebase-admin/firestore';
import { salesStatsDoc, summaryStatsDoc } from '../data/collections.js';
import type { OrderDoc } from '../shared/entities.js';
import { roundMoney } from '../shared/pricing.js';
import { vietnamDay } from '../shared/vietnam-time.js';
import { applyOnce } from './exactly-once.js';
import { addToCounter, readSalesStats, readSummaryStats } from './stats-docs.js';
import type { DocumentEvent, WriteEvent } from './trigger-event.js';

/** A cancelled order (its payment time ran out) is no order in the figures: it leaves the counts until a late payment reopens it. */
const counts = (order: OrderDoc | undefined): order is OrderDoc => Boolean(order) && !order?.cancelledAt;

/**
 * Whether its total counts as sales: every counted order, except cash on delivery before the cash
 * is collected, which may still be refused at the door
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
const sells = (order: OrderDoc | undefined): order is OrderDoc =>
  counts(order) && (order.paymentMethod !== 'COD' || order.isPaid);

/** What one order adds to the figures: one order and its total, or part of that, or nothing. */
const contribution = (order: OrderDoc | undefined) => ({
  orders: counts(order) ? 1 : 0,
  sales: sells(order) ? order.totalPrice : 0,
});

async function applyChange(db: Firestore, eventId: string, day: string, orders: number, sales: number) {
  if (orders === 0 && sales === 0) return;
  await applyOnce(db, eventId, async (tx) => {
    const summary = await readSummaryStats(tx, db);
    const salesStats = await readSalesStats(tx, db);
    tx.set(summaryStatsDoc(db), {
      ...summary,
      numOrders: summary.numOrders + orders,
      totalSales: roundMoney(summary.totalSales + sales),
    });
    tx.set(salesStatsDoc(db), { days: addToCounter(salesStats.days, day, sales, roundMoney) });
  });
}

export async function handleOrderCreated(db: Firestore, event: DocumentEvent<OrderDoc>) {
  const order = event.data?.data();
  if (!order) return;
  const { orders, sales } = contribution(order);
  await applyChange(db, event.id, vietnamDay(order.createdAt), orders, sales);
}

export async function handleOrderDeleted(db: Firestore, event: DocumentEvent<OrderDoc>) {
  const order = event.data?.data();
  if (!order) return;
  const { orders, sales } = contribution(order);
  await applyChange(db, event.id, vietnamDay(order.createdAt), -orders, -sales);
}

/**
 * Cancelling an order takes it out of the figures; a late payment that reopens it puts it back;
 * cash collected for a COD order adds its total to the sales (of the day it was placed).
 */
export async function handleOrderUpdated(db: Firestore, event: WriteEvent<OrderDoc>) {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  const was = contribution(before);
  const is = contribution(after);
  await applyChange(
    db,
    event.id,
    vietnamDay(after.createdAt),
    is.orders - was.orders,
    roundMoney(is.sales - was.sales),
  );
}
