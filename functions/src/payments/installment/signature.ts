/**
 * Fundiin's signature, to its published rule (docs.fundiin.vn/v2, HMAC Signatures): the `Signature`
 * header is HMAC-SHA256 of the raw body with the secret key, in hex, on the shop's requests and on
 * Fundiin's notifications alike. The gateway sandbox signs with the same functions.
 */
import { createHmac } from 'node:crypto';
import { sameHex } from '../gateway-http.js';

export const fundiinSign = (rawBody: string | Buffer, secretKey: string): string =>
  createHmac('sha256', secretKey).update(rawBody).digest('hex');

/** Constant-time check of a `Signature` header against the raw body; false when either is missing. */
export const fundiinVerify = (rawBody: string | Buffer | undefined, signature: unknown, secretKey: string): boolean =>
  rawBody !== undefined && typeof signature === 'string' && sameHex(signature, fundiinSign(rawBody, secretKey));

/** Fundiin's `Request-Time`: `YYYY-MM-DD hh:mm:ss`, in Vietnam time (UTC+7). */
export const fundiinRequestTime = (now: Date): string =>
  new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
