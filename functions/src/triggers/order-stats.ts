/**
 * orders created/cancelled/reopened/deleted -> stats/summary (numOrders, totalSales) and stats/sales
 * (sales per Vietnamese day). What an order adds is shared/order-figures.ts, the definition the
 * admin's recount applies too.
 *
 * Each event adds its change with increments, reading nothing but its own exactly-once marker: every
 * order event of a burst (a sale, a sweep of expired orders, late payments) writes the same two
 * documents, and when each transaction read them first they all contended on them, so under load
 * some ran out of attempts and their change was lost for good (the count read 73 for 75 orders;
 * docs/decisions/0031-admin-actions-that-cannot-slip.md). Increments commute and need no read.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { salesStatsDoc, summaryStatsDoc, unitsSoldStatsDoc } from '../data/collections.js';
import type { OrderDoc } from '../shared/entities/order.js';
import { orderContribution } from '../shared/order-figures.js';
import { roundMoney } from '../shared/pricing.js';
import { unitsChange } from '../shared/units-sold.js';
import { vietnamDay } from '../shared/vietnam-time.js';
import { applyOnce } from './exactly-once.js';
import type { DocumentEvent, WriteEvent } from './trigger-event.js';

/** Each order event's figures; `units` the change of units sold by product (shared/units-sold.ts). */
async function applyChange(
  db: Firestore,
  eventId: string,
  day: string,
  orders: number,
  sales: number,
  units: Map<string, number>,
) {
  if (orders === 0 && sales === 0 && units.size === 0) return;
  await applyOnce(db, eventId, async (tx) => {
    if (units.size > 0) {
      // Increments too, in the same exactly-once transaction as the order count: counted once per event.
      const increments = Object.fromEntries([...units].map(([id, delta]) => [id, FieldValue.increment(delta)]));
      tx.set(unitsSoldStatsDoc(db).withConverter(null), { units: increments }, { merge: true });
    }
    if (orders === 0 && sales === 0) return;
    // Plain references: the typed converters do not take FieldValue transforms.
    tx.set(
      summaryStatsDoc(db).withConverter(null),
      { numOrders: FieldValue.increment(orders), totalSales: FieldValue.increment(sales) },
      { merge: true },
    );
    if (sales !== 0) {
      tx.set(salesStatsDoc(db).withConverter(null), { days: { [day]: FieldValue.increment(sales) } }, { merge: true });
    }
  });
}

export async function handleOrderCreated(db: Firestore, event: DocumentEvent<OrderDoc>) {
  const order = event.data?.data();
  if (!order) return;
  const { orders, sales } = orderContribution(order);
  await applyChange(db, event.id, vietnamDay(order.createdAt), orders, sales, unitsChange(undefined, order));
}

export async function handleOrderDeleted(db: Firestore, event: DocumentEvent<OrderDoc>) {
  const order = event.data?.data();
  if (!order) return;
  const { orders, sales } = orderContribution(order);
  await applyChange(db, event.id, vietnamDay(order.createdAt), -orders, -sales, unitsChange(order, undefined));
}

/**
 * Cancelling an order takes it out of the figures; a late payment that reopens it puts it back;
 * cash collected for a COD order adds its total to the sales (of the day it was placed).
 */
export async function handleOrderUpdated(db: Firestore, event: WriteEvent<OrderDoc>) {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  const was = orderContribution(before);
  const is = orderContribution(after);
  await applyChange(
    db,
    event.id,
    vietnamDay(after.createdAt),
    is.orders - was.orders,
    roundMoney(is.sales - was.sales),
    unitsChange(before, after),
  );
}
