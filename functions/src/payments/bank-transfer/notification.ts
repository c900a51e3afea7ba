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
import { bankNotificationsCol, bankTransferCodesCol, ordersCol, reconciliationsCol } from '../../data/collections.js';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import type { BankNotification } from '../../shared/api-request-schemas.js';
import { findBankOrderCodes } from './order-code.js';
import type {
  BankNotificationDoc,
  PaymentReconciliationDoc,
  ReconciliationReason,
} from '../../shared/entities/payment.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import { readShopSettings } from '../../data/shop-settings.js';
import { settleArrivedMoney } from '../settle-payment.js';

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
  const accounts = [(await readShopSettings(db)).bankAccount.accountNumber];
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
      // Money sent to another account is not the shop's to count, whatever its note says.
      if (!receivedByShop(notification, accounts, found?.order)) return reconcile('transfer-other-account');
      if (!found) return reconcile('transfer-unmatched');
      const { ref, order } = found;
      if (!order) return reconcile('order-deleted');
      // Every order has a code now: one paid another way (cash on delivery, a gateway) is no transfer's to pay.
      if (!order.bankTransfer) return reconcile('transfer-unmatched');
      if (!order.isPaid && notification.transferAmount !== order.bankTransfer?.amount) {
        return reconcile('transfer-amount-mismatch');
      }
      const paidAt = transferTime(notification.transactionDate, now);
      // Reads products and the voucher (before any write) when the order was cancelled meanwhile.
      const settlement = await settleArrivedMoney(tx, db, order, {
        by: { role: 'gateway' },
        payment: {
          provider: 'BANK_TRANSFER',
          reference: id,
          transactionNo: notification.referenceCode,
          bankCode: notification.gateway || null,
          payDate: paidAt,
        },
        at,
        paidAt,
        note: notification.referenceCode || null,
      });
      if (!('update' in settlement)) {
        if (!order.needsRefund) tx.update(ref, { needsRefund: true });
        return reconcile(settlement.outcome === 'alreadyPaid' ? 'already-paid' : 'order-cancelled');
      }
      const { update } = settlement;
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

/**
 * Whether the notification is of money received on the shop's account: the one in its settings, or
 * the one the matched order was placed with (the owner may have changed account since). SePay names
 * the account in `accountNumber`, a virtual account in `subAccount`.
 */
function receivedByShop(notification: BankNotification, accounts: string[], order: OrderDoc | undefined): boolean {
  const shop = new Set([...accounts, order?.bankTransfer?.accountNumber].filter((a): a is string => Boolean(a)));
  return shop.has(notification.accountNumber) || (notification.subAccount != null && shop.has(notification.subAccount));
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
