/**
 * Payments: what a gateway or the bank told us about an order's money, the attempts and bank
 * notifications the functions keep, money that paid no order, and what the payment pages exchange.
 */
import type { PaymentMethod } from '../constants.js';
import type { StatusBy } from '../order-status.js';

/**
 * What the shopper transfers for a BANK_TRANSFER order: the VietQR payload (NAPAS / EMVCo, the
 * shop's bank and account, the amount and the order code as the transfer note), the same as text,
 * and the time the order expires unpaid.
 */
export interface OrderBankTransfer {
  qrPayload: string;
  /** The transfer note the bank's notification is matched by, e.g. LS7K2Q9. */
  orderCode: string;
  accountNumber: string;
  /** The bank's NAPAS BIN. */
  bankBin: string;
  /** Whole VND: the order total rounded, as a bank transfers it. */
  amount: number;
  expiresAt: string;
}

/**
 * One bank notification in SePay's format, kept in `bankNotifications/{id}` (functions only) so a
 * repeat of it changes nothing, with what the shop made of it.
 */
export interface BankNotificationDoc {
  transferType: string;
  transferAmount: number;
  content: string;
  referenceCode: string;
  transactionDate: string;
  receivedAt: string;
  outcome: 'paid' | 'reconciled' | 'ignored-out';
  orderId: string | null;
}

/**
 * A refund of a paid order: through the gateway that took the money (its answer kept as it came),
 * or made by hand outside the shop and recorded with its reference.
 */
export interface OrderRefund {
  method: 'gateway' | 'hand';
  /** requesting while the gateway has not answered yet; done or failed after. */
  state: 'requesting' | 'done' | 'failed';
  /** The refund's own request id sent to the gateway, or the hand refund's reference. */
  reference: string;
  amount: number;
  /** The gateway's answer: its code, message and refund transaction number (null for a hand refund). */
  gatewayCode: string | null;
  gatewayMessage: string | null;
  transactionNo: string | null;
  at: string;
  /** The role; who it was is in orders/{id}/staff/actors (shared/order-staff.ts). */
  by: StatusBy;
}

/** What a gateway told us about the payment that paid an order. */
export interface OrderPayment {
  provider: PaymentMethod;
  /** Our transaction reference of the attempt (vnp_TxnRef, MoMo orderId). */
  reference: string;
  /** The gateway's own transaction number (vnp_TransactionNo, MoMo transId). */
  transactionNo: string;
  /** vnp_BankCode; MoMo's payType. */
  bankCode: string | null;
  /** When the gateway says the money moved, ISO-8601 UTC. */
  payDate: string;
}

/** One trip to a gateway, kept in `payments/{reference}` (functions only). */
export interface PaymentAttemptDoc {
  orderId: string;
  userId: string;
  provider: PaymentMethod;
  /** What the gateway was asked to charge, in its own unit: vnp_Amount (VND × 100) or MoMo's whole đồng. */
  gatewayAmount: number;
  /**
   * pending until the gateway's notification; voided when an admin deleted its order before the
   * notification came (a success then goes to paymentReconciliations, never to another order).
   */
  status: 'pending' | 'paid' | 'failed' | 'voided';
  createdAt: string;
  /** The gateway's notification, once it arrived. */
  result: { code: string; transactionNo: string; bankCode: string | null; payDate: string | null; at: string } | null;
}

/**
 * Why a verified gateway payment paid no order (docs/decisions/0014-payments.md): its order was
 * deleted, its attempt had failed or was voided, the order was cancelled and its stock is gone,
 * the order was already paid, or the order's total is no longer what the attempt charged.
 */
export const RECONCILIATION_REASONS = [
  'order-deleted',
  'attempt-failed',
  'attempt-voided',
  'order-cancelled',
  'already-paid',
  'amount-changed',
  /** A bank transfer for an order that awaits payment, but not for its amount. */
  'transfer-amount-mismatch',
  /** A bank transfer whose note names no order. */
  'transfer-unmatched',
  /** A bank notification of money received on an account that is not the shop's. */
  'transfer-other-account',
] as const;
export type ReconciliationReason = (typeof RECONCILIATION_REASONS)[number];

/**
 * Money a gateway took that paid no order, kept in `paymentReconciliations/{reference}` (one per
 * attempt; functions only) until an admin refunds it in the gateway's portal and says so.
 */
export interface PaymentReconciliationDoc {
  /** The attempt's reference (vnp_TxnRef, MoMo orderId), also the document id. */
  reference: string;
  orderId: string;
  userId: string;
  provider: PaymentMethod;
  /** What the gateway took, in VND. */
  amount: number;
  /** The gateway's own transaction number, to find it in the gateway's portal. */
  transactionNo: string;
  reason: ReconciliationReason;
  createdAt: string;
  state: 'needs-refund' | 'refunded';
  /** Who said it was refunded by hand, when, and their note; null while it needs a refund. */
  refund: { by: { uid: string; email: string }; at: string; note: string } | null;
}
export type PaymentReconciliation = PaymentReconciliationDoc & { _id: string };

/** POST /api/orders/{id}/payment-url: where to send the shopper, and what the gateway will charge. */
export interface PaymentRedirect {
  url: string;
  /** The gateway the shopper pays on: the method's name, or pay later's provider (FUNDIIN). */
  provider: PaymentMethod | 'FUNDIIN';
  reference: string;
  /** In VND, as the gateway charges it (VNPAY to 2 decimals, MoMo in whole đồng). */
  amount: number;
}

/** What a return page learns from the parameters the gateway put on the browser's return URL. */
export interface PaymentReturn {
  orderId: string;
  reference: string;
  /** What the gateway told the browser; only the server notification makes the order paid. */
  outcome: 'success' | 'failed';
  /** Why it failed, in Vietnamese and English; null on success. */
  reason: string | null;
}
