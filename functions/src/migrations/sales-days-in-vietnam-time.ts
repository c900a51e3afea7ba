/**
 * One-off migration (ADR 0004): the dashboard's daily sales were bucketed by UTC day; they are now
 * Vietnamese days. Recounts stats/sales from every order in one transaction, so an order placed
 * while it runs is counted exactly once (the trigger's transaction and this one conflict and retry).
 * Safe to run again: the result depends only on the orders.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol, salesStatsDoc } from '../data/collections.js';
import { roundMoney } from '../shared/pricing.js';
import { vietnamDay } from '../shared/vietnam-time.js';
import { runTransaction } from '../data/run-transaction.js';

export async function recountSalesDaysInVietnamTime(db: Firestore): Promise<Record<string, number>> {
  return runTransaction(db, async (tx) => {
    const orders = await tx.get(ordersCol(db));
    const days: Record<string, number> = {};
    for (const doc of orders.docs) {
      const { createdAt, totalPrice, cancelledAt } = doc.data();
      // A cancelled order is no sale (triggers/order-stats.ts).
      if (cancelledAt) continue;
      const day = vietnamDay(createdAt);
      days[day] = roundMoney((days[day] ?? 0) + totalPrice);
    }
    tx.set(salesStatsDoc(db), { days });
    return days;
  });
}
