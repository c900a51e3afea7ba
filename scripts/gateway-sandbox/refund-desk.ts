/**
 * VNPAY's and MoMo's refund APIs (docs/decisions/0020-order-life.md): each request's signature is
 * checked as the gateway checks it, and answered as the gateway answers, signed. The next refund
 * can be made to fail (`POST /__sandbox/next-refund {"fail": true}`) so the shop's failure path
 * can be tried; every refund asked for is kept for the tests (`GET /__sandbox/refunds`).
 */
import { momoVerify } from '../../functions/src/payments/momo/signature.js';
import { MOMO_REFUND_FIELDS } from '../../functions/src/payments/momo/refund.js';
import {
  VNPAY_REFUND_HASH_FIELDS,
  VNPAY_REFUND_RESPONSE_HASH_FIELDS,
} from '../../functions/src/payments/vnpay/refund.js';
import { vnpayPipeSign } from '../../functions/src/payments/vnpay/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import { vnpayTimestamp } from '../../functions/src/shared/vietnam-time.js';
import type { Reply } from './reply.js';

const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;
/** VNPAY's refund codes: 97 bad checksum, 94 a request id already used, 99 other (the planned failure). */
const VNPAY_CODES = { ok: '00', badSignature: '97', duplicate: '94', badInput: '03', failed: '99' } as const;
/** MoMo's: 0 success, 11 access denied (bad signature), 41 duplicate orderId, 1001 refused (the planned failure). */
const MOMO_CODES = { ok: 0, badSignature: 11, duplicate: 41, badInput: 20, failed: 1001 } as const;
let refundCounter = 15_000_000;

export interface SandboxRefund {
  provider: 'VNPAY' | 'MOMO' | 'FUNDIIN';
  /** The shop's request id. */
  requestId: string;
  /** The refunded payment's transaction number. */
  transactionNo: string;
  amount: number;
  ok: boolean;
  code: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export class RefundDesk {
  /** Every refund asked for, oldest first. */
  readonly refunds: SandboxRefund[] = [];
  private failNext = false;
  private readonly requestIds = new Set<string>();

  /** POST /__sandbox/next-refund: `{fail: true}` makes the next refund (either gateway) fail. */
  planNext(body: unknown): Reply {
    const fail = record(body).fail;
    if (typeof fail !== 'boolean') return { status: 400, json: { message: 'fail must be a boolean' } };
    this.failNext = fail;
    return { status: 200, json: { fail } };
  }

  /** Whether the next refund (any gateway's) was planned to fail; the plan is then used up. */
  takeFailure(): boolean {
    const fail = this.failNext;
    this.failNext = false;
    return fail;
  }

  /** POST /merchant_webapi/api/transaction with vnp_Command=refund. */
  vnpayRefund(body: unknown): Reply {
    const request = record(body);
    const answer = (code: string, message: string, transactionNo = '') => {
      const fields: Record<string, string> = {
        vnp_ResponseId: `R${(refundCounter += 1)}`,
        vnp_Command: 'refund',
        vnp_ResponseCode: code,
        vnp_Message: message,
        vnp_TmnCode: vnpay.tmnCode,
        vnp_TxnRef: text(request.vnp_TxnRef),
        vnp_Amount: text(request.vnp_Amount),
        vnp_BankCode: 'NCB',
        vnp_PayDate: vnpayTimestamp(new Date().toISOString()),
        vnp_TransactionNo: transactionNo,
        vnp_TransactionType: text(request.vnp_TransactionType),
        vnp_TransactionStatus: code === VNPAY_CODES.ok ? '05' : '',
        vnp_OrderInfo: text(request.vnp_OrderInfo),
      };
      const json = {
        ...fields,
        vnp_SecureHash: vnpayPipeSign(VNPAY_REFUND_RESPONSE_HASH_FIELDS, fields, vnpay.hashSecret),
      };
      return { status: 200, json } satisfies Reply;
    };
    if (text(request.vnp_SecureHash) !== vnpayPipeSign(VNPAY_REFUND_HASH_FIELDS, request, vnpay.hashSecret)) {
      return answer(VNPAY_CODES.badSignature, 'Invalid Checksum');
    }
    if (request.vnp_Command !== 'refund' || request.vnp_Version !== '2.1.0' || request.vnp_TmnCode !== vnpay.tmnCode) {
      return answer(VNPAY_CODES.badInput, 'Invalid request');
    }
    const requestId = text(request.vnp_RequestId);
    if (this.requestIds.has(requestId)) return answer(VNPAY_CODES.duplicate, 'Duplicate request');
    this.requestIds.add(requestId);
    const ok = !this.takeFailure();
    const code = ok ? VNPAY_CODES.ok : VNPAY_CODES.failed;
    this.refunds.push({
      provider: 'VNPAY',
      requestId,
      transactionNo: text(request.vnp_TransactionNo),
      amount: Number(request.vnp_Amount),
      ok,
      code,
    });
    return ok ? answer(code, 'Success', String((refundCounter += 1))) : answer(code, 'Refund refused (sandbox)');
  }

  /** POST /v2/gateway/api/refund. */
  momoRefund(body: unknown): Reply {
    const request = record(body);
    const values = { accessKey: momo.accessKey } as Record<(typeof MOMO_REFUND_FIELDS)[number], string>;
    for (const field of MOMO_REFUND_FIELDS) if (field !== 'accessKey') values[field] = text(request[field]);
    const answer = (resultCode: number, message: string, transId: number | null = null) => {
      const json = {
        partnerCode: momo.partnerCode,
        orderId: values.orderId,
        requestId: values.requestId,
        amount: Number(values.amount),
        transId: transId ?? Number(values.transId),
        resultCode,
        message,
        responseTime: Date.now(),
      };
      return { status: 200, json } satisfies Reply;
    };
    if (!momoVerify(MOMO_REFUND_FIELDS, values, text(request.signature), momo.secretKey)) {
      return answer(MOMO_CODES.badSignature, 'Access denied: wrong signature');
    }
    if (values.partnerCode !== momo.partnerCode || !/^\d+$/.test(values.amount)) {
      return answer(MOMO_CODES.badInput, 'Bad format request');
    }
    if (this.requestIds.has(values.orderId)) return answer(MOMO_CODES.duplicate, 'Duplicate orderId');
    this.requestIds.add(values.orderId);
    const ok = !this.takeFailure();
    const code = ok ? MOMO_CODES.ok : MOMO_CODES.failed;
    this.refunds.push({
      provider: 'MOMO',
      requestId: values.orderId,
      transactionNo: values.transId,
      amount: Number(values.amount),
      ok,
      code: String(code),
    });
    return ok ? answer(code, 'Thành công.', (refundCounter += 1)) : answer(code, 'Giao dịch bị từ chối (sandbox)');
  }
}
