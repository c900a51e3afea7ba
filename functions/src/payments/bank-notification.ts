/**
 * The bank's notification of a transfer, in SePay's webhook format, is the only way a
 * bank-transfer order becomes paid (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 *
 * One transaction records the notification by its id (`bankNotifications/{id}`) together with what
 * it changed, so a repeat, also a concurrent one, changes nothing. A transfer pays the order its
 * note names only for exactly the order's amount while the order awaits payment; any other
 * incoming transfer keeps the money on record in paymentReconciliations for an admin, and the
 * order stays as it was. Outgoing transfers are the shop's own and are only recorded.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { bankNotificationsCol, bankTransferCodesCol, ordersCol, reconciliationsCol } from '../data/collections.js';
import { changedFields, writeAudit, type AuditActor } from '../data/audit-log.js';
import { runTransaction } from '../data/run-transaction.js';
import type { BankNotification } from '../shared/api-request-schemas.js';
import { findBankOrderCodes } from './bank-transfer.js';
import type {
  BankNotificationDoc,
  OrderDoc,
  PaymentReconciliationDoc,
  ReconciliationReason,
} from '../shared/entities.js';
import type { StatusChange } from '../shared/order-status.js';
import { takeStockAgain } from './apply-gateway-result.js';

/** Who pays bank-transfer orders in the audit log and the status history. */
export const BANK_ACTOR: AuditActor = { uid: 'bank', email: 'Bank transfer' };

/** A note could name several codes (a typo, a copied reference); a handful are looked up, no more. */
const MAX_CODES_LOOKED_UP = 3;

/** Many repeats of one notification contend on its record; retries resolve that. */
const TRANSACTION_ATTEMPTS = 25;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the Authorization header is `Apikey <key>` with the configured key, compared in constant
 * time. An empty configured key accepts nothing.
 */
export function bankWebhookAuthorized(header: string | undefined, key: string): boolean {
  const match = /^Apikey\s+(\S+)\s*$/i.exec(header ?? '');
  if (!key || !match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(key));
}

export type BankNotificationOutcome = BankNotificationDoc['outcome'] | 'duplicate';

/** SePay writes the bank's time in Vietnam ('2026-11-24 14:02:37'); anything else reads as now. */
export function transferTime(transactionDate: string, now: Date): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(transactionDate.trim());
  const parsed = match ? Date.parse(`${match[1]}T${match[2]}+07:00`) : Number.NaN;
  return Number.isNaN(parsed) ? now.toISOString() : new Date(parsed).toISOString();
}

export async function applyBankNotification(
  db: Firestore,
  notification: BankNotification,
  now = new Date(),
): Promise<BankNotificationOutcome> {
  const id = String(notification.id);
  const recordRef = bankNotificationsCol(db).doc(id);
  const codes = findBankOrderCodes(`${notification.content} ${notification.code ?? ''}`).slice(0, MAX_CODES_LOOKED_UP);
  return runTransaction(
    db,
    async (tx) => {
      if ((await tx.get(recordRef)).exists) return 'duplicate';
      const at = now.toISOString();
      const record = (outcome: BankNotificationDoc['outcome'], orderId: string | null) =>
        tx.create(recordRef, {
          transferType: notification.transferType,
          transferAmount: notification.transferAmount,
          content: notification.content,
          referenceCode: notification.referenceCode,
          transactionDate: notification.transactionDate,
          receivedAt: at,
          outcome,
          orderId,
        });
      if (notification.transferType === 'out') {
        record('ignored-out', null);
        return 'ignored-out';
      }

      const found = await findOrder(tx, db, codes);
      const reconcile = (reason: ReconciliationReason) => {
        keepForAdmin(tx, db, { id, notification, reason, found, at });
        record('reconciled', found?.ref.id ?? null);
        return 'reconciled' as const;
      };
      if (!found) return reconcile('transfer-unmatched');
      const { ref, order } = found;
      if (!order) return reconcile('order-deleted');
      if (order.isPaid) {
        if (!order.needsRefund) tx.update(ref, { needsRefund: true });
        return reconcile('already-paid');
      }
      if (notification.transferAmount !== order.bankTransfer?.amount) return reconcile('transfer-amount-mismatch');
      // A transfer after the deadline: the order is reopened if its stock is still there (ADR 0014's late payment).
      if (order.cancelledAt && !(await takeStockAgain(tx, db, order))) {
        if (!order.needsRefund) tx.update(ref, { needsRefund: true });
        return reconcile('order-cancelled');
      }

      const paidAt = transferTime(notification.transactionDate, now);
      const entry: StatusChange = {
        status: 'paid',
        at,
        by: { role: 'gateway' },
        note: notification.referenceCode || null,
      };
      const update: Partial<OrderDoc> = {
        isPaid: true,
        paidAt,
        payment: {
          provider: 'BANK_TRANSFER',
          reference: id,
          transactionNo: notification.referenceCode,
          bankCode: notification.gateway || null,
          payDate: paidAt,
        },
        status: 'paid',
        statusHistory: [...(order.statusHistory ?? []), entry],
        ...(order.cancelledAt ? { cancelledAt: null, cancelReason: null } : {}),
      };
      tx.update(ref, update);
      writeAudit(tx, db, {
        action: 'order.bank-pay',
        actor: BANK_ACTOR,
        target: { id: ref.id, label: order.user.name },
        changes: changedFields<OrderDoc>(order, { ...order, ...update }, ['isPaid', 'paidAt', 'status', 'cancelledAt']),
      });
      record('paid', ref.id);
      return 'paid';
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

interface FoundOrder {
  ref: DocumentReference<OrderDoc>;
  /** undefined when the order was deleted since. */
  order: OrderDoc | undefined;
  code: string;
}

/** The first code in the note that belongs to an order, and that order. */
async function findOrder(tx: Transaction, db: Firestore, codes: string[]): Promise<FoundOrder | null> {
  if (codes.length === 0) return null;
  const owners = await tx.getAll(...codes.map((code) => bankTransferCodesCol(db).doc(code)));
  const index = owners.findIndex((snapshot) => snapshot.exists);
  const owner = owners[index]?.data();
  if (!owner) return null;
  const ref = ordersCol(db).doc(owner.orderId);
  return { ref, order: (await tx.get(ref)).data(), code: codes[index] as string };
}

interface KeptTransfer {
  id: string;
  notification: BankNotification;
  reason: ReconciliationReason;
  found: FoundOrder | null;
  at: string;
}

/** Money that came in and paid nothing, listed on Admin → Payments (audited as the bank). */
function keepForAdmin(tx: Transaction, db: Firestore, kept: KeptTransfer): void {
  const reference = `bank-${kept.id}`;
  const doc: PaymentReconciliationDoc = {
    reference,
    // An unmatched transfer belongs to no order: the admin finds the payer by the bank's reference.
    orderId: kept.found?.ref.id ?? '',
    userId: kept.found?.order?.userId ?? '',
    provider: 'BANK_TRANSFER',
    amount: kept.notification.transferAmount,
    transactionNo: kept.notification.referenceCode,
    reason: kept.reason,
    createdAt: kept.at,
    state: 'needs-refund',
    refund: null,
  };
  tx.set(reconciliationsCol(db).doc(reference), doc);
  writeAudit(tx, db, {
    action: 'payment.reconcile',
    actor: BANK_ACTOR,
    target: { id: reference, label: kept.found?.order?.user.name ?? kept.found?.code ?? kept.notification.content },
    changes: { state: { before: null, after: doc.state }, reason: { before: null, after: kept.reason } },
  });
}
