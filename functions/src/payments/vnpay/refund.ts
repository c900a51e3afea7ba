/**
 * Refunds a VNPAY payment (docs/decisions/0020-order-life.md): its merchant API (vnp_Command=refund,
 * 2.1.0, a JSON POST signed with HMAC-SHA512 over the fields joined by '|'). The local gateway
 * sandbox answers it.
 */
import { vnpayTimestamp } from '../../shared/vietnam-time.js';
import { answerText, postForObject } from '../gateway-http.js';
import { refundNotAnswered, type GatewayRefundAnswer, type GatewayRefundRequest } from '../gateway-result.js';
import type { PaymentSettings } from '../payment-settings.js';
import { vnpayPipeSign } from './signature.js';

/** VNPAY's code for a successful refund request. */
export const VNPAY_REFUND_OK = '00';
/** A full refund (02); a partial one would be 03. */
const VNPAY_FULL_REFUND = '02';
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
  const answer = await postForObject(
    vnpay.refundUrl,
    {
      ...fields,
      vnp_SecureHash: vnpayPipeSign(VNPAY_REFUND_HASH_FIELDS, fields, vnpay.hashSecret),
    },
    REFUND_TIMEOUT_MS,
  );
  if (typeof answer === 'string') return refundNotAnswered('VNPAY');
  // An answer not signed with the shop's secret is not VNPAY's: nothing is assumed to have moved.
  const signature = answerText(answer.vnp_SecureHash);
  if (signature !== vnpayPipeSign(VNPAY_REFUND_RESPONSE_HASH_FIELDS, answer, vnpay.hashSecret)) {
    return { ...refundNotAnswered('VNPAY'), message: 'VNPAY: the refund answer is not signed by the gateway' };
  }
  const code = answerText(answer.vnp_ResponseCode);
  return {
    ok: code === VNPAY_REFUND_OK,
    code,
    message: `VNPAY: ${answerText(answer.vnp_Message) || code}`,
    transactionNo: answerText(answer.vnp_TransactionNo) || null,
  };
}
