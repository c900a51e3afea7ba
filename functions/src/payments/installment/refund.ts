/**
 * Refunds a Fundiin payment (POST /v2/payments/refund): the whole amount, by the payment's
 * `paymentTransId`, under this refund's own `referenceId`; the money went back only when Fundiin
 * answers `resultStatus: "APPROVED"`.
 */
import { answerText } from '../gateway-http.js';
import { refundNotAnswered, type GatewayRefundAnswer, type GatewayRefundRequest } from '../gateway-result.js';
import type { PaymentSettings } from '../payment-settings.js';
import { postToFundiin } from './fundiin-http.js';
import { FUNDIIN_APPROVED } from './payment.js';

export const FUNDIIN_REFUND_PATH = '/v2/payments/refund';
const REFUND_TIMEOUT_MS = 20_000;

export async function refundThroughFundiin(
  settings: PaymentSettings,
  request: GatewayRefundRequest,
): Promise<GatewayRefundAnswer> {
  const body = {
    merchantId: settings.installment.merchantId,
    referenceId: request.requestId,
    paymentTransId: request.payment.transactionNo,
    lang: 'vi',
    description: `Hoan tien giao dich ${request.payment.reference}`,
    amount: { value: request.gatewayAmount, currency: 'VND' },
  };
  const reply = await postToFundiin(settings.installment, FUNDIIN_REFUND_PATH, body, {
    timeoutMs: REFUND_TIMEOUT_MS,
    now: request.now,
    idempotencyKey: request.requestId,
  });
  if (!reply.ok || reply.body.resultStatus === undefined) return refundNotAnswered('Fundiin');
  const code = answerText(reply.body.resultStatus);
  return {
    ok: code === FUNDIIN_APPROVED,
    code,
    message: `Fundiin: ${answerText(reply.body.resultMsg) || code}`,
    transactionNo: answerText(reply.body.refundTransId) || null,
  };
}
