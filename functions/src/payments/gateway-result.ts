/** A gateway's verdict on one payment attempt, whichever gateway sent it. */
import type { PaymentMethod } from '../shared/constants.js';

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
}

/** What a notification or a return URL turned out to be. */
export type ReadResult = { valid: true; result: GatewayResult } | { valid: false };
