/**
 * Asks MoMo whether one payment attempt was paid, for an order whose notification never came
 * (docs/decisions/0014-payments.md): /v2/gateway/api/query, HMAC-SHA256 over its raw field string.
 * MoMo documents no signature on the query's answer, so it is trusted only as far as TLS to MoMo's
 * host and its echo of the shop's partner code, order id, request id and amount go. The local
 * gateway sandbox answers it.
 */
import { randomUUID } from 'node:crypto';
import { answerText, postForObject } from '../gateway-http.js';
import type { AttemptQuestion, GatewayAnswer } from '../gateway-result.js';
import type { PaymentSettings } from '../payment-settings.js';
import { momoCodePaid, MOMO_AUTO_CAPTURE } from './payment.js';
import { momoSign } from './signature.js';

/** MoMo's query request fields, signed in this order (values raw). */
export const MOMO_QUERY_FIELDS = ['accessKey', 'orderId', 'partnerCode', 'requestId'] as const;

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
/** MoMo asks callers of its query to wait at least 30 s. */
const QUERY_TIMEOUT_MS = 30_000;

/** MoMo's endpoints share one path: the query is the create endpoint's sibling. */
export const momoQueryUrl = (settings: PaymentSettings): string => new URL('query', settings.momo.createUrl).href;

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
    answerText(answer.partnerCode) === settings.momo.partnerCode &&
    answerText(answer.orderId) === question.reference &&
    answerText(answer.requestId) === request.requestId;
  const code = answerText(answer.resultCode);
  if (!echoes || code === '') return { verdict: 'unknown', why: 'MoMo: the answer is not about this request' };
  if (MOMO_NOT_PAID_CODES.has(code)) return { verdict: 'not-paid', code };
  if (!momoCodePaid(code, MOMO_AUTO_CAPTURE))
    return { verdict: 'unknown', why: `MoMo: ${code} ${answerText(answer.message)}` };
  if (answerText(answer.amount) !== String(question.gatewayAmount)) return { verdict: 'not-paid', code: 'amount' };
  return {
    verdict: 'paid',
    result: {
      provider: 'MOMO',
      reference: question.reference,
      gatewayAmount: question.gatewayAmount,
      paid: true,
      code,
      transactionNo: answerText(answer.transId),
      bankCode: answerText(answer.payType) || null,
      // The answer's responseTime is when MoMo answered the query, not when the money moved.
      payDate: null,
      reason: null,
    },
  };
}

/** Asks MoMo about the attempt; never throws. */
export async function queryMomo(settings: PaymentSettings, question: AttemptQuestion): Promise<GatewayAnswer> {
  const request = momoQueryRequest(settings, question);
  const answer = await postForObject(momoQueryUrl(settings), request, QUERY_TIMEOUT_MS);
  return typeof answer === 'string'
    ? { verdict: 'unknown', why: `MoMo: ${answer}`, unreachable: true }
    : readMomoQueryAnswer(settings, question, request, answer);
}
