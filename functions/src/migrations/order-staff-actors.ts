/**
 * One-off migration (docs/decisions/0028-orders-read-from-firestore.md): orders stored while their
 * history named people (`by: { uid, email }` in statusHistory, refund and the issued invoice) get
 * roles there instead, and the people move to `orders/{id}/staff/actors`, which only admins read.
 * An order whose every `by` already names a role is left alone, so it is safe to run again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, ORDER_STAFF_DOCS, ORDER_SUBCOLLECTIONS } from '../shared/collections.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { OrderStaffDoc } from '../shared/order-staff.js';
import type { StatusActor, StatusBy, StatusRole } from '../shared/order-status.js';

/** A `by` as stored before roles: an identity in the audit log's shape. */
type StoredBy = StatusBy | StatusActor;

const hasRole = (by: StoredBy | null | undefined): boolean => !by || 'role' in by;

/**
 * The role an old identity acted in: the shop's own actors by their uids ('system' for the
 * time-out and changes recorded before states, 'gateway:…' and 'bank' for payments), the order's
 * customer by its uid, and anyone else an admin (only admins act on others' orders).
 */
export function roleOfStoredActor(actor: StatusActor, customerUid: string): StatusRole {
  if (actor.uid === 'system') return 'shop';
  if (actor.uid.startsWith('gateway:') || actor.uid === 'bank') return 'gateway';
  return actor.uid === customerUid ? 'customer' : 'admin';
}

/** A person (not the shop's own actor) whose identity moves to the staff document. */
const isPerson = (role: StatusRole) => role === 'customer' || role === 'admin';

/** The order's fields with roles, and the staff document's people, or null when nothing names a person. */
export function splitStoredActors(
  order: OrderDoc,
): { order: Pick<OrderDoc, 'statusHistory' | 'refund' | 'invoice'>; staff: OrderStaffDoc } | null {
  const history = (order.statusHistory ?? []) as { by: StoredBy }[];
  const refundBy = order.refund?.by as StoredBy | undefined;
  const invoiceBy = order.invoice?.issued?.by as StoredBy | undefined;
  if (history.every((entry) => hasRole(entry.by)) && hasRole(refundBy) && hasRole(invoiceBy)) return null;

  const staff: OrderStaffDoc = { statusBy: {} };
  const asRole = (by: StoredBy): { by: StatusBy; person: StatusActor | null } => {
    if ('role' in by) return { by: { role: by.role }, person: null };
    const role = roleOfStoredActor(by, order.userId ?? '');
    return { by: { role }, person: isPerson(role) ? { uid: by.uid, email: by.email } : null };
  };
  const statusHistory = (order.statusHistory ?? []).map((entry, index) => {
    const { by, person } = asRole(entry.by as StoredBy);
    if (person && staff.statusBy) staff.statusBy[String(index)] = person;
    return { ...entry, by };
  });
  const split: Pick<OrderDoc, 'statusHistory' | 'refund' | 'invoice'> = { statusHistory };
  if (order.refund) {
    const { person } = asRole(order.refund.by as StoredBy);
    split.refund = { ...order.refund, by: { role: 'admin' } };
    if (person) staff.refundBy = person;
  }
  if (order.invoice) {
    split.invoice = order.invoice;
    if (order.invoice.issued) {
      const { person } = asRole(order.invoice.issued.by as StoredBy);
      split.invoice = { ...order.invoice, issued: { ...order.invoice.issued, by: { role: 'admin' } } };
      if (person) staff.invoiceIssuedBy = person;
    }
  }
  return { order: split, staff };
}

/** Firestore's NOT_FOUND: the order was deleted between the read and the update. */
const NOT_FOUND = 5;

export async function moveOrderActorsToStaff(db: Firestore): Promise<number> {
  // Untyped on purpose: the stored shape is the old one.
  const orders = await db.collection(COLLECTIONS.orders).get();
  let moved = 0;
  for (const doc of orders.docs) {
    const split = splitStoredActors(doc.data() as OrderDoc);
    if (!split) continue;
    const staffRef = doc.ref.collection(ORDER_SUBCOLLECTIONS.staff).doc(ORDER_STAFF_DOCS.actors);
    try {
      const batch = db.batch();
      // An update, so an order deleted meanwhile is not brought back; one batch writes both or neither.
      batch.update(doc.ref, split.order);
      batch.set(staffRef, split.staff, { merge: true });
      await batch.commit();
      moved += 1;
    } catch (error) {
      if ((error as { code?: number }).code !== NOT_FOUND) throw error;
    }
  }
  return moved;
}
