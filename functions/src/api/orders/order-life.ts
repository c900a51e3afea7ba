/**
 * An order's changes of state (docs/decisions/0020-order-life.md): pay, pack, ship, deliver,
 * cancel (by its customer or an admin) and refund. Each is one transaction that reads the order,
 * asks shared/order-status.ts whether this actor may make the change from the order's current
 * state (409 with its message otherwise), writes the new state with its statusHistory entry, and
 * an audit entry; a cancellation releases the order's holds in the same transaction.
 */
import { orderOwnerKey } from '../../shared/guest-order.js';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol, orderStaffDoc } from '../../data/collections.js';
import { staffEntries } from '../../shared/order-staff.js';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import { CASH_ON_DELIVERY, SHIPS_UNPAID_METHODS } from '../../shared/constants.js';
import { deliveryPaysOrder } from '../../shared/delivery-cash.js';
import type { AuditAction } from '../../shared/entities/audit.js';
import type { Order, OrderDoc } from '../../shared/entities/order.js';
import { API_MSG } from '../../shared/messages.js';
import {
  applyStatusChange,
  cancellerOfRole,
  cancelTarget,
  currentStatus,
  deliveryRefusal,
  lifeFields,
  transitionRefusal,
  type OrderShipment,
  type OrderStatus,
  type StatusChangeRequest,
  type StatusRole,
} from '../../shared/order-status.js';
import { ORDER_LIFE_MSG } from '../../shared/payment-messages.js';
import { toOrder } from '../../shared/to-api.js';
import { conflict, notFound } from '../../http-error.js';
import { releaseOrderHolds } from '../../payments/reservations.js';
import { cashCollected, paidEntry } from '../../payments/settle-payment.js';

/** The fields an audit entry of a change of state shows. */
const AUDITED_FIELDS = ['status', 'isPaid', 'isDelivered', 'cancelledAt', 'cancelReason', 'shipment'] as const;

export interface Transition {
  /** The state to enter, or how to choose it from the order (a cancel of a paid order waits for its refund). */
  to: OrderStatus | ((order: OrderDoc) => OrderStatus);
  role: StatusRole;
  actor: AuditActor;
  action: AuditAction;
  note?: string | null;
  shipment?: OrderShipment;
  /** A customer acts on their own orders only (a guest by its owner key): someone else's answers like a missing one. */
  ownerUid?: string;
  /** Delivered unpaid without the cash recorded: the carrier collected another amount (carrier-events.ts). */
  cashNotCollected?: boolean;
  /** The change's own condition on the order, asked first in the transaction: its 409 message, or null when it may go on. */
  refuse?: (order: OrderDoc) => string | null;
  /** What else the change writes, on the order and beside it (a finance company's decision), after every read. */
  alongside?: (tx: Transaction, order: OrderDoc, at: string) => Partial<OrderDoc>;
}

/**
 * The entries a change writes: delivering an unpaid cash-on-delivery order records the cash first;
 * a finance company's order is not paid by its delivery (the buyer paid only the down payment).
 */
function entriesFor(order: OrderDoc, to: OrderStatus, t: Transition, at: string): StatusChangeRequest[] {
  const by = { role: t.role };
  const entry: StatusChangeRequest = {
    status: to,
    at,
    by,
    note: t.note ?? null,
    cancelledBy: cancellerOfRole(t.role),
  };
  if (t.shipment) entry.shipment = t.shipment;
  // Money is recorded only as settle-payment.ts writes it.
  if (to === 'paid') return [paidEntry(at, by, entry.note)];
  if (to === 'delivered' && !order.isPaid && !t.cashNotCollected && deliveryPaysOrder(order)) {
    return [cashCollected(at, by), entry];
  }
  return [entry];
}

/** Does entering `to` from the order's state give its stock back? (It still holds it until cancelled.) */
const releasesHolds = (order: OrderDoc, to: OrderStatus) =>
  (to === 'cancelled' || to === 'refundPending') && !order.cancelledAt;

export async function changeOrderStatus(db: Firestore, id: string, t: Transition): Promise<Order> {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || (t.ownerUid !== undefined && orderOwnerKey(order) !== t.ownerUid))
      throw notFound(API_MSG.orderNotFound);
    const to = typeof t.to === 'function' ? t.to(order) : t.to;
    const refusal =
      t.refuse?.(order) ??
      transitionRefusal(order, to, t.role, SHIPS_UNPAID_METHODS) ??
      (to === 'delivered' ? deliveryRefusal(order, t.note) : null);
    if (refusal) throw conflict(refusal);
    // Reads the products before any write; the order's state above says it still holds them.
    if (releasesHolds(order, to)) await releaseOrderHolds(tx, db, ref, order);
    const at = new Date().toISOString();
    const entries = entriesFor(order, to, t, at);
    const extra = t.alongside?.(tx, order, at) ?? {};
    const next = { ...entries.reduce((doc, entry) => applyStatusChange(doc, entry), order), ...extra };
    tx.update(ref, { ...lifeFields(next), ...extra });
    // The entries name the role; the person goes where only admins read (shared/order-staff.ts).
    const firstIndex = order.statusHistory?.length ?? 0;
    tx.set(
      orderStaffDoc(db, id),
      staffEntries(
        firstIndex,
        entries.map(() => t.actor),
      ),
      { merge: true },
    );
    writeAudit(tx, db, {
      action: t.action,
      actor: t.actor,
      target: { id, label: order.user.name },
      changes: changedFields<OrderDoc>(order, next, AUDITED_FIELDS),
    });
    return toOrder(id, next);
  });
}

/** The spec's 'Mark as Paid': money settled outside the gateways. */
export const markOrderPaid = (db: Firestore, id: string, actor: AuditActor) =>
  changeOrderStatus(db, id, { to: 'paid', role: 'admin', actor, action: 'order.pay' });

/**
 * The spec's 'Deliver Order'; an unpaid cash-on-delivery order records the cash collected. An
 * order that never shipped needs the admin's `reason`, kept as the delivered entry's note.
 */
export const markOrderDelivered = (db: Firestore, id: string, actor: AuditActor, reason: string | null = null) =>
  changeOrderStatus(db, id, { to: 'delivered', role: 'admin', actor, action: 'order.deliver', note: reason });

export const packOrder = (db: Firestore, id: string, actor: AuditActor) =>
  changeOrderStatus(db, id, { to: 'packing', role: 'admin', actor, action: 'order.pack' });

export const shipOrder = (db: Firestore, id: string, actor: AuditActor, shipment: OrderShipment) =>
  changeOrderStatus(db, id, {
    to: 'shipped',
    role: 'admin',
    actor,
    action: 'order.ship',
    shipment,
    note: `${shipment.carrier} ${shipment.trackingNumber}`,
  });

/** An admin's cancel, with the reason the customer is told. */
export const cancelOrderAsAdmin = (db: Firestore, id: string, actor: AuditActor, reason: string) =>
  changeOrderStatus(db, id, { to: cancelTarget, role: 'admin', actor, action: 'order.cancel', note: reason });

/** The owner's cancel, before shipping; a paid order waits for its refund. */
export const cancelOrderAsCustomer = (db: Firestore, id: string, actor: AuditActor, reason: string | null) =>
  changeOrderStatus(db, id, {
    to: cancelTarget,
    role: 'customer',
    actor,
    action: 'order.customer-cancel',
    note: reason,
    ownerUid: actor.uid,
  });

/** The order's state for a refund: a 409 unless it waits for one (shared by the refund's two transactions). */
export function checkRefundable(order: OrderDoc): void {
  const refusal = transitionRefusal(order, 'refunded', 'admin', CASH_ON_DELIVERY);
  if (refusal) throw conflict(refusal);
  if (currentStatus(order) !== 'refundPending') throw conflict(ORDER_LIFE_MSG.notRefundPending);
}
