/**
 * Verified gateway payments that paid no order (apply-gateway-result.ts), as the admin Payments
 * screen lists them, and an admin saying one was refunded by hand in the gateway's portal
 * (docs/decisions/0014-payments.md). The gateways' refund APIs are not used.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol, reconciliationsCol } from '../data/collections.js';
import { readNewestFirstPage } from '../data/newest-first-page.js';
import { ADMIN_ROWS_PAGE_SIZE } from '../shared/constants.js';
import type { PaymentReconciliation } from '../shared/entities/payment.js';
import type { ReconciliationPage } from '../shared/entities/admin.js';
import type { PageCursor } from '../shared/page-cursor.js';
import { API_MSG } from '../shared/messages.js';
import { conflict, notFound } from '../http-error.js';
import { writeAudit, type AuditActor } from '../data/audit-log.js';
import { runTransaction } from '../data/run-transaction.js';

/**
 * One page, newest first (the admin acts on what came in last), after the cursor of the page before:
 * a page costs its own rows, however many records the shop has gathered.
 */
export async function listReconciliations(db: Firestore, after: PageCursor | null): Promise<ReconciliationPage> {
  const { docs, nextCursor } = await readNewestFirstPage(
    reconciliationsCol(db),
    'createdAt',
    after,
    ADMIN_ROWS_PAGE_SIZE,
  );
  return { reconciliations: docs.map((doc) => ({ ...doc.data(), _id: doc.id })), nextCursor };
}

/**
 * Marks one refunded by hand, with who, when and the admin's note, audited. Its order, if it is
 * still there and owes no other refund, loses its 'Needs refund' mark.
 */
export async function markRefunded(
  db: Firestore,
  id: string,
  actor: AuditActor,
  note: string,
  now = new Date(),
): Promise<PaymentReconciliation> {
  const ref = reconciliationsCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const record = (await tx.get(ref)).data();
    if (!record) throw notFound(API_MSG.paymentRecordNotFound);
    if (record.state === 'refunded') throw conflict(API_MSG.paymentAlreadyRefunded);
    const refund = { by: { uid: actor.uid, email: actor.email }, at: now.toISOString(), note };
    // A bank transfer whose note named no order has none (payments/bank-transfer/notification.ts).
    const orderRef = record.orderId ? ordersCol(db).doc(record.orderId) : null;
    const order = orderRef ? (await tx.get(orderRef)).data() : undefined;
    const open = orderRef
      ? await tx.get(reconciliationsCol(db).where('orderId', '==', record.orderId).where('state', '==', 'needs-refund'))
      : null;
    tx.update(ref, { state: 'refunded', refund });
    if (orderRef && order?.needsRefund && open?.docs.every((doc) => doc.id === id)) {
      tx.update(orderRef, { needsRefund: false });
    }
    writeAudit(tx, db, {
      action: 'payment.refund',
      actor,
      target: { id, label: order?.user.name ?? record.orderId },
      changes: { state: { before: record.state, after: 'refunded' }, note: { before: null, after: note } },
    });
    return { ...record, state: 'refunded' as const, refund, _id: id };
  });
}
