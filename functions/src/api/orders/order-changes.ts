/** Admin changes to an existing order: delete (restocking undelivered items), mark paid, mark delivered. */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ordersCol, paymentsCol, productsCol } from '../../data/collections.js';
import { toOrder } from '../../shared/to-api.js';
import type { Order, OrderDoc } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import { PAYMENT_MSG } from '../../shared/payment-messages.js';
import { nextVersion } from '../../data/version.js';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { conflict, notFound } from '../../http-error.js';
import { runTransaction } from '../../data/run-transaction.js';

/**
 * An undelivered order's goods are still in the shop, so deleting it puts them back on sale;
 * a delivered order's goods are gone. Products deleted since are skipped. Its pending payment
 * attempts are voided: a payment that arrives for one later pays nothing and is kept for a refund
 * (docs/decisions/0014-payments.md).
 */
export async function deleteOrder(db: Firestore, id: string, actor: AuditActor): Promise<void> {
  const orderRef = ordersCol(db).doc(id);
  await runTransaction(db, async (tx) => {
    const order = (await tx.get(orderRef)).data();
    if (!order) throw notFound(API_MSG.orderNotFound);
    const pending = await tx.get(paymentsCol(db).where('orderId', '==', id).where('status', '==', 'pending'));
    // A cancelled order's stock went back when it was cancelled.
    if (!order.isDelivered && !order.cancelledAt && order.orderItems.length > 0) {
      const refs = order.orderItems.map((item) => productsCol(db).doc(item.productId));
      const products = await tx.getAll(...refs);
      products.forEach((snapshot, i) => {
        const item = order.orderItems[i];
        const product = snapshot.data();
        if (product && item) {
          tx.update(snapshot.ref, {
            countInStock: FieldValue.increment(item.quantity),
            updatedAt: nextVersion(product.updatedAt),
          });
        }
      });
    }
    for (const attempt of pending.docs) tx.update(attempt.ref, { status: 'voided' });
    tx.delete(orderRef);
    writeAudit(tx, db, {
      action: 'order.delete',
      actor,
      target: { id, label: order.user.name },
      changes: changedFields<OrderDoc>(order, null, ['totalPrice', 'isPaid', 'isDelivered']),
    });
  });
}

async function changeOrder(
  db: Firestore,
  id: string,
  action: 'order.pay' | 'order.deliver',
  actor: AuditActor,
  change: (order: OrderDoc) => Partial<OrderDoc>,
): Promise<Order> {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound(API_MSG.orderNotFound);
    const update = change(order);
    const next = { ...order, ...update };
    tx.update(ref, update);
    writeAudit(tx, db, {
      action,
      actor,
      target: { id, label: order.user.name },
      changes: changedFields<OrderDoc>(order, next, Object.keys(update) as (keyof OrderDoc)[]),
    });
    return toOrder(id, next);
  });
}

export const markOrderPaid = (db: Firestore, id: string, actor: AuditActor) =>
  changeOrder(db, id, 'order.pay', actor, (order) => {
    if (order.isPaid) throw conflict(API_MSG.orderAlreadyPaid);
    // Its stock is back on sale; the shopper places a new order instead.
    if (order.cancelledAt) throw conflict(PAYMENT_MSG.paymentTimeout);
    return { isPaid: true, paidAt: new Date().toISOString() };
  });

export const markOrderDelivered = (db: Firestore, id: string, actor: AuditActor) =>
  changeOrder(db, id, 'order.deliver', actor, (order) => {
    if (order.cancelledAt) throw conflict(PAYMENT_MSG.paymentTimeout);
    if (!order.isPaid) throw conflict(API_MSG.orderNotPaid);
    if (order.isDelivered) throw conflict(API_MSG.orderAlreadyDelivered);
    return { isDelivered: true, deliveredAt: new Date().toISOString() };
  });
