/**
 * What the shop and a gateway say to each other, whichever gateway it is: its verdict on a payment
 * attempt (notification, return URL, query) and its answer to a refund. The methods' folders
 * (vnpay/, momo/) produce these; the shared payment code reads only these.
 */
import type { PaymentMethod } from '../shared/constants.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { OrderPayment } from '../shared/entities/payment.js';

/** The totals a gateway accepts, VND. */
export interface AmountRange {
  /** Smallest total the gateway accepts, VND. */
  min: number;
  /** Largest total the gateway accepts, VND (inclusive). */
  max: number;
}

export interface GatewayResult {
  provider: PaymentMethod;
  /** Our reference of the attempt (vnp_TxnRef, MoMo orderId). */
  reference: string;
  /** The amount the gateway says it charged, in its own unit (as PaymentAttemptDoc.gatewayAmount). */
  gatewayAmount: number;
  /** True only for the gateway's success codes; anything else is a failed attempt. */
  paid: boolean;
  /** The gateway's result code, kept with the attempt. */
  code: string;
  transactionNo: string;
  bankCode: string | null;
  /** When the money moved, ISO UTC; null when the gateway does not say. */
  payDate: string | null;
  /** Why it failed (Vietnamese / English); null when paid. */
  reason: string | null;
  /** What the provider told about the payment that the order keeps, written when it pays (pay later's plan). */
  orderFields?: Pick<OrderDoc, 'installment'>;
}

/** What a notification or a return URL turned out to be. */
export type ReadResult = { valid: true; result: GatewayResult } | { valid: false };

/** The attempt to ask about: its reference, what it asked the gateway to charge, and when. */
export interface AttemptQuestion {
  provider: PaymentMethod;
  reference: string;
  orderId: string;
  /** In the gateway's own unit (VNPAY: VND × 100, MoMo: VND), as PaymentAttemptDoc.gatewayAmount. */
  gatewayAmount: number;
  /** When the attempt was made: VNPAY's vnp_TransactionDate is the payment's vnp_CreateDate. */
  createdAt: string;
  now: Date;
}

/**
 * paid: the gateway took the attempt's amount (the result a valid notification would carry);
 * not-paid: the gateway says it never will be (not found, declined, the page closed unpaid);
 * unknown: no usable answer (signature, an unexpected or still-processing answer), or none at all
 * (unreachable: the network or a timeout).
 */
export type GatewayAnswer =
  | { verdict: 'paid'; result: GatewayResult }
  | { verdict: 'not-paid'; code: string }
  | { verdict: 'unknown'; why: string; unreachable?: true };

/** What a refund request needs: the payment to refund and this refund's own id. */
export interface GatewayRefundRequest {
  payment: OrderPayment;
  /** The attempt's amount in the gateway's own unit (VNPAY: VND × 100, MoMo: VND). */
  gatewayAmount: number;
  /** Unique per refund request (vnp_RequestId; MoMo's orderId and requestId). */
  requestId: string;
  /** Who asks for it (vnp_CreateBy). */
  createdBy: string;
  now: Date;
}

/** The gateway's answer: ok only when it says the money went back. */
export interface GatewayRefundAnswer {
  ok: boolean;
  code: string;
  message: string;
  /** The refund's own transaction number, when the gateway gives one. */
  transactionNo: string | null;
}

/** Said when the gateway answered nothing usable: no money is assumed to have moved. */
export const GATEWAY_NO_ANSWER = 'no-answer';

export const refundNotAnswered = (provider: string): GatewayRefundAnswer => ({
  ok: false,
  code: GATEWAY_NO_ANSWER,
  message: `${provider} did not answer the refund`,
  transactionNo: null,
});

const UNKNOWN_REASON = 'Giao dịch không thành công / The payment did not go through';

/** Why a gateway says a payment did not go through, from its table of codes (Vietnamese / English). */
export const failureReason = (reasons: Record<string, string>, code: string): string =>
  reasons[code] ?? `${UNKNOWN_REASON} (${code})`;
