/**
 * MoMo's request signatures, to its published protocol (All-In-One v2): HMAC-SHA256 over named
 * fields in a fixed order, values raw. The gateway sandbox signs with the same functions.
 */
import { createHmac } from 'node:crypto';
import { sameHex } from '../gateway-http.js';

/** The fields MoMo signs when the shop creates a payment, in the order the protocol gives. */
export const MOMO_CREATE_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

/** The fields MoMo signs in its notification (IPN) and on the browser's redirect back to the shop. */
export const MOMO_RESULT_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

type MomoValues<F extends readonly string[]> = Record<F[number], string | number>;

/** `accessKey=…&amount=…&…` with the values raw (not encoded), in the given field order. */
export const momoSignData = <F extends readonly string[]>(fields: F, values: MomoValues<F>): string =>
  fields.map((field: F[number]) => `${field}=${String(values[field])}`).join('&');

export const momoSign = <F extends readonly string[]>(fields: F, values: MomoValues<F>, secretKey: string): string =>
  createHmac('sha256', secretKey).update(momoSignData(fields, values)).digest('hex');

export const momoVerify = <F extends readonly string[]>(
  fields: F,
  values: MomoValues<F>,
  signature: string,
  secretKey: string,
): boolean => sameHex(signature, momoSign(fields, values, secretKey));
