/**
 * Fundiin's payment notification (docs.fundiin.vn/v2, Payment Notification): a POST signed like
 * the shop's requests, `notificationType: "PAYMENT_STATUS"`, `paymentStatus` SUCCESS, FAIL or
 * PENDING, answered 204. Read only once its Signature header matches the exact raw body.
 */
import type { OrderInstallment } from '../../shared/entities/order.js';
import { answerText } from '../gateway-http.js';
import type { GatewayResult } from '../gateway-result.js';
import { failureReason } from '../gateway-result.js';
import type { PaymentSettings } from '../payment-settings.js';
import { fundiinAmount } from './fundiin-http.js';
import { INSTALLMENT_PROVIDER } from './settings.js';
import { fundiinVerify } from './signature.js';

/** What the API hands over: the bytes Fundiin sent and its Signature header. */
export interface FundiinNotificationInput {
  rawBody: Buffer | string | undefined;
  signature: string | undefined;
}

export type FundiinNotification =
  | { valid: false }
  /** Verified, but nothing to apply yet (PENDING, or not a payment status). */
  | { valid: true; result: null }
  | { valid: true; result: GatewayResult };

const FUNDIIN_REASONS: Record<string, string> = {
  FAIL: 'Fundiin không duyệt khoản trả sau / Fundiin did not approve the pay-later payment',
  EXPIRED: 'Hết thời gian thanh toán / The payment time ran out',
  CANCELLED: 'Giao dịch đã bị hủy / The payment was cancelled',
};

/** Fundiin's `paymentTime` (`YYYY-MM-DD hh:mm:ss`, Vietnam time) as an ISO UTC instant, or null. */
export function fromFundiinTime(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value) : null;
  if (!match) return null;
  const ms = Date.parse(`${match[1]}T${match[2]}+07:00`);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** What the order records of the pay-later payment: what Fundiin told, nothing guessed. */
export function installmentRecord(body: Record<string, unknown>, reference: string): OrderInstallment {
  const term = Number(answerText(body.termMonths ?? (body.installment as { term?: unknown } | undefined)?.term));
  return {
    provider: INSTALLMENT_PROVIDER,
    reference,
    providerTransactionId: answerText(body.paymentTransId),
    termMonths: Number.isSafeInteger(term) && term > 0 ? term : null,
    downPaymentAmount: fundiinAmount(body.downPaymentAmount),
  };
}

export function readFundiinNotification(settings: PaymentSettings, input: unknown): FundiinNotification {
  const { rawBody, signature } = (input ?? {}) as FundiinNotificationInput;
  if (!fundiinVerify(rawBody, signature, settings.installment.secretKey)) return { valid: false };
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(rawBody));
    if (!parsed || typeof parsed !== 'object') return { valid: false };
    body = parsed as Record<string, unknown>;
  } catch {
    return { valid: false };
  }
  const reference = answerText(body.referenceId);
  const amount = fundiinAmount(body.amount);
  if (answerText(body.merchantId) !== settings.installment.merchantId || !reference || amount === null) {
    return { valid: false };
  }
  const status = answerText(body.paymentStatus);
  if (status !== 'SUCCESS' && status !== 'FAIL') return { valid: true, result: null };
  const paid = status === 'SUCCESS';
  return {
    valid: true,
    result: {
      provider: 'INSTALLMENT',
      reference,
      gatewayAmount: amount,
      paid,
      code: answerText(body.resultStatus) || status,
      transactionNo: answerText(body.paymentTransId),
      bankCode: answerText(body.paymentMethod) || null,
      payDate: fromFundiinTime(body.paymentTime),
      reason: paid ? null : failureReason(FUNDIIN_REASONS, answerText(body.resultStatus) || status),
      orderFields: paid ? { installment: installmentRecord(body, reference) } : undefined,
    },
  };
}
