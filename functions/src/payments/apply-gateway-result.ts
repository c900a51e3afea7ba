/**
 * The only way a gateway payment marks an order paid: its server notification, once verified
 * (docs/decisions/0014-payments.md). One transaction reads the attempt and the order, so
 * concurrent repeats of a notification make one paid transition and one audit entry.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol, paymentsCol, productsCol } from '../data/collections.js';
import { nextVersion } from '../data/version.js';
import type { OrderDoc } from '../shared/entities.js';
import { writeAudit, changedFields } from '../api/audit/audit-log.js';
import type { GatewayResult } from './gateway-result.js';
import { runTransaction } from '../data/run-transaction.js';

export type ApplyOutcome = 'recorded' | 'unknown-reference' | 'amount-mismatch' | 'already-confirmed';

/** Many notifications for one order contend on it; retries resolve that. */
const TRANSACTION_ATTEMPTS = 25;

export async function applyGatewayResult(
  db: Firestore,
  result: GatewayResult,
  now = new Date(),
): Promise<ApplyOutcome> {
  const attemptRef = paymentsCol(db).doc(result.reference);
  return runTransaction(
    db,
    async (tx) => {
      const attempt = (await tx.get(attemptRef)).data();
      if (!attempt || attempt.provider !== result.provider) return 'unknown-reference';
      if (attempt.gatewayAmount !== result.gatewayAmount) return 'amount-mismatch';
      if (attempt.status !== 'pending') return 'already-confirmed';

      const orderRef = ordersCol(db).doc(attempt.orderId);
      const order = (await tx.get(orderRef)).data();
      const at = now.toISOString();
      const record = {
        status: result.paid ? ('paid' as const) : ('failed' as const),
        result: {
          code: result.code,
          transactionNo: result.transactionNo,
          bankCode: result.bankCode,
          payDate: result.payDate,
          at,
        },
      };
      if (!result.paid || !order) {
        // A failed attempt leaves the order unpaid and payable again. (An order an admin deleted
        // meanwhile keeps only the attempt's record.)
        tx.update(attemptRef, record);
        return 'recorded';
      }

      const update = await paidOrderUpdate(tx, db, order, result, at);
      tx.update(attemptRef, record);
      tx.update(orderRef, update);
      writeAudit(tx, db, {
        action: 'order.gateway-pay',
        actor: { uid: `gateway:${result.provider}`, email: result.provider },
        target: { id: orderRef.id, label: order.user.name },
        changes: changedFields<OrderDoc>(order, { ...order, ...update }, ['isPaid', 'cancelledAt', 'needsRefund']),
      });
      return 'recorded';
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * What a successful payment changes on its order. Normally: paid. Already paid (an admin marked it,
 * or another attempt paid it): the money came twice, so it needs a refund. Cancelled by the
 * time-out: its stock is reserved again if every item is still there, else it needs a refund.
 */
async function paidOrderUpdate(
  tx: Transaction,
  db: Firestore,
  order: OrderDoc,
  result: GatewayResult,
  at: string,
): Promise<Partial<OrderDoc>> {
  const payment = {
    provider: result.provider,
    reference: result.reference,
    transactionNo: result.transactionNo,
    bankCode: result.bankCode,
    payDate: result.payDate ?? at,
  };
  if (order.isPaid) return { needsRefund: true };
  const paid = { isPaid: true, paidAt: at, payment };
  if (!order.cancelledAt) return paid;

  const refs = order.orderItems.map((item) => productsCol(db).doc(item.productId));
  const products = refs.length > 0 ? await tx.getAll(...refs) : [];
  const inStock = products.every((snapshot, i) => {
    const product = snapshot.data();
    return product !== undefined && product.countInStock >= (order.orderItems[i]?.quantity ?? 0);
  });
  if (!inStock) return { ...paid, needsRefund: true };
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
  return { ...paid, cancelledAt: null, cancelReason: null };
}
