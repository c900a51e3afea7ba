/**
 * Before the sweep cancels an overdue VNPAY or MoMo order, it asks the gateway about the order's
 * pending attempts (docs/decisions/0014-payments.md): a notification lost on the way must not
 * cancel an order the customer paid. A paid answer is applied exactly as a valid notification is
 * (applyGatewayResult: one transaction on the attempt and the order, so an IPN arriving meanwhile,
 * or another sweep, pays it once). Network calls stay outside every transaction.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { paymentsCol } from '../data/collections.js';
import type { PaymentMethod } from '../shared/constants.js';
import type { OrderDoc } from '../shared/entities/order.js';
import { applyGatewayResult } from './apply-gateway-result.js';
import { queryGatewayPayment } from './payment-methods.js';
import { type GatewayAnswer } from './gateway-result.js';
import type { PaymentSettings } from './payment-settings.js';
import { paymentReference } from './payment-reference.js';

/**
 * How long past the end of its hold an order waits while its gateway gives no usable answer. After
 * that it expires anyway: a payment that shows up later takes the late-notification path (its
 * stock taken again, or kept for a refund).
 */
export const GATEWAY_QUERY_GRACE_MINUTES = 60;

/** What one sweep has learned: the gateways that did not answer are not asked again in it. */
export interface SweepQuestions {
  settings: PaymentSettings;
  unreachable: Set<PaymentMethod>;
}

export const sweepQuestions = (settings: PaymentSettings): SweepQuestions => ({ settings, unreachable: new Set() });

/**
 * True when the order may be expired now: no attempt is pending, the gateway says none was paid,
 * one was paid and is now applied (the expiry then finds the order paid and leaves it), or the
 * grace after `holdEnd` is over. False while the gateway cannot say and the grace lasts.
 */
export async function mayExpireAfterAsking(
  db: Firestore,
  questions: SweepQuestions,
  order: { id: string; doc: OrderDoc; holdEnd: string },
  now: Date,
): Promise<boolean> {
  const { id, doc } = order;
  // Newest first: the shopper's last try is the likeliest to have been paid.
  const refs = Array.from({ length: doc.paymentAttempts }, (_, i) =>
    paymentsCol(db).doc(paymentReference(id, doc.paymentAttempts - i)),
  );
  const attempts = refs.length > 0 ? await db.getAll(...refs) : [];
  let unsure = false;
  for (const snapshot of attempts) {
    const attempt = snapshot.data();
    if (!attempt || attempt.status !== 'pending' || attempt.provider !== doc.paymentMethod) continue;
    const answer: GatewayAnswer = questions.unreachable.has(attempt.provider)
      ? { verdict: 'unknown', why: `${attempt.provider} did not answer earlier in this sweep` }
      : await queryGatewayPayment(questions.settings, {
          provider: attempt.provider,
          reference: snapshot.id,
          orderId: id,
          gatewayAmount: attempt.gatewayAmount,
          createdAt: attempt.createdAt,
          now,
        });
    if (answer.verdict === 'paid') {
      await applyGatewayResult(db, answer.result, now);
      return true;
    }
    if (answer.verdict === 'unknown') {
      if (answer.unreachable) questions.unreachable.add(attempt.provider);
      console.warn(`Payment ${snapshot.id}: ${answer.why}`);
      unsure = true;
    }
  }
  return !unsure || now.getTime() >= Date.parse(order.holdEnd) + GATEWAY_QUERY_GRACE_MINUTES * 60_000;
}
