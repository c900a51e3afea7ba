/** Deleting an order (a cancelled, never paid one); its changes of state are in order-life.ts. */
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol, orderStaffDoc, paymentsCol } from '../../data/collections.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import { API_MSG } from '../../shared/messages.js';
import { deletionRefusal } from '../../shared/order-deletion.js';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { conflict, notFound } from '../../http-error.js';
import { runTransaction } from '../../data/run-transaction.js';

/**
 * Only a cancelled order that never took money may be deleted (shared/order-deletion.ts; 409
 * otherwise). Its stock went back when it was cancelled, so deleting it moves no stock. Its pending
 * payment attempts are voided: a payment that arrives for one later pays nothing and is kept for a
 * refund (docs/decisions/0014-payments.md).
 */
export async function deleteOrder(db: Firestore, id: string, actor: AuditActor): Promise<void> {
  const orderRef = ordersCol(db).doc(id);
  await runTransaction(db, async (tx) => {
    const order = (await tx.get(orderRef)).data();
    if (!order) throw notFound(API_MSG.orderNotFound);
    const refusal = deletionRefusal(order);
    if (refusal) throw conflict(refusal);
    const pending = await tx.get(paymentsCol(db).where('orderId', '==', id).where('status', '==', 'pending'));
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
