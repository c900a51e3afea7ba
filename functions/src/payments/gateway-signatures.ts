/**
 * Request signatures of the two gateways, to their published protocols: VNPAY payment API 2.1.0
 * (HMAC-SHA512 over the sorted, form-encoded parameters) and MoMo All-In-One v2 (HMAC-SHA256 over
 * named fields in a fixed order, values raw). The gateway sandbox signs with the same functions.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type GatewayParams = Record<string, string>;

const VNPAY_HASH_FIELDS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

/**
 * application/x-www-form-urlencoded as the WHATWG URL standard serialises it (URLSearchParams):
 * space as '+', and `! ' ( ) ~` escaped, as the `vnpay` npm library and VNPAY's PHP demo
 * (`urlencode`) sign them. encodeURIComponent leaves those five raw, so a value holding one would
 * be signed differently from what VNPAY checks.
 */
const formEncode = (value: string) => new URLSearchParams([['', value]]).toString().slice(1);

/**
 * `*` is the one character VNPAY's references disagree on (PHP's urlencode escapes it, the `vnpay`
 * library and Java's URLEncoder do not), so the shop never signs a value holding it.
 */
export const VNPAY_UNSIGNABLE = /\*/;

/** `k=v&…` over the parameters sorted by name, empty values and the hash fields left out. */
export function vnpaySignData(params: GatewayParams): string {
  return Object.keys(params)
    .filter((key) => !VNPAY_HASH_FIELDS.has(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${formEncode(params[key] as string)}`)
    .join('&');
}

export const vnpaySign = (params: GatewayParams, hashSecret: string): string =>
  createHmac('sha512', hashSecret).update(vnpaySignData(params)).digest('hex');

/**
 * A URL whose query is the signed parameters, as the gateway expects and as it returns them.
 * Throws for a value holding `*` (VNPAY_UNSIGNABLE): only configuration can put one there, and the
 * production settings check refuses such a SHOP_BASE_URL at start-up.
 */
export function vnpaySignedQuery(params: GatewayParams, hashSecret: string): string {
  const unsignable = Object.keys(params).find((key) => VNPAY_UNSIGNABLE.test(params[key] ?? ''));
  if (unsignable) throw new Error(`VNPAY cannot sign ${unsignable}: it holds '*'`);
  return `${vnpaySignData(params)}&vnp_SecureHash=${vnpaySign(params, hashSecret)}`;
}

export function vnpayVerify(params: GatewayParams, hashSecret: string): boolean {
  const given = params.vnp_SecureHash;
  return typeof given === 'string' && sameHex(given, vnpaySign(params, hashSecret));
}

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

/** Constant-time comparison of two hex digests (case-insensitive, as the gateways send either). */
function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
