/**
 * The people behind an order's history, kept apart from the order (docs/decisions/0028-orders-read-from-firestore.md).
 * A customer reads their order straight from Firestore, so the order records only the role of who
 * caused each change (`by: { role }`); the uid and email of the person (an admin, or the customer)
 * go to `orders/{id}/staff/actors`, which functions write and only admins read. An admin's view of
 * the order (the API's answer to an admin, the admin's read on the web) merges them back.
 */
import type { Order } from './entities/order.js';
import type { StatusActor, StatusBy } from './order-status.js';

export interface OrderStaffDoc {
  /** Who made each statusHistory entry a person made, by the entry's index ('0', '3'); the shop's and gateways' entries have none. */
  statusBy?: Record<string, StatusActor>;
  /** Who asked for the order's `refund` (the last one). */
  refundBy?: StatusActor | null;
  /** Who recorded the VAT invoice issued. */
  invoiceIssuedBy?: StatusActor | null;
}

/** Only the two identity fields, whatever object the actor came from (a session, an audit actor). */
const identity = (actor: StatusActor): StatusActor => ({ uid: actor.uid, email: actor.email });

/**
 * What one write adds to the staff document: the people behind the history entries it appends
 * from `firstIndex` on (null for an entry no person made). Written with `{ merge: true }`, so the
 * entries recorded before stay.
 */
export function staffEntries(firstIndex: number, actors: readonly (StatusActor | null)[]): OrderStaffDoc {
  const statusBy: Record<string, StatusActor> = {};
  actors.forEach((actor, offset) => {
    if (actor) statusBy[String(firstIndex + offset)] = identity(actor);
  });
  return { statusBy };
}

const withPerson = (by: StatusBy, person: StatusActor | null | undefined): StatusBy =>
  person ? { ...by, ...identity(person) } : by;

/** An admin's view of the order: every recorded person put back next to the role they acted in. */
export function withStaffActors<T extends Pick<Order, 'statusHistory' | 'refund' | 'invoice'>>(
  order: T,
  staff: OrderStaffDoc | undefined,
): T {
  if (!staff) return order;
  const merged: T = { ...order };
  if (order.statusHistory) {
    merged.statusHistory = order.statusHistory.map((entry, index) => ({
      ...entry,
      by: withPerson(entry.by, staff.statusBy?.[String(index)]),
    }));
  }
  if (order.refund) merged.refund = { ...order.refund, by: withPerson(order.refund.by, staff.refundBy) };
  if (order.invoice?.issued) {
    merged.invoice = {
      ...order.invoice,
      issued: { ...order.invoice.issued, by: withPerson(order.invoice.issued.by, staff.invoiceIssuedBy) },
    };
  }
  return merged;
}
