/**
 * The one way money that arrived for an order changes the order
 * (docs/decisions/0032-paid-only-through-the-order-rules.md): a gateway's verified notification and
 * the sweep's answer from the gateway (apply-gateway-result.ts) and the bank's notification
 * (bank-transfer/notification.ts) all ask here, inside their own transaction, and every change it
 * makes is a transition of shared/order-status.ts:
 *
 * - an open, unpaid order is paid;
 * - an order the payment time-out cancelled is reopened and paid, only when its stock and its
 *   voucher use can both be taken again in this transaction;
 * - any other cancelled order (its customer's or an admin's cancel, or a time-out whose stock or
 *   voucher is gone) is never paid: a gateway's money puts it in Refund pending, so the admin refunds
 *   it through that gateway; the bank's money is kept as a reconciliation (the caller's, as it
 *   keeps the notification's details). Which of the two is the method's rule (its lateMoney in
 *   payment-methods.ts).
 *
 * Cash collected on delivery is paid here too (cashCollected), in the delivery's own transaction
 * (api/orders/order-life.ts): it only happens to a shipped, open order, which the table checks.
 */
import { orderOwnerKey } from '../shared/guest-order.js';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { allInStock, moveStock, readLineProducts } from '../data/variant-stock.js';
import { readVoucherUsage, takeVoucherUse, type VoucherRead } from '../data/voucher-uses.js';
import { CASH_ON_DELIVERY } from '../shared/constants.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { OrderPayment } from '../shared/entities/payment.js';
import {
  applyStatusChange,
  cancellerOf,
  lifeFields,
  transitionRefusal,
  type StatusBy,
  type StatusChangeRequest,
} from '../shared/order-status.js';
import { ORDER_LIFE_MSG } from '../shared/payment-messages.js';
import { paymentMethodOf } from './payment-methods.js';

export interface ArrivedMoney {
  /** Who paid, in the history and the audit log (the gateway or the bank). */
  by: StatusBy;
  payment: OrderPayment;
  /** When the shop learned of it (the history entry's time). */
  at: string;
  /** When the money was paid, as its notification says (the order's paidAt). */
  paidAt: string;
  /** The history entry's note (the bank's reference), null for none. */
  note: string | null;
}

export type Settlement =
  | { outcome: 'paid' | 'reopened' | 'refundPending'; update: Partial<OrderDoc> }
  /** Nothing written: the order is paid already, or may not be paid (cancelled): the caller keeps the money apart. */
  | { outcome: 'alreadyPaid' | 'refused' };

/**
 * What the arriving money does to the order, with the order's update (the caller writes it with its
 * own records). May read products and the voucher, so the caller must not have written yet; writes
 * the stock and the voucher use itself when it reopens the order.
 */
export async function settleArrivedMoney(
  tx: Transaction,
  db: Firestore,
  order: OrderDoc,
  money: ArrivedMoney,
): Promise<Settlement> {
  if (order.isPaid) return { outcome: 'alreadyPaid' };
  const paidFields = { isPaid: true, paidAt: money.paidAt, payment: money.payment };
  const paid = () => ({
    ...lifeFields(applyStatusChange(order, paidEntry(money.at, money.by, money.note))),
    ...paidFields,
  });

  const mayPay = transitionRefusal(order, 'paid', 'gateway', CASH_ON_DELIVERY) === null;
  if (!order.cancelledAt) return mayPay ? { outcome: 'paid', update: paid() } : { outcome: 'refused' };
  // The table lets only the time-out's cancellation be paid (cancellerOf, never the reason's text).
  if (mayPay && cancellerOf(order) === 'timeout' && (await takeHoldsAgain(tx, db, order))) {
    return { outcome: 'reopened', update: { ...paid(), ...(order.voucherCode ? { voucherHeld: true } : {}) } };
  }
  const mayWaitForRefund = transitionRefusal(order, 'refundPending', 'gateway', CASH_ON_DELIVERY) === null;
  // What late money does is its method's rule (payment-methods.ts): wait for a refund, or be kept apart.
  const lateMoney = paymentMethodOf(money.payment.provider).lateMoney ?? 'keepApart';
  if (lateMoney === 'keepApart' || !mayWaitForRefund) return { outcome: 'refused' };
  const waiting = applyStatusChange(order, {
    status: 'refundPending',
    at: money.at,
    by: money.by,
    note: ORDER_LIFE_MSG.paidAfterCancel,
  });
  return { outcome: 'refundPending', update: { ...lifeFields(waiting), ...paidFields } };
}

/**
 * The order's 'paid' entry: the one way its history says money arrived, also for the admin's
 * 'Mark as Paid' (money settled outside the shop's methods, api/orders/order-life.ts).
 */
export const paidEntry = (at: string, by: StatusBy, note: string | null): StatusChangeRequest => ({
  status: 'paid',
  at,
  by,
  note,
});

/**
 * The cash the carrier collected at the door of an unpaid cash-on-delivery order, written with its
 * delivery, which the order's table allows only from shipped (api/orders/order-life.ts). Paid by the
 * carrier's own event, the entry says the carrier collected it ("Đã thu hộ COD"); the admin's
 * Deliver Order keeps "cash collected on delivery".
 */
export const cashCollected = (at: string, by: StatusBy): StatusChangeRequest =>
  paidEntry(at, by, by.role === 'carrier' ? ORDER_LIFE_MSG.carrierCollectedCod : ORDER_LIFE_MSG.cashCollected);

/**
 * Takes a time-out's order's stock and voucher use again, or answers false having written nothing
 * (a product sold out or deleted, or the voucher used up or deleted meanwhile). The voucher's dates
 * are not checked again: the customer paid the price it gave while it was valid.
 */
async function takeHoldsAgain(tx: Transaction, db: Firestore, order: OrderDoc): Promise<boolean> {
  const products = await readLineProducts(tx, db, order.orderItems);
  const voucher = order.voucherCode ? await readVoucherUsage(tx, db, order.voucherCode, orderOwnerKey(order)) : null;
  // Per variant for a product sold in configurations (data/variant-stock.ts).
  if (!allInStock(products, order.orderItems) || (voucher && !voucherUseLeft(voucher))) return false;
  moveStock(tx, db, products, order.orderItems, -1);
  if (voucher) takeVoucherUse(tx, voucher);
  return true;
}

/** The voucher still exists and has a use left, in all and for this customer. */
function voucherUseLeft({ voucher, usage }: VoucherRead): boolean {
  if (!voucher) return false;
  if (voucher.maxUses !== null && usage.used >= voucher.maxUses) return false;
  return voucher.maxUsesPerCustomer === null || usage.usedByCustomer < voucher.maxUsesPerCustomer;
}
