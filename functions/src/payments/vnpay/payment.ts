/** VNPAY payment API 2.1.0: the payment URL the shopper is sent to, and reading what VNPAY sends back. */
import type { PaymentSettings } from '../payment-settings.js';
import { ipnPath, returnPath } from '../payment-settings.js';
import { vnpaySignedQuery, vnpayVerify, type GatewayParams } from './signature.js';
import type { ReadResult } from '../gateway-result.js';
import { vnpayFailureReason } from './reasons.js';
import { paymentOrderInfo } from '../payment-reference.js';
import { fromVnpayTimestamp, vnpayTimestamp } from '../../shared/vietnam-time.js';

export const VNPAY_SUCCESS = '00';
/** VNPAY asks for the amount in VND × 100, as an integer. */
export const vnpayGatewayAmount = (totalPrice: number): number => Math.round(totalPrice * 100);

export interface VnpayPaymentRequest {
  reference: string;
  orderId: string;
  gatewayAmount: number;
  clientIp: string;
  createdAt: string;
  /** The payment page stops accepting the payment at this instant (the order's reservation end). */
  expiresAt: string;
}

export function vnpayPaymentUrl(settings: PaymentSettings, request: VnpayPaymentRequest): string {
  const params: GatewayParams = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: settings.vnpay.tmnCode,
    vnp_Amount: String(request.gatewayAmount),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.reference,
    vnp_OrderInfo: paymentOrderInfo(request.orderId),
    vnp_OrderType: 'other',
    vnp_Locale: 'vn',
    vnp_ReturnUrl: `${settings.returnBaseUrl}${returnPath('vnpay')}`,
    vnp_IpAddr: request.clientIp,
    vnp_CreateDate: vnpayTimestamp(request.createdAt),
    vnp_ExpireDate: vnpayTimestamp(request.expiresAt),
  };
  return `${settings.vnpay.paymentUrl}?${vnpaySignedQuery(params, settings.vnpay.hashSecret)}`;
}

/** Where VNPAY's notifications arrive (set in VNPAY's merchant portal, not sent in the request). */
export const vnpayIpnUrl = (settings: PaymentSettings) => `${settings.ipnBaseUrl}${ipnPath('vnpay')}`;

/** The vnp_* parameters of a query, each a single string (repeated or nested ones are refused). */
function vnpayParams(query: unknown): GatewayParams | null {
  if (!query || typeof query !== 'object') return null;
  const params: GatewayParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('vnp_')) continue;
    if (typeof value !== 'string') return null;
    params[key] = value;
  }
  return params;
}

/** Reads an IPN or a return URL's query: valid only when VNPAY's hash over it checks out. */
export function readVnpayResult(settings: PaymentSettings, query: unknown): ReadResult {
  const params = vnpayParams(query);
  if (!params || !vnpayVerify(params, settings.vnpay.hashSecret)) return { valid: false };
  const { vnp_TxnRef: reference, vnp_Amount: amount, vnp_ResponseCode: code } = params;
  if (!reference || !amount || !/^\d{1,15}$/.test(amount) || !code || params.vnp_TmnCode !== settings.vnpay.tmnCode) {
    return { valid: false };
  }
  const paid = code === VNPAY_SUCCESS && params.vnp_TransactionStatus === VNPAY_SUCCESS;
  return {
    valid: true,
    result: {
      provider: 'VNPAY',
      reference,
      gatewayAmount: Number(amount),
      paid,
      code,
      transactionNo: params.vnp_TransactionNo ?? '',
      bankCode: params.vnp_BankCode || null,
      payDate: fromVnpayTimestamp(params.vnp_PayDate ?? ''),
      reason: paid ? null : vnpayFailureReason(code === VNPAY_SUCCESS ? (params.vnp_TransactionStatus ?? code) : code),
    },
  };
}
