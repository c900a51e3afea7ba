/**
 * The only way a gateway payment marks an order paid: its server notification, once verified, or
 * the gateway's answer to the sweep's question (docs/decisions/0014-payments.md). One transaction
 * reads the attempt and the order, so concurrent repeats of a notification make one transition
 * and one audit entry.
 *
 * A verified success pays only the order its attempt was made for (order ids are never reused,
 * see place-order.ts), only for that order's current total, and only as the order's rules allow
 * (settle-payment.ts): an order cancelled meanwhile is reopened only when the time-out cancelled
 * it and its stock and voucher can be taken again, else it waits for its refund. A success for a
 * failed attempt, for a deleted order or for a changed amount keeps the money on record in
 * paymentReconciliations for an admin to refund: it never pays anything else.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol, paymentsCol, reconciliationsCol } from '../data/collections.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { PaymentAttemptDoc, PaymentReconciliationDoc, ReconciliationReason } from '../shared/entities/payment.js';
import { writeAudit, changedFields } from '../data/audit-log.js';
import type { GatewayResult } from './gateway-result.js';
import { runTransaction } from '../data/run-transaction.js';
import { gatewayAmountInVnd, gatewayCharge } from './payment-methods.js';
import { settleArrivedMoney, type ArrivedMoney } from './settle-payment.js';

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

      // A repeat of a success already applied, or a failure after the fact: nothing more to do.
      if (attempt.status === 'paid' || (attempt.status !== 'pending' && !result.paid)) return 'already-confirmed';
      if (attempt.status === 'failed' || attempt.status === 'voided') {
        // A success for an attempt that failed, or was voided when its order was cancelled or deleted:
        // late money, kept once, and never a payment for anything but its own order's rules below.
        if ((await tx.get(reconciliationRef)).exists) return 'already-confirmed';
      }

      const orderRef = ordersCol(db).doc(attempt.orderId);
      const order = (await tx.get(orderRef)).data();
      if (!result.paid) {
        // A failed attempt leaves the order unpaid and payable again.
        tx.update(attemptRef, { status: 'failed', result: resultRecord });
        return 'recorded';
      }
      const markPaid = () => tx.update(attemptRef, { status: 'paid', result: resultRecord });
      if (!order) {
        markPaid();
        reconcile(attempt.status === 'voided' ? 'attempt-voided' : 'order-deleted', undefined);
        return 'recorded';
      }
      if (attempt.status === 'failed') {
        markPaid();
        reconcile('attempt-failed', undefined);
        return 'recorded';
      }
      if (gatewayCharge(order).gatewayAmount !== attempt.gatewayAmount) {
        markPaid();
        reconcile('amount-changed', order);
        return 'recorded';
      }
      // Reads the products and the voucher (before any write) when the order was cancelled meanwhile.
      const settlement = await settleArrivedMoney(tx, db, order, arrivedMoney(result, at));
      markPaid();
      if (!('update' in settlement)) {
        reconcile(settlement.outcome === 'alreadyPaid' ? 'already-paid' : 'order-cancelled', order);
        flagNeedsRefund(tx, orderRef, order);
        return 'recorded';
      }
      tx.update(orderRef, { ...settlement.update, ...result.orderFields });
      auditGatewayPay(tx, db, result, orderRef.id, order, settlement.update);
      return 'recorded';
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** The money a verified success brings, as the order's payment records it. */
function arrivedMoney(result: GatewayResult, at: string): ArrivedMoney {
  return {
    by: { role: 'gateway' },
    payment: {
      provider: result.provider,
      reference: result.reference,
      transactionNo: result.transactionNo,
      bankCode: result.bankCode,
      payDate: result.payDate ?? at,
    },
    at,
    paidAt: at,
    note: null,
  };
}

function auditGatewayPay(
  tx: Transaction,
  db: Firestore,
  result: GatewayResult,
  orderId: string,
  order: OrderDoc,
  update: Partial<OrderDoc>,
): void {
  writeAudit(tx, db, {
    action: 'order.gateway-pay',
    actor: gatewayActor(result),
    target: { id: orderId, label: order.user.name },
    changes: changedFields<OrderDoc>(order, { ...order, ...update }, ['status', 'isPaid', 'cancelledAt']),
  });
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
    amount: gatewayAmountInVnd(r.attempt.provider, r.result.gatewayAmount),
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
