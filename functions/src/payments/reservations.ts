/**
 * An unpaid order holds its stock for a limited time (the shop settings' reservationMinutes, which
 * an admin changes on the Settings screen: docs/decisions/0026-shop-settings-and-vouchers.md). When
 * that runs out, the order is cancelled and its stock goes back on sale: by the scheduled function
 * in production, the local sweeper (scripts/stack/expire-reservations.mjs), and lazily whenever the
 * shopper tries to pay an overdue order.
 */
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ordersCol, productsCol } from '../data/collections.js';
import { nextVersion } from '../data/version.js';
import type { OrderDoc } from '../shared/entities.js';
import { writeAudit, type AuditActor } from '../data/audit-log.js';
import { runTransaction } from '../data/run-transaction.js';
import { releaseVoucherUse } from '../data/voucher-uses.js';
import { readShopSettings } from '../data/shop-settings.js';

/** Who expires orders in the audit log: the shop itself, not a person. */
export const SHOP_ACTOR: AuditActor = { uid: 'system', email: 'Payment time-out' };

export const reservationEnd = (order: Pick<OrderDoc, 'createdAt'>, minutes: number): string =>
  new Date(Date.parse(order.createdAt) + minutes * 60_000).toISOString();

/** Unpaid, not cancelled yet, and placed longer ago than the reservation lasts. */
export const isOverdue = (order: OrderDoc, minutes: number, now: Date): boolean =>
  !order.isPaid && !order.cancelledAt && Date.parse(reservationEnd(order, minutes)) <= now.getTime();

/**
 * Cancels the order and puts its items back in stock, in the caller's transaction. Reads the
 * products, so the caller must not have written anything yet.
 */
export async function releaseReservation(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference<OrderDoc>,
  order: OrderDoc,
  now: Date,
): Promise<void> {
  // Its voucher's use comes back too, so another order may use it (read now, written below).
  const giveVoucherBack = await releaseVoucherUse(tx, db, order);
  const refs = order.orderItems.map((item) => productsCol(db).doc(item.productId));
  const products = refs.length > 0 ? await tx.getAll(...refs) : [];
  giveVoucherBack();
  products.forEach((snapshot, i) => {
    const product = snapshot.data();
    const item = order.orderItems[i];
    // A product deleted since has no stock to return to.
    if (product && item) {
      tx.update(snapshot.ref, {
        countInStock: FieldValue.increment(item.quantity),
        updatedAt: nextVersion(product.updatedAt),
      });
    }
  });
  const cancelledAt = now.toISOString();
  tx.update(orderRef, { cancelledAt, cancelReason: 'payment-timeout' });
  writeAudit(tx, db, {
    action: 'order.expire',
    actor: SHOP_ACTOR,
    target: { id: orderRef.id, label: order.user.name },
    changes: { cancelledAt: { before: null, after: cancelledAt } },
  });
}

/** Expires one order if it is overdue; true when this call cancelled it. Safe to race: one wins. */
export async function expireOrderIfOverdue(
  db: Firestore,
  orderId: string,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const ref = ordersCol(db).doc(orderId);
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || !isOverdue(order, minutes, now)) return false;
    await releaseReservation(tx, db, ref, order, now);
    return true;
  });
}

/** How many overdue orders one sweep handles; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Expires every overdue order (up to SWEEP_BATCH); answers how many this sweep cancelled. The
 * reservation lasts the stored settings' minutes unless the caller gives them (tests).
 */
export async function expireOverdueOrders(db: Firestore, givenMinutes?: number, now = new Date()): Promise<number> {
  const minutes = givenMinutes ?? (await readShopSettings(db)).reservationMinutes;
  const cutoff = new Date(now.getTime() - minutes * 60_000).toISOString();
  const overdue = await ordersCol(db)
    .where('isPaid', '==', false)
    .where('cancelledAt', '==', null)
    .where('createdAt', '<=', cutoff)
    .orderBy('createdAt')
    .limit(SWEEP_BATCH)
    .get();
  let expired = 0;
  for (const doc of overdue.docs) if (await expireOrderIfOverdue(db, doc.id, minutes, now)) expired += 1;
  return expired;
}
