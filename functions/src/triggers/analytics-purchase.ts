/**
 * orders updated -> the server's purchase event (analytics/queue-purchase.ts) when the update adds
 * the order's 'paid' history entry, however the money came; a refund-pending entry is no purchase.
 * Its refund event when the update adds 'refunded'. Once each per order: the outbox documents' ids
 * are the order's (and the order's with `-refund`) and are only ever created.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { queuePurchaseEvent, queueRefundEvent } from '../analytics/queue-purchase.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { WriteEvent } from './trigger-event.js';

export async function handleOrderPaidAnalytics(db: Firestore, event: WriteEvent<OrderDoc>, origin: string) {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const orderId = event.data?.after.id;
  if (!after || !orderId) return;
  const added = (after.statusHistory ?? []).slice(before?.statusHistory?.length ?? 0);
  if (added.some((change) => change.status === 'refunded')) await queueRefundEvent(db, orderId, after);
  if (!after.isPaid || !added.some((change) => change.status === 'paid')) return;
  await queuePurchaseEvent(db, orderId, after, origin);
}
