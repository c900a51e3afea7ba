/**
 * Asks a gateway whether one payment attempt was paid, for an order whose notification never came
 * (docs/decisions/0014-payments.md): VNPAY's merchant API (vnp_Command=querydr, 2.1.0, a JSON POST
 * to the same URL as the refund, HMAC-SHA512 over the fields joined by '|', the answer's hash
 * checked) and MoMo's /v2/gateway/api/query (HMAC-SHA256 over its raw field string). MoMo documents
 * no signature on the query's answer, so it is trusted only as far as TLS to MoMo's host and its
 * echo of the shop's partner code, order id, request id and amount go. The local gateway sandbox
 * answers both.
 */
import { randomUUID } from 'node:crypto';
import { fromVnpayTimestamp, vnpayTimestamp } from '../shared/vietnam-time.js';
import type { PaymentMethod } from '../shared/constants.js';
import { momoSign } from './gateway-signatures.js';
import { vnpayPipeSign } from './gateway-refund.js';
import type { GatewayResult } from './gateway-result.js';
import { momoCodePaid, MOMO_AUTO_CAPTURE } from './momo.js';
import type { PaymentSettings } from './payment-settings.js';
import { VNPAY_SUCCESS } from './vnpay.js';

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

/** The request fields VNPAY signs for querydr, in the documented order. */
export const VNPAY_QUERY_HASH_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The querydr answer's fields VNPAY signs, in the documented order. */
export const VNPAY_QUERY_RESPONSE_HASH_FIELDS = [
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
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

/** MoMo's query request fields, signed in this order (values raw). */
export const MOMO_QUERY_FIELDS = ['accessKey', 'orderId', 'partnerCode', 'requestId'] as const;

/** querydr's vnp_ResponseCode for a reference VNPAY has never seen: nobody paid it. */
export const VNPAY_QUERY_NOT_FOUND = '91';
/**
 * vnp_TransactionStatus values that mean no money moved: 01 not completed (the page closed at
 * vnp_ExpireDate, the order's reservation end, before the sweep asks) and 02 failed.
 */
const VNPAY_NOT_PAID_STATUSES = new Set(['01', '02']);
/**
 * MoMo's final failures: 42 no such orderId, 1000 created but never confirmed (the link died with
 * the reservation: orderExpireTime), and the payment refusals. 7000, 7002, 8000 (still being
 * processed) and every system error stay unknown.
 */
const MOMO_NOT_PAID_CODES = new Set([
  '42',
  '1000',
  '1001',
  '1002',
  '1003',
  '1004',
  '1005',
  '1006',
  '1007',
  '1017',
  '1026',
  '4001',
  '4100',
]);
/** MoMo asks callers of its query to wait at least 30 s; VNPAY's merchant API is as slow at times. */
const QUERY_TIMEOUT_MS = 30_000;

/** MoMo's endpoints share one path: the query is the create endpoint's sibling. */
export const momoQueryUrl = (settings: PaymentSettings): string => new URL('query', settings.momo.createUrl).href;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

async function postJson(url: string, body: unknown): Promise<Record<string, unknown> | string> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(QUERY_TIMEOUT_MS),
    });
    const answer: unknown = await res.json();
    return answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : 'not a JSON object';
  } catch (error) {
    return `no answer: ${String(error)}`;
  }
}

/** The signed querydr request for one attempt. */
export function vnpayQueryRequest(settings: PaymentSettings, question: AttemptQuestion): Record<string, string> {
  const fields = {
    // Unique per request (VNPAY refuses a repeat within the day), at most 32 characters.
    vnp_RequestId: randomUUID().replace(/-/g, ''),
    vnp_Version: '2.1.0',
    vnp_Command: 'querydr',
    vnp_TmnCode: settings.vnpay.tmnCode,
    vnp_TxnRef: question.reference,
    vnp_TransactionDate: vnpayTimestamp(question.createdAt),
    vnp_CreateDate: vnpayTimestamp(question.now.toISOString()),
    // The shop's server asks, not a shopper's browser.
    vnp_IpAddr: '127.0.0.1',
    vnp_OrderInfo: `Truy van giao dich ${question.reference}`,
  };
  return { ...fields, vnp_SecureHash: vnpayPipeSign(VNPAY_QUERY_HASH_FIELDS, fields, settings.vnpay.hashSecret) };
}

/** What VNPAY's querydr answer says about the attempt; unknown unless it is signed and about it. */
export function readVnpayQueryAnswer(
  settings: PaymentSettings,
  question: AttemptQuestion,
  answer: Record<string, unknown>,
): GatewayAnswer {
  if (
    text(answer.vnp_SecureHash) !== vnpayPipeSign(VNPAY_QUERY_RESPONSE_HASH_FIELDS, answer, settings.vnpay.hashSecret)
  ) {
    return { verdict: 'unknown', why: 'VNPAY: the answer is not signed by the gateway' };
  }
  const code = text(answer.vnp_ResponseCode);
  if (text(answer.vnp_TmnCode) !== settings.vnpay.tmnCode)
    return { verdict: 'unknown', why: 'VNPAY: another merchant' };
  if (code === VNPAY_QUERY_NOT_FOUND) return { verdict: 'not-paid', code };
  if (code !== VNPAY_SUCCESS || text(answer.vnp_TxnRef) !== question.reference) {
    return { verdict: 'unknown', why: `VNPAY: ${code} ${text(answer.vnp_Message)}` };
  }
  const status = text(answer.vnp_TransactionStatus);
  if (VNPAY_NOT_PAID_STATUSES.has(status)) return { verdict: 'not-paid', code: status };
  if (status !== VNPAY_SUCCESS) return { verdict: 'unknown', why: `VNPAY: transaction status ${status}` };
  // Paid, but not what this attempt asked for: it pays nothing here (an IPN would be refused too).
  if (text(answer.vnp_Amount) !== String(question.gatewayAmount)) return { verdict: 'not-paid', code: 'amount' };
  return {
    verdict: 'paid',
    result: {
      provider: 'VNPAY',
      reference: question.reference,
      gatewayAmount: question.gatewayAmount,
      paid: true,
      code: VNPAY_SUCCESS,
      transactionNo: text(answer.vnp_TransactionNo),
      bankCode: text(answer.vnp_BankCode) || null,
      payDate: fromVnpayTimestamp(text(answer.vnp_PayDate)),
      reason: null,
    },
  };
}

/** The signed MoMo query request for one attempt (its orderId is the attempt's reference). */
export function momoQueryRequest(settings: PaymentSettings, question: AttemptQuestion): Record<string, string> {
  const { momo } = settings;
  const fields = {
    accessKey: momo.accessKey,
    orderId: question.reference,
    partnerCode: momo.partnerCode,
    requestId: randomUUID(),
  };
  const { accessKey: _accessKey, ...body } = fields;
  void _accessKey;
  return { ...body, lang: 'vi', signature: momoSign(MOMO_QUERY_FIELDS, fields, momo.secretKey) };
}

/** What MoMo's query answer says about the attempt; unknown unless it echoes this very request. */
export function readMomoQueryAnswer(
  settings: PaymentSettings,
  question: AttemptQuestion,
  request: Record<string, string>,
  answer: Record<string, unknown>,
): GatewayAnswer {
  const echoes =
    text(answer.partnerCode) === settings.momo.partnerCode &&
    text(answer.orderId) === question.reference &&
    text(answer.requestId) === request.requestId;
  const code = text(answer.resultCode);
  if (!echoes || code === '') return { verdict: 'unknown', why: 'MoMo: the answer is not about this request' };
  if (MOMO_NOT_PAID_CODES.has(code)) return { verdict: 'not-paid', code };
  if (!momoCodePaid(code, MOMO_AUTO_CAPTURE))
    return { verdict: 'unknown', why: `MoMo: ${code} ${text(answer.message)}` };
  if (text(answer.amount) !== String(question.gatewayAmount)) return { verdict: 'not-paid', code: 'amount' };
  return {
    verdict: 'paid',
    result: {
      provider: 'MOMO',
      reference: question.reference,
      gatewayAmount: question.gatewayAmount,
      paid: true,
      code,
      transactionNo: text(answer.transId),
      bankCode: text(answer.payType) || null,
      // The answer's responseTime is when MoMo answered the query, not when the money moved.
      payDate: null,
      reason: null,
    },
  };
}

/** Asks the attempt's gateway; never throws. */
export async function queryGatewayPayment(
  settings: PaymentSettings,
  question: AttemptQuestion,
): Promise<GatewayAnswer> {
  if (question.provider === 'VNPAY') {
    const answer = await postJson(settings.vnpay.refundUrl, vnpayQueryRequest(settings, question));
    return typeof answer === 'string'
      ? { verdict: 'unknown', why: `VNPAY: ${answer}`, unreachable: true }
      : readVnpayQueryAnswer(settings, question, answer);
  }
  if (question.provider === 'MOMO') {
    const request = momoQueryRequest(settings, question);
    const answer = await postJson(momoQueryUrl(settings), request);
    return typeof answer === 'string'
      ? { verdict: 'unknown', why: `MoMo: ${answer}`, unreachable: true }
      : readMomoQueryAnswer(settings, question, request, answer);
  }
  return { verdict: 'unknown', why: `${question.provider} has no query` };
}
