/** Deleting an order (restocking undelivered items); its changes of state are in order-life.ts. */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ordersCol, orderStaffDoc, paymentsCol, productsCol } from '../../data/collections.js';
import type { OrderDoc } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import { nextVersion } from '../../data/version.js';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { notFound } from '../../http-error.js';
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
    // Who acted on it goes with it; the audit log keeps the actors of every admin action.
    tx.delete(orderStaffDoc(db, id));
    writeAudit(tx, db, {
      action: 'order.delete',
      actor,
      target: { id, label: order.user.name },
      changes: changedFields<OrderDoc>(order, null, ['totalPrice', 'isPaid', 'isDelivered']),
    });
  });
}
