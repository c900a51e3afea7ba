/**
 * Asks Fundiin whether one attempt was paid (POST /v2/payments/status, by `referenceId`), for the
 * sweep before it expires an order (docs/decisions/0046-sweep-asks-the-gateway.md). The answer
 * counts only when it echoes the shop's merchant id and the attempt's reference (and, paid, its
 * amount). The sweep asks after the order's hold, when the payment link (its transExpiredTime)
 * is dead: INITIAL and WAITING then mean never paid; PENDING stays unknown.
 */
import { answerText } from '../gateway-http.js';
import type { AttemptQuestion, GatewayAnswer } from '../gateway-result.js';
import type { PaymentSettings } from '../payment-settings.js';
import { fundiinAmount, postToFundiin } from './fundiin-http.js';
import { fromFundiinTime } from './notification.js';
import { INSTALLMENT_PROVIDER } from './settings.js';

export const FUNDIIN_STATUS_PATH = '/v2/payments/status';
const QUERY_TIMEOUT_MS = 20_000;
const NOT_PAID = new Set(['INITIAL', 'WAITING', 'FAIL']);

export function readFundiinStatus(
  settings: PaymentSettings,
  question: AttemptQuestion,
  answer: Record<string, unknown>,
): GatewayAnswer {
  const echoes =
    answerText(answer.merchantId) === settings.installment.merchantId &&
    answerText(answer.referenceId) === question.reference;
  const status = answerText(answer.paymentStatus);
  if (!echoes || status === '') return { verdict: 'unknown', why: 'Fundiin: the answer is not about this payment' };
  if (NOT_PAID.has(status)) return { verdict: 'not-paid', code: status };
  if (status !== 'SUCCESS') return { verdict: 'unknown', why: `Fundiin: ${status} ${answerText(answer.resultMsg)}` };
  if (fundiinAmount(answer.amount) !== question.gatewayAmount) return { verdict: 'not-paid', code: 'amount' };
  const transactionNo = answerText(answer.paymentTransId);
  return {
    verdict: 'paid',
    result: {
      provider: 'INSTALLMENT',
      reference: question.reference,
      gatewayAmount: question.gatewayAmount,
      paid: true,
      code: status,
      transactionNo,
      bankCode: answerText(answer.paymentMethod) || null,
      payDate: fromFundiinTime(answer.paymentTime),
      reason: null,
      orderFields: {
        installment: {
          provider: INSTALLMENT_PROVIDER,
          reference: question.reference,
          providerTransactionId: transactionNo,
          termMonths: null,
          downPaymentAmount: null,
        },
      },
    },
  };
}

/** Asks Fundiin about the attempt; never throws. */
export async function queryFundiin(settings: PaymentSettings, question: AttemptQuestion): Promise<GatewayAnswer> {
  const body = { merchantId: settings.installment.merchantId, referenceId: question.reference, lang: 'vi' };
  const reply = await postToFundiin(settings.installment, FUNDIIN_STATUS_PATH, body, {
    timeoutMs: QUERY_TIMEOUT_MS,
    now: question.now,
  });
  return reply.ok
    ? readFundiinStatus(settings, question, reply.body)
    : { verdict: 'unknown', why: `Fundiin: ${reply.why}`, unreachable: true };
}
