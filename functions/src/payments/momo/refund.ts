/**
 * Refunds a MoMo payment (docs/decisions/0020-order-life.md): /v2/gateway/api/refund, HMAC-SHA256
 * over its raw field string. The local gateway sandbox answers it.
 */
import { answerText, postForObject } from '../gateway-http.js';
import { refundNotAnswered, type GatewayRefundAnswer, type GatewayRefundRequest } from '../gateway-result.js';
import type { PaymentSettings } from '../payment-settings.js';
import { momoSign } from './signature.js';

/** MoMo's resultCode for a successful refund. */
export const MOMO_REFUND_OK = 0;
const REFUND_TIMEOUT_MS = 20_000;

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
  const answer = await postForObject(
    momo.refundUrl,
    {
      ...body,
      lang: 'vi',
      signature: momoSign(MOMO_REFUND_FIELDS, fields, momo.secretKey),
    },
    REFUND_TIMEOUT_MS,
  );
  if (typeof answer === 'string' || answer.resultCode === undefined) return refundNotAnswered('MoMo');
  const code = answerText(answer.resultCode);
  return {
    ok: code === String(MOMO_REFUND_OK),
    code,
    message: `MoMo: ${answerText(answer.message) || code}`,
    transactionNo: answerText(answer.transId) || null,
  };
}
