/**
 * VNPAY's request signatures, to its published protocol (payment API 2.1.0): HMAC-SHA512 over the
 * sorted, form-encoded parameters for the payment page and its notification, and over the fields
 * joined by '|' for the merchant API (query, refund). The gateway sandbox signs with the same functions.
 */
import { createHmac } from 'node:crypto';
import { sameHex } from '../gateway-http.js';

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

/** The merchant API's signature: HMAC-SHA512 over the values joined by '|', a missing value as empty. */
export function vnpayPipeSign(fields: readonly string[], values: Record<string, unknown>, hashSecret: string): string {
  const data = fields.map((field) =>
    values[field] === undefined || values[field] === null ? '' : String(values[field]),
  );
  return createHmac('sha512', hashSecret).update(data.join('|')).digest('hex');
}
