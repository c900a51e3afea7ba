/**
 * Asks VNPAY whether one payment attempt was paid, for an order whose notification never came
 * (docs/decisions/0014-payments.md): its merchant API (vnp_Command=querydr, 2.1.0, a JSON POST to
 * the same URL as the refund, HMAC-SHA512 over the fields joined by '|', the answer's hash checked).
 * The local gateway sandbox answers it.
 */
import { randomUUID } from 'node:crypto';
import { fromVnpayTimestamp, vnpayTimestamp } from '../../shared/vietnam-time.js';
import { answerText, postForObject } from '../gateway-http.js';
import type { AttemptQuestion, GatewayAnswer } from '../gateway-result.js';
import type { PaymentSettings } from '../payment-settings.js';
import { VNPAY_SUCCESS } from './payment.js';
import { vnpayPipeSign } from './signature.js';

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

/** querydr's vnp_ResponseCode for a reference VNPAY has never seen: nobody paid it. */
export const VNPAY_QUERY_NOT_FOUND = '91';
/**
 * vnp_TransactionStatus values that mean no money moved: 01 not completed (the page closed at
 * vnp_ExpireDate, the order's reservation end, before the sweep asks) and 02 failed.
 */
const VNPAY_NOT_PAID_STATUSES = new Set(['01', '02']);
/** VNPAY's merchant API is as slow at times as MoMo's, which asks for at least 30 s. */
const QUERY_TIMEOUT_MS = 30_000;

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
    answerText(answer.vnp_SecureHash) !==
    vnpayPipeSign(VNPAY_QUERY_RESPONSE_HASH_FIELDS, answer, settings.vnpay.hashSecret)
  ) {
    return { verdict: 'unknown', why: 'VNPAY: the answer is not signed by the gateway' };
  }
  const code = answerText(answer.vnp_ResponseCode);
  if (answerText(answer.vnp_TmnCode) !== settings.vnpay.tmnCode)
    return { verdict: 'unknown', why: 'VNPAY: another merchant' };
  if (code === VNPAY_QUERY_NOT_FOUND) return { verdict: 'not-paid', code };
  if (code !== VNPAY_SUCCESS || answerText(answer.vnp_TxnRef) !== question.reference) {
    return { verdict: 'unknown', why: `VNPAY: ${code} ${answerText(answer.vnp_Message)}` };
  }
  const status = answerText(answer.vnp_TransactionStatus);
  if (VNPAY_NOT_PAID_STATUSES.has(status)) return { verdict: 'not-paid', code: status };
  if (status !== VNPAY_SUCCESS) return { verdict: 'unknown', why: `VNPAY: transaction status ${status}` };
  // Paid, but not what this attempt asked for: it pays nothing here (an IPN would be refused too).
  if (answerText(answer.vnp_Amount) !== String(question.gatewayAmount)) return { verdict: 'not-paid', code: 'amount' };
  return {
    verdict: 'paid',
    result: {
      provider: 'VNPAY',
      reference: question.reference,
      gatewayAmount: question.gatewayAmount,
      paid: true,
      code: VNPAY_SUCCESS,
      transactionNo: answerText(answer.vnp_TransactionNo),
      bankCode: answerText(answer.vnp_BankCode) || null,
      payDate: fromVnpayTimestamp(answerText(answer.vnp_PayDate)),
      reason: null,
    },
  };
}

/** Asks VNPAY about the attempt; never throws. */
export async function queryVnpay(settings: PaymentSettings, question: AttemptQuestion): Promise<GatewayAnswer> {
  const answer = await postForObject(settings.vnpay.refundUrl, vnpayQueryRequest(settings, question), QUERY_TIMEOUT_MS);
  return typeof answer === 'string'
    ? { verdict: 'unknown', why: `VNPAY: ${answer}`, unreachable: true }
    : readVnpayQueryAnswer(settings, question, answer);
}
