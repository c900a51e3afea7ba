/**
 * POST /api/orders/{id}/payment-url: a new payment attempt for an unpaid order, and where to send
 * the shopper. Each attempt has its own reference, so a failed payment can be tried again.
 */
import { orderOwnerKey } from '../shared/guest-order.js';
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol, paymentsCol } from '../data/collections.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { PaymentAttemptDoc, PaymentRedirect } from '../shared/entities/payment.js';
import { API_MSG } from '../shared/messages.js';
import { amountOutOfRangeMessage, PAYMENT_MSG } from '../shared/payment-messages.js';
import { badRequest, conflict, HttpError, notFound } from '../http-error.js';
import type { PaymentSettings } from './payment-settings.js';
import { isOverdue, releaseReservation, reservationEnd } from './reservations.js';
import { gatewayCharge, paymentMethodOf } from './payment-methods.js';
import { runTransaction } from '../data/run-transaction.js';
import { readShopSettings } from '../data/shop-settings.js';
import { paymentReference } from './payment-reference.js';

/** Enough for a few declined cards; more looks like someone scripting the gateway. */
export const MAX_PAYMENT_ATTEMPTS = 10;

export { paymentReference };

function checkAmountRange(settings: PaymentSettings, order: OrderDoc, amount: number): void {
  const provider = order.paymentMethod;
  const range = paymentMethodOf(provider).amountRange?.(settings);
  if (range && (amount < range.min || amount > range.max)) {
    throw badRequest(amountOutOfRangeMessage(provider, range.min, range.max));
  }
}

export interface PaymentStart {
  orderId: string;
  /** The account's uid, or a guest order's owner key (shared/guest-order.ts). */
  customerUid: string;
  clientIp: string;
  now: Date;
}

export async function startPayment(
  db: Firestore,
  settings: PaymentSettings,
  start: PaymentStart,
): Promise<PaymentRedirect> {
  const orderRef = ordersCol(db).doc(start.orderId);
  const createdAt = start.now.toISOString();
  // How long an unpaid order holds its stock: the shop's stored setting (at most 60 s old here).
  const { reservationMinutes } = await readShopSettings(db);
  // The transaction either creates the attempt or (for an overdue order) commits the expiry;
  // refusals are thrown after it, so the expiry is kept.
  const attempt = await runTransaction(db, async (tx) => {
    const order = (await tx.get(orderRef)).data();
    // Someone else's order answers like a missing one, as GET /api/orders/{id} does.
    if (!order || orderOwnerKey(order) !== start.customerUid) throw notFound(API_MSG.orderNotFound);
    if (order.isPaid) throw conflict(API_MSG.orderAlreadyPaid);
    // Cash on delivery and bank transfer are never paid on a gateway's page (0022).
    if (!paymentMethodOf(order.paymentMethod).startPayment) throw conflict(API_MSG.orderNotPayable);
    if (order.cancelledAt) return { refused: conflict(PAYMENT_MSG.paymentTimeout) };
    if (isOverdue(order, reservationMinutes, start.now)) {
      await releaseReservation(tx, db, orderRef, order, start.now);
      return { refused: conflict(PAYMENT_MSG.paymentTimeout) };
    }
    if (order.paymentAttempts >= MAX_PAYMENT_ATTEMPTS) throw conflict(API_MSG.tooManyPaymentAttempts);
    const charge = gatewayCharge(order);
    checkAmountRange(settings, order, charge.amount);
    const number = order.paymentAttempts + 1;
    const reference = paymentReference(orderRef.id, number);
    const doc: PaymentAttemptDoc = {
      orderId: orderRef.id,
      userId: orderOwnerKey(order),
      provider: order.paymentMethod,
      gatewayAmount: charge.gatewayAmount,
      status: 'pending',
      createdAt,
      result: null,
    };
    tx.create(paymentsCol(db).doc(reference), doc);
    tx.update(orderRef, { paymentAttempts: number });
    return { reference, order, ...charge };
  });
  if ('refused' in attempt) throw attempt.refused;

  const { reference, order, gatewayAmount, amount } = attempt;
  const provider = order.paymentMethod;
  const startOnGateway = paymentMethodOf(provider).startPayment;
  if (!startOnGateway) throw conflict(API_MSG.orderNotPayable);
  const started = await startOnGateway(settings, {
    reference,
    orderId: orderRef.id,
    gatewayAmount,
    clientIp: start.clientIp,
    now: start.now,
    expiresAt: reservationEnd(order, reservationMinutes),
    order,
  });
  if (!started.ok) {
    await paymentsCol(db)
      .doc(reference)
      .update({
        status: 'failed',
        result: {
          code: 'create-refused',
          transactionNo: '',
          bankCode: null,
          payDate: null,
          at: new Date().toISOString(),
        },
      });
    throw new HttpError(502, started.message);
  }
  return { url: started.url, provider: paymentMethodOf(provider).provider ?? provider, reference, amount };
}
