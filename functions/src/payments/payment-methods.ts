/**
 * The one table of the ways to pay the shop knows: a method's folder, and its row here. Everything
 * that depends on how an order is paid asks this table (paymentMethodOf), never the method's name.
 */
import type { PaymentMethod } from '../shared/constants.js';
import type { OrderDoc } from '../shared/entities/order.js';
import { bankTransferMethod } from './bank-transfer/method.js';
import { codMethod } from './cod/method.js';
import type { AttemptQuestion, GatewayAnswer, GatewayRefundAnswer, GatewayRefundRequest } from './gateway-result.js';
import { momoMethod } from './momo/method.js';
import type { PaymentMethodModule } from './payment-method.js';
import type { PaymentSettings } from './payment-settings.js';
import { vnpayMethod } from './vnpay/method.js';
import { installmentMethod } from './installment/method.js';
import { financeCompanyMethod } from './finance-company/method.js';

const METHODS = new Map<string, PaymentMethodModule>(
  [
    vnpayMethod,
    momoMethod,
    codMethod,
    bankTransferMethod,
    // Pay later through Fundiin (docs/decisions/0102-pay-later-through-fundiin.md).
    installmentMethod,
    // Staff approve a finance company's application (docs/decisions/0110-finance-company-applications.md).
    financeCompanyMethod,
  ].map((method) => [method.id, method]),
);

/** The method's row; an order only ever carries a method of the table (the request schemas check it). */
export function paymentMethodOf(id: string): PaymentMethodModule {
  const method = METHODS.get(id);
  if (!method) throw new Error(`Unknown payment method ${id}`);
  return method;
}

/**
 * Adds a row for as long as a test needs it (a method the shop does not offer yet); answers how to
 * take it away again. Production code never calls it: its rows are the list above.
 */
export function addPaymentMethodForTest(method: PaymentMethodModule): () => void {
  METHODS.set(method.id, method);
  return () => METHODS.delete(method.id);
}

/** What the order's gateway will be asked to charge: its own unit, and the same in VND for the shopper. */
export function gatewayCharge(order: Pick<OrderDoc, 'paymentMethod' | 'totalPrice'>): {
  gatewayAmount: number;
  amount: number;
} {
  const { charge } = paymentMethodOf(order.paymentMethod);
  if (!charge) throw new Error(`${order.paymentMethod} charges nothing through a gateway`);
  return charge(order.totalPrice);
}

/** An amount in the gateway's own unit, in VND (VNPAY counts VND × 100). */
export function gatewayAmountInVnd(provider: PaymentMethod, gatewayAmount: number): number {
  const { amountInVnd } = paymentMethodOf(provider);
  return amountInVnd ? amountInVnd(gatewayAmount) : gatewayAmount;
}

/** Asks the attempt's gateway whether it was paid; never throws. */
export function queryGatewayPayment(settings: PaymentSettings, question: AttemptQuestion): Promise<GatewayAnswer> {
  const { query } = paymentMethodOf(question.provider);
  return query
    ? query(settings, question)
    : Promise.resolve({ verdict: 'unknown', why: `${question.provider} has no query` });
}

/** Refunds through the gateway that took the payment. */
export function refundThroughGateway(
  settings: PaymentSettings,
  request: GatewayRefundRequest,
): Promise<GatewayRefundAnswer> {
  const { refund } = paymentMethodOf(request.payment.provider);
  if (!refund) throw new Error(`${request.payment.provider} refunds through no gateway`);
  return refund(settings, request);
}
