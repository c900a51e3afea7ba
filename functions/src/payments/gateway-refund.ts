/**
 * Refunds through the gateway that took the money (docs/decisions/0020-order-life.md): VNPAY's
 * merchant API (vnp_Command=refund, 2.1.0, a JSON POST signed with HMAC-SHA512 over the fields
 * joined by '|') and MoMo's /v2/gateway/api/refund (HMAC-SHA256 over its raw field string). The
 * local gateway sandbox answers both.
 */
import { createHmac } from 'node:crypto';
import type { OrderPayment } from '../shared/entities/payment.js';
import { vnpayTimestamp } from '../shared/vietnam-time.js';
import { momoSign } from './gateway-signatures.js';
import type { PaymentSettings } from './payment-settings.js';

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

/** VNPAY's code for a successful refund request. */
export const VNPAY_REFUND_OK = '00';
/** A full refund (02); a partial one would be 03. */
const VNPAY_FULL_REFUND = '02';
/** MoMo's resultCode for a successful refund. */
export const MOMO_REFUND_OK = 0;
/** Said when the gateway answered nothing usable: no money is assumed to have moved. */
export const GATEWAY_NO_ANSWER = 'no-answer';
const REFUND_TIMEOUT_MS = 20_000;

/** The request fields VNPAY signs for a refund, in the documented order. */
export const VNPAY_REFUND_HASH_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The response fields VNPAY signs, in the documented order. */
export const VNPAY_REFUND_RESPONSE_HASH_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** MoMo's refund request fields, signed in this order (values raw). */
export const MOMO_REFUND_FIELDS = [
  'accessKey',
  'amount',
  'description',
  'orderId',
  'partnerCode',
  'requestId',
  'transId',
] as const;

/** HMAC-SHA512 over the values joined by '|', a missing value as empty. */
export function vnpayPipeSign(fields: readonly string[], values: Record<string, unknown>, hashSecret: string): string {
  const data = fields.map((field) =>
    values[field] === undefined || values[field] === null ? '' : String(values[field]),
  );
  return createHmac('sha512', hashSecret).update(data.join('|')).digest('hex');
}

async function postJson(url: string, body: unknown): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
    });
    const answer: unknown = await res.json();
    return answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const noAnswer = (provider: string): GatewayRefundAnswer => ({
  ok: false,
  code: GATEWAY_NO_ANSWER,
  message: `${provider} did not answer the refund`,
  transactionNo: null,
});

export async function refundThroughVnpay(
  settings: PaymentSettings,
  request: GatewayRefundRequest,
): Promise<GatewayRefundAnswer> {
  const { vnpay } = settings;
  const fields = {
    vnp_RequestId: request.requestId,
    vnp_Version: '2.1.0',
    vnp_Command: 'refund',
    vnp_TmnCode: vnpay.tmnCode,
    vnp_TransactionType: VNPAY_FULL_REFUND,
    vnp_TxnRef: request.payment.reference,
    vnp_Amount: request.gatewayAmount,
    vnp_TransactionNo: request.payment.transactionNo,
    vnp_TransactionDate: vnpayTimestamp(request.payment.payDate),
    vnp_CreateBy: request.createdBy,
    vnp_CreateDate: vnpayTimestamp(request.now.toISOString()),
    // The shop's server asks, not a shopper's browser.
    vnp_IpAddr: '127.0.0.1',
    vnp_OrderInfo: `Hoan tien giao dich ${request.payment.reference}`,
  };
  const answer = await postJson(vnpay.refundUrl, {
    ...fields,
    vnp_SecureHash: vnpayPipeSign(VNPAY_REFUND_HASH_FIELDS, fields, vnpay.hashSecret),
  });
  if (!answer) return noAnswer('VNPAY');
  // An answer not signed with the shop's secret is not VNPAY's: nothing is assumed to have moved.
  const signature = text(answer.vnp_SecureHash);
  if (signature !== vnpayPipeSign(VNPAY_REFUND_RESPONSE_HASH_FIELDS, answer, vnpay.hashSecret)) {
    return { ...noAnswer('VNPAY'), message: 'VNPAY: the refund answer is not signed by the gateway' };
  }
  const code = text(answer.vnp_ResponseCode);
  return {
    ok: code === VNPAY_REFUND_OK,
    code,
    message: `VNPAY: ${text(answer.vnp_Message) || code}`,
    transactionNo: text(answer.vnp_TransactionNo) || null,
  };
}

export async function refundThroughMomo(
  settings: PaymentSettings,
  request: GatewayRefundRequest,
): Promise<GatewayRefundAnswer> {
  const { momo } = settings;
  const fields = {
    accessKey: momo.accessKey,
    amount: request.gatewayAmount,
    description: `Hoan tien giao dich ${request.payment.reference}`,
    orderId: request.requestId,
    partnerCode: momo.partnerCode,
    requestId: request.requestId,
    transId: request.payment.transactionNo,
  };
  const { accessKey: _accessKey, ...body } = fields;
  void _accessKey;
  const answer = await postJson(momo.refundUrl, {
    ...body,
    lang: 'vi',
    signature: momoSign(MOMO_REFUND_FIELDS, fields, momo.secretKey),
  });
  if (!answer || answer.resultCode === undefined) return noAnswer('MoMo');
  const code = text(answer.resultCode);
  return {
    ok: code === String(MOMO_REFUND_OK),
    code,
    message: `MoMo: ${text(answer.message) || code}`,
    transactionNo: text(answer.transId) || null,
  };
}

/** Refunds through the gateway that took the payment. */
export function refundThroughGateway(
  settings: PaymentSettings,
  request: GatewayRefundRequest,
): Promise<GatewayRefundAnswer> {
  return request.payment.provider === 'VNPAY'
    ? refundThroughVnpay(settings, request)
    : refundThroughMomo(settings, request);
}
