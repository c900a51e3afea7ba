/**
 * The admin's "invoice issued": records the number of the VAT invoice made out for an order that
 * asked for one, once, with an audit entry in the same transaction
 * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol, orderStaffDoc } from '../../data/collections.js';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import type { Order, OrderDoc } from '../../shared/entities/order.js';
import { API_MSG } from '../../shared/messages.js';
import { ADDRESS_MSG } from '../../shared/screen-messages.js';
import { toOrder } from '../../shared/to-api.js';
import { conflict, notFound } from '../../http-error.js';

export async function issueInvoice(db: Firestore, id: string, number: string, actor: AuditActor): Promise<Order> {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound(API_MSG.orderNotFound);
    if (!order.invoice) throw conflict(ADDRESS_MSG.noInvoiceRequested);
    // An invoice number is a legal record: a second one would need a correction, not an overwrite.
    if (order.invoice.issued) throw conflict(ADDRESS_MSG.invoiceAlreadyIssued);
    // The order records the role; who recorded it is written where only admins read (shared/order-staff.ts).
    const invoice = {
      ...order.invoice,
      issued: { number, at: new Date().toISOString(), by: { role: 'admin' as const } },
    };
    const next: OrderDoc = { ...order, invoice };
    tx.update(ref, { invoice });
    tx.set(orderStaffDoc(db, id), { invoiceIssuedBy: { uid: actor.uid, email: actor.email } }, { merge: true });
    writeAudit(tx, db, {
      action: 'order.invoice',
      actor,
      target: { id, label: order.user.name },
      changes: changedFields<OrderDoc>(order, next, ['invoice']),
    });
    return toOrder(id, next);
  });
}
