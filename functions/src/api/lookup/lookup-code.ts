/**
 * The one-time codes of order lookup (docs/decisions/0105-order-lookup-codes.md): 6 digits from
 * node:crypto, kept only as an HMAC under a key derived from a server secret, so a copy of the
 * database can neither read a code nor try the million of them offline; compared in constant time.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LOOKUP_CODE_DIGITS } from '../../shared/order-lookup-schemas.js';

/** How long a code opens its order's lookup. */
export const LOOKUP_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries that void a code: the next try, the right code included, is refused until a new code. */
export const MAX_WRONG_TRIES = 5;

const hmacHex = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

export interface LookupHasher {
  /** The record id of a (phone, order code) pair: it names no phone. */
  pairKey(phone: string, orderCode: string): string;
  codeHash(code: string): string;
}

/**
 * Keys derived by purpose from the server secret: the secret is shared with other signed links, and
 * a derived key keeps each purpose's MACs apart (an HMAC of one is never valid as another's).
 */
const purposeKey = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

/** The HMAC of a one-time code under the key of its purpose (phone verification uses its own). */
export const codeHasher = (secret: string, purpose: string) => {
  const key = purposeKey(secret, purpose);
  return (code: string) => hmacHex(key, `code:${code}`);
};

export function lookupHasher(secret: string): LookupHasher {
  const key = purposeKey(secret, 'order-lookup/v1');
  return {
    pairKey: (phone, orderCode) => hmacHex(key, `pair:${phone}|${orderCode}`),
    codeHash: (code) => hmacHex(key, `code:${code}`),
  };
}

export const newLookupCode = (): string =>
  String(randomInt(0, 10 ** LOOKUP_CODE_DIGITS)).padStart(LOOKUP_CODE_DIGITS, '0');

/** Whether two hex digests of one length are equal, in time that does not depend on where they differ. */
export const sameDigest = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};
