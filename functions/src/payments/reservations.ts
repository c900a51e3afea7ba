/**
 * An unpaid order holds its stock for a limited time (the shop settings' reservationMinutes, which
 * an admin changes on the Settings screen: docs/decisions/0026-shop-settings-and-vouchers.md). When
 * that runs out, the order is cancelled and its stock goes back on sale: by the scheduled function
 * in production, the local sweeper (scripts/stack/expire-reservations.mjs), and lazily whenever the
 * shopper tries to pay an overdue order.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol, paymentsCol } from '../data/collections.js';
import { moveStock, readLineProducts } from '../data/variant-stock.js';
import { BANK_TRANSFER, CASH_ON_DELIVERY, FINANCE_COMPANY, GATEWAY_PAYMENT_METHODS } from '../shared/constants.js';
import type { OrderDoc } from '../shared/entities/order.js';
import { changedFields, writeAudit, type AuditActor } from '../data/audit-log.js';
import { applyStatusChange, lifeFields, PAYMENT_TIMEOUT_REASON, TIMEOUT_ACTOR_UID } from '../shared/order-status.js';
import { runTransaction } from '../data/run-transaction.js';
import { releaseVoucherUse } from '../data/voucher-uses.js';
import { readShopSettings } from '../data/shop-settings.js';
import { mayExpireAfterAsking, sweepQuestions } from './ask-before-expiry.js';
import type { PaymentSettings } from './payment-settings.js';
import { paymentMethodOf } from './payment-methods.js';
import { eraseFinanceApplications } from './finance-company/erase-applications.js';

/** Who expires orders in the audit log: the shop itself, not a person. */
export const SHOP_ACTOR: AuditActor = { uid: TIMEOUT_ACTOR_UID, email: 'Payment time-out' };

export const reservationEnd = (order: Pick<OrderDoc, 'createdAt'>, minutes: number): string =>
  new Date(Date.parse(order.createdAt) + minutes * 60_000).toISOString();

/**
 * When an unpaid order stops holding its stock: a gateway order `minutes` after it was placed, a
 * bank transfer at the deadline it was placed with (the shop's bankTransferHours), and cash on
 * delivery `codConfirmHours` after it was placed unless an admin confirmed it by packing it (it
 * then ships unpaid and is paid to the carrier; docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 * Without `codConfirmHours` (callers about gateway payments) a COD order never expires.
 */
export const holdEnds = (order: OrderDoc, minutes: number, codConfirmHours: number | null = null): string | null => {
  const { holdEnds: methodHoldEnds } = paymentMethodOf(order.paymentMethod);
  return methodHoldEnds ? methodHoldEnds(order, { minutes, codConfirmHours }) : reservationEnd(order, minutes);
};

/** Unpaid, not cancelled yet, and past the end of its hold. */
export const isOverdue = (
  order: OrderDoc,
  minutes: number,
  now: Date,
  codConfirmHours: number | null = null,
): boolean => {
  const end = holdEnds(order, minutes, codConfirmHours);
  return !order.isPaid && !order.cancelledAt && end !== null && Date.parse(end) <= now.getTime();
};

/**
 * Gives back what an open order holds: its items go back in stock (a product deleted since has no
 * stock to return to), its voucher use (once: the order then says it holds none), and its pending
 * payment attempts are voided, so none of them can pay it any more; money that still arrives for
 * one takes the late-money path (payments/settle-payment.ts). The one place a cancellation
 * releases holds, for the time-out and for a customer's or admin's cancel
 * (docs/decisions/0020-order-life.md). Reads the products, so the caller must not have written
 * anything yet in its transaction; call it once per cancellation, in the transaction that cancels.
 */
export async function releaseOrderHolds(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference<OrderDoc>,
  order: OrderDoc,
): Promise<void> {
  // Its voucher's use comes back too, so another order may use it (read now, written below).
  const giveVoucherBack = await releaseVoucherUse(tx, db, orderRef, order);
  const pending = await tx.get(paymentsCol(db).where('orderId', '==', orderRef.id).where('status', '==', 'pending'));
  const products = await readLineProducts(tx, db, order.orderItems);
  giveVoucherBack();
  for (const attempt of pending.docs) tx.update(attempt.ref, { status: 'voided' });
  // Per variant for a product sold in configurations; a variant removed since takes nothing back.
  moveStock(tx, db, products, order.orderItems, 1);
}

/**
 * Cancels the order for its payment time-out and puts its items back in stock, in the caller's
 * transaction. Reads the products, so the caller must not have written anything yet.
 */
export async function releaseReservation(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference<OrderDoc>,
  order: OrderDoc,
  now: Date,
): Promise<void> {
  await releaseOrderHolds(tx, db, orderRef, order);
  const cancelledAt = now.toISOString();
  const next = applyStatusChange(order, {
    status: 'cancelled',
    at: cancelledAt,
    by: { role: 'shop' },
    note: paymentMethodOf(order.paymentMethod).expiryReason ?? PAYMENT_TIMEOUT_REASON,
    cancelledBy: 'timeout',
  });
  tx.update(orderRef, lifeFields(next));
  writeAudit(tx, db, {
    action: 'order.expire',
    actor: SHOP_ACTOR,
    target: { id: orderRef.id, label: order.user.name },
    changes: changedFields<OrderDoc>(order, next, ['status', 'cancelledAt']),
  });
}

/** Expires one order if it is overdue; true when this call cancelled it. Safe to race: one wins. */
export async function expireOrderIfOverdue(
  db: Firestore,
  orderId: string,
  minutes: number,
  now: Date,
  codConfirmHours: number | null = null,
): Promise<boolean> {
  const ref = ordersCol(db).doc(orderId);
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || !isOverdue(order, minutes, now, codConfirmHours)) return false;
    await releaseReservation(tx, db, ref, order, now);
    return true;
  });
}

/** How many overdue orders one sweep handles; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Expires every overdue order (up to SWEEP_BATCH of each kind); answers how many this sweep
 * cancelled. Gateway orders, bank transfers and unconfirmed cash-on-delivery orders are queried
 * apart, each by its own deadline, so orders still inside their time never fill a batch. Gateway
 * orders hold their stock for the stored settings' minutes unless the caller gives them (tests);
 * cash-on-delivery orders for the settings' codConfirmHours.
 *
 * With the gateways' settings (the schedule and the local sweeper always give them), an overdue
 * VNPAY or MoMo order with a pending attempt is first asked about (ask-before-expiry.ts): paid, it
 * is paid as by its notification; while the gateway cannot say, it waits out the grace. Without
 * them (suites about other behaviour) no gateway is asked.
 */
export async function expireOverdueOrders(
  db: Firestore,
  givenMinutes?: number,
  now = new Date(),
  payments?: PaymentSettings,
): Promise<number> {
  const settings = await readShopSettings(db);
  const minutes = givenMinutes ?? settings.reservationMinutes;
  const { codConfirmHours } = settings;
  const cutoff = new Date(now.getTime() - minutes * 60_000).toISOString();
  const codCutoff = new Date(now.getTime() - codConfirmHours * 3_600_000).toISOString();
  const unpaid = ordersCol(db).where('isPaid', '==', false).where('cancelledAt', '==', null);
  const [gateways, transfers, unconfirmed, unapproved] = await Promise.all([
    unpaid
      .where('paymentMethod', 'in', [...GATEWAY_PAYMENT_METHODS])
      .where('createdAt', '<=', cutoff)
      .orderBy('createdAt')
      .limit(SWEEP_BATCH)
      .get(),
    unpaid
      .where('paymentMethod', '==', BANK_TRANSFER)
      .where('bankTransfer.expiresAt', '<=', now.toISOString())
      .orderBy('bankTransfer.expiresAt')
      .limit(SWEEP_BATCH)
      .get(),
    unpaid
      .where('paymentMethod', '==', CASH_ON_DELIVERY)
      .where('status', '==', 'awaitingPayment')
      .where('createdAt', '<=', codCutoff)
      .orderBy('createdAt')
      .limit(SWEEP_BATCH)
      .get(),
    // A finance company's application not decided within financeHoldHours (cancelled 'approval-timeout').
    unpaid
      .where('paymentMethod', '==', FINANCE_COMPANY)
      .where('status', '==', 'awaitingApproval')
      .where('finance.holdEndsAt', '<=', now.toISOString())
      .orderBy('finance.holdEndsAt')
      .limit(SWEEP_BATCH)
      .get(),
  ]);
  const questions = payments ? sweepQuestions(payments) : null;
  let expired = 0;
  for (const doc of gateways.docs) {
    const order = { id: doc.id, doc: doc.data(), holdEnd: reservationEnd(doc.data(), minutes) };
    if (questions && !(await mayExpireAfterAsking(db, questions, order, now))) continue;
    if (await expireOrderIfOverdue(db, doc.id, minutes, now)) expired += 1;
  }
  for (const doc of transfers.docs) {
    if (await expireOrderIfOverdue(db, doc.id, minutes, now)) expired += 1;
  }
  for (const doc of unconfirmed.docs) {
    if (await expireOrderIfOverdue(db, doc.id, minutes, now, codConfirmHours)) expired += 1;
  }
  for (const doc of unapproved.docs) {
    if (await expireOrderIfOverdue(db, doc.id, minutes, now)) expired += 1;
  }
  // Finance applications past their retention after the decision are erased by the same sweep.
  await eraseFinanceApplications(db, settings.installment.financeDataRetentionDays, now);
  return expired;
}
