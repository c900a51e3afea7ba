/**
 * VNPAY's querydr and MoMo's transaction query (docs/decisions/0014-payments.md): each payment the
 * sandbox took is recorded here by its reference, and a query is answered from that record, its
 * signature checked as the gateway checks it. VNPAY signs its answer; MoMo documents no signature
 * on this answer, so the sandbox sends none. Every query asked is kept for the tests
 * (`GET /__sandbox/queries`).
 */
import { momoVerify } from '../../functions/src/payments/momo/signature.js';
import { vnpayPipeSign } from '../../functions/src/payments/vnpay/signature.js';
import { MOMO_QUERY_FIELDS } from '../../functions/src/payments/momo/query.js';
import { VNPAY_QUERY_HASH_FIELDS, VNPAY_QUERY_RESPONSE_HASH_FIELDS } from '../../functions/src/payments/vnpay/query.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import type { Reply } from './reply.js';

const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;
let responseCounter = 16_000_000;

/** What the sandbox knows of one payment: shown (not finished), paid, or refused. */
export interface VnpayRecord {
  amount: string;
  orderInfo: string;
  outcome: 'open' | 'paid' | 'cancelled';
  transactionNo: string;
  bankCode: string;
  payDate: string;
}

export interface MomoRecord {
  amount: number;
  extraData: string;
  /** open until the shopper pays or cancels; the link dies at expiresAt (ms). */
  outcome: 'open' | 'paid' | 'declined' | 'expired';
  expiresAt: number;
  transId: number;
}

export interface SandboxQuery {
  provider: 'VNPAY' | 'MOMO';
  reference: string;
  /** What the sandbox answered: VNPAY's vnp_ResponseCode/vnp_TransactionStatus, MoMo's resultCode. */
  code: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export class QueryDesk {
  readonly vnpay = new Map<string, VnpayRecord>();
  readonly momo = new Map<string, MomoRecord>();
  /** Every query asked, oldest first. */
  readonly queries: SandboxQuery[] = [];

  /** POST /merchant_webapi/api/transaction with vnp_Command=querydr. */
  vnpayQuery(body: unknown): Reply {
    const request = record(body);
    const reference = text(request.vnp_TxnRef);
    const found = this.vnpay.get(reference);
    const answer = (code: string, message: string, payment?: VnpayRecord) => {
      const status = !payment ? '' : payment.outcome === 'paid' ? '00' : payment.outcome === 'open' ? '01' : '02';
      const fields: Record<string, string> = {
        vnp_ResponseId: String((responseCounter += 1)),
        vnp_Command: 'querydr',
        vnp_ResponseCode: code,
        vnp_Message: message,
        vnp_TmnCode: vnpay.tmnCode,
        vnp_TxnRef: reference,
        vnp_Amount: payment?.amount ?? '',
        vnp_BankCode: payment?.bankCode ?? '',
        vnp_PayDate: payment?.payDate ?? '',
        vnp_TransactionNo: payment?.transactionNo ?? '',
        // 01: a payment (02 and 03 are refunds).
        vnp_TransactionType: payment ? '01' : '',
        vnp_TransactionStatus: status,
        vnp_OrderInfo: payment?.orderInfo ?? '',
        vnp_PromotionCode: '',
        vnp_PromotionAmount: '',
      };
      this.queries.push({ provider: 'VNPAY', reference, code: status ? `${code}/${status}` : code });
      const json = {
        ...fields,
        vnp_SecureHash: vnpayPipeSign(VNPAY_QUERY_RESPONSE_HASH_FIELDS, fields, vnpay.hashSecret),
      };
      return { status: 200, json } satisfies Reply;
    };
    if (text(request.vnp_SecureHash) !== vnpayPipeSign(VNPAY_QUERY_HASH_FIELDS, request, vnpay.hashSecret)) {
      return answer('97', 'Invalid Checksum');
    }
    if (
      request.vnp_Version !== '2.1.0' ||
      request.vnp_TmnCode !== vnpay.tmnCode ||
      !/^\d{14}$/.test(text(request.vnp_TransactionDate)) ||
      !/^\d{14}$/.test(text(request.vnp_CreateDate))
    ) {
      return answer('03', 'Invalid request');
    }
    return found ? answer('00', 'Success', found) : answer('91', 'Transaction not found');
  }

  /** POST /v2/gateway/api/query. */
  momoQuery(body: unknown): Reply {
    const request = record(body);
    const values = { accessKey: momo.accessKey } as Record<(typeof MOMO_QUERY_FIELDS)[number], string>;
    for (const field of MOMO_QUERY_FIELDS) if (field !== 'accessKey') values[field] = text(request[field]);
    const answer = (resultCode: number, message: string, payment?: MomoRecord) => {
      this.queries.push({ provider: 'MOMO', reference: values.orderId, code: String(resultCode) });
      const json = {
        partnerCode: momo.partnerCode,
        orderId: values.orderId,
        requestId: values.requestId,
        extraData: payment?.extraData ?? '',
        amount: payment?.amount ?? 0,
        transId: payment?.outcome === 'paid' ? payment.transId : 0,
        payType: payment?.outcome === 'paid' ? 'qr' : '',
        resultCode,
        refundTrans: [],
        message,
        responseTime: Date.now(),
      };
      return { status: 200, json } satisfies Reply;
    };
    if (!momoVerify(MOMO_QUERY_FIELDS, values, text(request.signature), momo.secretKey)) {
      return answer(11, 'Truy cập bị từ chối. Chữ ký không hợp lệ.');
    }
    if (values.partnerCode !== momo.partnerCode) return answer(20, 'Yêu cầu sai định dạng.');
    const payment = this.momo.get(values.orderId);
    if (!payment) return answer(42, 'OrderId không tồn tại.');
    // As MoMo does, a link nobody used before its orderExpireTime is expired, not still waiting.
    const outcome = payment.outcome === 'open' && Date.now() > payment.expiresAt ? 'expired' : payment.outcome;
    switch (outcome) {
      case 'paid':
        return answer(0, 'Thành công.', payment);
      case 'declined':
        return answer(1006, 'Giao dịch bị từ chối do người dùng từ chối xác nhận thanh toán.', payment);
      case 'expired':
        return answer(1005, 'Giao dịch thất bại do url hoặc QR code đã hết hạn.', payment);
      default:
        return answer(1000, 'Giao dịch đã được khởi tạo, chờ người dùng xác nhận thanh toán.', payment);
    }
  }
}
