/**
 * orders updated -> the server's purchase event (analytics/queue-purchase.ts) when the update adds
 * the order's 'paid' history entry, however the money came; a refund-pending entry is no purchase.
 * Once per order: the outbox document's id is the order's and is only ever created.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { queuePurchaseEvent } from '../analytics/queue-purchase.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { WriteEvent } from './trigger-event.js';

export async function handleOrderPaidAnalytics(db: Firestore, event: WriteEvent<OrderDoc>, origin: string) {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const orderId = event.data?.after.id;
  if (!after || !orderId) return;
  const added = (after.statusHistory ?? []).slice(before?.statusHistory?.length ?? 0);
  if (!after.isPaid || !added.some((change) => change.status === 'paid')) return;
  await queuePurchaseEvent(db, orderId, after, origin);
}
