/**
 * The only way a gateway payment marks an order paid: its server notification, once verified
 * (docs/decisions/0014-payments.md). One transaction reads the attempt and the order, so
 * concurrent repeats of a notification make one paid transition and one audit entry.
 *
 * A verified success pays only the order its attempt was made for (order ids are never reused,
 * see place-order.ts), only while the attempt is pending and only for that order's current total.
 * Any other verified success keeps the money on record in paymentReconciliations for an admin to
 * refund: it never pays anything else.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol, paymentsCol, productsCol, reconciliationsCol } from '../data/collections.js';
import { nextVersion } from '../data/version.js';
import type {
  OrderDoc,
  PaymentAttemptDoc,
  PaymentReconciliationDoc,
  ReconciliationReason,
} from '../shared/entities.js';
import { writeAudit, changedFields } from '../data/audit-log.js';
import type { GatewayResult } from './gateway-result.js';
import { runTransaction } from '../data/run-transaction.js';
import { gatewayCharge } from './gateway-charge.js';
import { applyStatusChange, lifeFields, PAYMENT_TIMEOUT_REASON } from '../shared/order-status.js';
import { ORDER_LIFE_MSG } from '../shared/payment-messages.js';

export type ApplyOutcome = 'recorded' | 'unknown-reference' | 'amount-mismatch' | 'already-confirmed';

/** Many notifications for one order contend on it; retries resolve that. */
const TRANSACTION_ATTEMPTS = 25;

/** Who writes a gateway's changes in the audit log. */
export const gatewayActor = (result: Pick<GatewayResult, 'provider'>) => ({
  uid: `gateway:${result.provider}`,
  email: result.provider,
});

export async function applyGatewayResult(
  db: Firestore,
  result: GatewayResult,
  now = new Date(),
): Promise<ApplyOutcome> {
  const attemptRef = paymentsCol(db).doc(result.reference);
  const reconciliationRef = reconciliationsCol(db).doc(result.reference);
  return runTransaction(
    db,
    async (tx) => {
      const attempt = (await tx.get(attemptRef)).data();
      if (!attempt || attempt.provider !== result.provider) return 'unknown-reference';
      if (attempt.gatewayAmount !== result.gatewayAmount) return 'amount-mismatch';
      const at = now.toISOString();
      const resultRecord = {
        code: result.code,
        transactionNo: result.transactionNo,
        bankCode: result.bankCode,
        payDate: result.payDate,
        at,
      };
      const reconcile = (reason: ReconciliationReason, order: OrderDoc | undefined) =>
        recordReconciliation(tx, db, { ref: reconciliationRef, attempt, result, reason, order, at });

      if (attempt.status !== 'pending') {
        // A success for a failed or voided attempt: money the shop took for nothing, kept once.
        if (attempt.status === 'paid' || !result.paid || (await tx.get(reconciliationRef)).exists) {
          return 'already-confirmed';
        }
        reconcile(attempt.status === 'voided' ? 'attempt-voided' : 'attempt-failed', undefined);
        return 'recorded';
      }

      const orderRef = ordersCol(db).doc(attempt.orderId);
      const order = (await tx.get(orderRef)).data();
      if (!result.paid) {
        // A failed attempt leaves the order unpaid and payable again.
        tx.update(attemptRef, { status: 'failed', result: resultRecord });
        return 'recorded';
      }
      const markPaid = () => tx.update(attemptRef, { status: 'paid', result: resultRecord });
      // An order deleted before deleting voided its attempts.
      if (!order) {
        markPaid();
        reconcile('order-deleted', undefined);
        return 'recorded';
      }
      if (order.isPaid || gatewayCharge(order).gatewayAmount !== attempt.gatewayAmount) {
        markPaid();
        reconcile(order.isPaid ? 'already-paid' : 'amount-changed', order);
        if (order.isPaid) flagNeedsRefund(tx, orderRef, order);
        return 'recorded';
      }
      // Reads the products (before any write), when the order was cancelled meanwhile.
      const update = await paidOrderUpdate(tx, db, order, result, at);
      markPaid();
      if (!update) {
        reconcile('order-cancelled', order);
        flagNeedsRefund(tx, orderRef, order);
        return 'recorded';
      }
      tx.update(orderRef, update);
      writeAudit(tx, db, {
        action: 'order.gateway-pay',
        actor: gatewayActor(result),
        target: { id: orderRef.id, label: order.user.name },
        changes: changedFields<OrderDoc>(order, { ...order, ...update }, ['status', 'isPaid', 'cancelledAt']),
      });
      return 'recorded';
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

interface Reconciliation {
  ref: DocumentReference<PaymentReconciliationDoc>;
  attempt: PaymentAttemptDoc;
  result: GatewayResult;
  reason: ReconciliationReason;
  order: OrderDoc | undefined;
  at: string;
}

/** Keeps a verified payment that paid no order, for an admin to refund (audited as the gateway). */
function recordReconciliation(tx: Transaction, db: Firestore, r: Reconciliation): void {
  const doc: PaymentReconciliationDoc = {
    reference: r.ref.id,
    orderId: r.attempt.orderId,
    userId: r.attempt.userId,
    provider: r.attempt.provider,
    amount: r.attempt.provider === 'VNPAY' ? r.result.gatewayAmount / 100 : r.result.gatewayAmount,
    transactionNo: r.result.transactionNo,
    reason: r.reason,
    createdAt: r.at,
    state: 'needs-refund',
    refund: null,
  };
  tx.set(r.ref, doc);
  writeAudit(tx, db, {
    action: 'payment.reconcile',
    actor: gatewayActor(r.result),
    target: { id: r.ref.id, label: r.order?.user.name ?? r.attempt.orderId },
    changes: { state: { before: null, after: doc.state }, reason: { before: null, after: r.reason } },
  });
}

/** The order list's 'Needs refund' mark, for money that came for this order and paid nothing. */
function flagNeedsRefund(tx: Transaction, orderRef: DocumentReference<OrderDoc>, order: OrderDoc): void {
  if (!order.needsRefund) tx.update(orderRef, { needsRefund: true });
}

/**
 * What a successful payment changes on its order: paid, with a `paid` entry by the gateway; for an
 * order cancelled by the time-out, also its stock reserved again and the cancellation lifted, or
 * null when the stock is gone (the payment then pays nothing and is refunded). An order a person
 * cancelled stays cancelled: the money is recorded on it and it waits in Refund pending for an
 * admin's refund (docs/decisions/0020-order-life.md).
 */
async function paidOrderUpdate(
  tx: Transaction,
  db: Firestore,
  order: OrderDoc,
  result: GatewayResult,
  at: string,
): Promise<Partial<OrderDoc> | null> {
  const payment = {
    provider: result.provider,
    reference: result.reference,
    transactionNo: result.transactionNo,
    bankCode: result.bankCode,
    payDate: result.payDate ?? at,
  };
  const by = { role: 'gateway' } as const;
  if (order.cancelledAt && order.cancelReason !== PAYMENT_TIMEOUT_REASON) {
    const next = applyStatusChange(order, { status: 'refundPending', at, by, note: ORDER_LIFE_MSG.paidAfterCancel });
    return { ...lifeFields(next), isPaid: true, paidAt: at, payment };
  }
  const paid = { ...lifeFields(applyStatusChange(order, { status: 'paid', at, by, note: null })), payment };
  if (!order.cancelledAt) return paid;

  if (!(await takeStockAgain(tx, db, order))) return null;
  return { ...paid, cancelledAt: null, cancelReason: null };
}

/**
 * A late payment for an order the time-out cancelled: its items taken from stock again, or false
 * (nothing written) when some are gone. Reads the products, so the caller must not have written
 * yet. Bank transfers take the same path (payments/bank-notification.ts).
 */
export async function takeStockAgain(tx: Transaction, db: Firestore, order: OrderDoc): Promise<boolean> {
  const refs = order.orderItems.map((item) => productsCol(db).doc(item.productId));
  const products = refs.length > 0 ? await tx.getAll(...refs) : [];
  const inStock = products.every((snapshot, i) => {
    const product = snapshot.data();
    return product !== undefined && product.countInStock >= (order.orderItems[i]?.quantity ?? 0);
  });
  if (!inStock) return false;
  products.forEach((snapshot, i) => {
    const product = snapshot.data();
    const item = order.orderItems[i];
    if (product && item) {
      tx.update(snapshot.ref, {
        countInStock: product.countInStock - item.quantity,
        updatedAt: nextVersion(product.updatedAt),
      });
    }
  });
  return true;
}
