/**
 * POST /api/orders/:id/refund (docs/decisions/0020-order-life.md): an order waiting for its refund
 * is refunded through the gateway that took the money, or, paid any other way, recorded as refunded
 * by hand with the admin's reference. A gateway refund is three steps, because the gateway's call
 * cannot sit inside a transaction: one transaction claims the refund (so two admins never send
 * two), the gateway is called, and a second transaction records its answer. The order becomes
 * Refunded only on the gateway's success; a refusal is kept on the order for the admin to see.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol, orderStaffDoc, paymentsCol } from '../../data/collections.js';
import { staffEntries } from '../../shared/order-staff.js';
import { writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import type { Order, OrderDoc } from '../../shared/entities/order.js';
import type { OrderPayment, OrderRefund } from '../../shared/entities/payment.js';
import { API_MSG } from '../../shared/messages.js';
import { applyStatusChange, lifeFields } from '../../shared/order-status.js';
import { ORDER_LIFE_MSG } from '../../shared/payment-messages.js';
import type { OrderRefundInput } from '../../shared/schemas.js';
import { toOrder } from '../../shared/to-api.js';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.js';
import { gatewayCharge, paymentMethodOf, refundThroughGateway } from '../../payments/payment-methods.js';
import { GATEWAY_NO_ANSWER, type GatewayRefundAnswer } from '../../payments/gateway-result.js';
import type { PaymentSettings } from '../../payments/payment-settings.js';
import { checkRefundable } from './order-life.js';

/**
 * A claimed refund whose answer never got recorded (the instance died mid-call) may be asked again
 * after this long; the gateways refuse a refund beyond what was paid.
 */
export const REFUND_CLAIM_MS = 2 * 60_000;

type Claim = { done: Order } | { payment: OrderPayment; gatewayAmount: number; requestId: string };

/** A request id both gateways accept (letters and digits, at most 32), unique per refund asked. */
const refundRequestId = (orderId: string, now: Date) =>
  `${orderId.replace(/[^0-9a-zA-Z]/g, '').slice(0, 20)}R${now.getTime().toString(36)}`;

/** The order records the role; who asked is written where only admins read (shared/order-staff.ts). */
const BY_ADMIN = { role: 'admin' } as const;

function auditRefund(
  tx: Transaction,
  db: Firestore,
  id: string,
  order: OrderDoc,
  refund: OrderRefund,
  actor: AuditActor,
) {
  writeAudit(tx, db, {
    action: refund.state === 'failed' ? 'order.refund-failed' : 'order.refund',
    actor,
    target: { id, label: order.user.name },
    changes: {
      refund: { before: null, after: { method: refund.method, reference: refund.reference, code: refund.gatewayCode } },
      ...(refund.state === 'done' ? { status: { before: order.status ?? null, after: 'refunded' } } : {}),
    },
  });
}

/** Money a method cannot send back by itself (no refund call: cash, a bank transfer) is refunded by hand. */
function refundByHand(
  tx: Transaction,
  db: Firestore,
  id: string,
  order: OrderDoc,
  input: OrderRefundInput,
  at: string,
  actor: AuditActor,
): Order {
  const reference = input.reference?.trim();
  if (!reference) throw badRequest(ORDER_LIFE_MSG.refundReferenceRequired);
  const refund: OrderRefund = {
    method: 'hand',
    state: 'done',
    reference,
    amount: order.totalPrice,
    gatewayCode: null,
    gatewayMessage: null,
    transactionNo: null,
    at,
    by: BY_ADMIN,
  };
  const next = { ...applyStatusChange(order, { status: 'refunded', at, by: BY_ADMIN, note: reference }), refund };
  tx.update(ordersCol(db).doc(id), { ...lifeFields(next), refund });
  const firstIndex = order.statusHistory?.length ?? 0;
  tx.set(orderStaffDoc(db, id), { ...staffEntries(firstIndex, [actor]), refundBy: actor }, { merge: true });
  auditRefund(tx, db, id, order, refund, actor);
  return toOrder(id, next);
}

/** The first step: a refund by hand is done here; a gateway refund is claimed, so no one else sends it. */
function claimRefund(
  db: Firestore,
  id: string,
  actor: AuditActor,
  input: OrderRefundInput,
  claimedAt: Date,
): Promise<Claim> {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx): Promise<Claim> => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound(API_MSG.orderNotFound);
    checkRefundable(order);
    if (order.refund?.state === 'requesting' && claimedAt.getTime() - Date.parse(order.refund.at) < REFUND_CLAIM_MS) {
      throw conflict(ORDER_LIFE_MSG.refundInProgress);
    }
    const at = claimedAt.toISOString();
    const payment = order.payment;
    if (!payment || !paymentMethodOf(payment.provider).refund) {
      return { done: refundByHand(tx, db, id, order, input, at, actor) };
    }
    // What the gateway took for this payment, in its own unit.
    const attempt = (await tx.get(paymentsCol(db).doc(payment.reference))).data();
    const gatewayAmount = attempt?.gatewayAmount ?? gatewayCharge(order).gatewayAmount;
    const requestId = refundRequestId(id, claimedAt);
    const refund: OrderRefund = {
      method: 'gateway',
      state: 'requesting',
      reference: requestId,
      amount: order.totalPrice,
      gatewayCode: null,
      gatewayMessage: null,
      transactionNo: null,
      at,
      by: BY_ADMIN,
    };
    tx.update(ref, { refund });
    tx.set(orderStaffDoc(db, id), { refundBy: actor }, { merge: true });
    return { payment, gatewayAmount, requestId };
  });
}

/** The last step: the gateway's answer goes on the order; only a success makes it Refunded. */
function recordGatewayAnswer(
  db: Firestore,
  id: string,
  actor: AuditActor,
  requestId: string,
  answer: GatewayRefundAnswer,
): Promise<Order> {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(ref)).data();
    // Deleted meanwhile: the answer has no order to go on (the audit log keeps the deletion).
    if (!order) throw notFound(API_MSG.orderNotFound);
    const at = new Date().toISOString();
    const refund: OrderRefund = {
      ...(order.refund as OrderRefund),
      reference: requestId,
      state: answer.ok ? 'done' : 'failed',
      gatewayCode: answer.code,
      gatewayMessage: answer.message,
      transactionNo: answer.transactionNo,
      at,
    };
    const next = answer.ok
      ? { ...applyStatusChange(order, { status: 'refunded', at, by: BY_ADMIN, note: answer.message }), refund }
      : { ...order, refund };
    tx.update(ref, answer.ok ? { ...lifeFields(next), refund } : { refund });
    if (answer.ok) {
      const firstIndex = order.statusHistory?.length ?? 0;
      tx.set(orderStaffDoc(db, id), staffEntries(firstIndex, [actor]), { merge: true });
    }
    auditRefund(tx, db, id, order, refund, actor);
    return toOrder(id, next);
  });
}

export async function refundOrder(
  db: Firestore,
  settings: PaymentSettings,
  id: string,
  actor: AuditActor,
  input: OrderRefundInput,
): Promise<Order> {
  const claimedAt = new Date();
  const claim = await claimRefund(db, id, actor, input, claimedAt);
  if ('done' in claim) return claim.done;

  const answer = await refundThroughGateway(settings, {
    payment: claim.payment,
    gatewayAmount: claim.gatewayAmount,
    requestId: claim.requestId,
    createdBy: actor.email,
    now: claimedAt,
  });

  const recorded = await recordGatewayAnswer(db, id, actor, claim.requestId, answer);
  if (!answer.ok) {
    const message =
      answer.code === GATEWAY_NO_ANSWER ? ORDER_LIFE_MSG.refundGatewayUnreachable : ORDER_LIFE_MSG.refundFailed;
    throw new HttpError(502, message);
  }
  return recorded;
}
