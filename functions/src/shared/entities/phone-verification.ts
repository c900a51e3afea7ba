/**
 * `phoneVerifications/{uid}`: the one-time code that proves the account holds a phone
 * (docs/decisions/0112-claiming-guest-orders.md). One per account: a new request replaces it.
 */
export interface PhoneVerificationDoc {
  /** The phone the code was sent to (E.164): only that phone is verified by it. */
  phone: string;
  /** HMAC-SHA256 of the code, hex: the code itself is never stored. */
  codeHash: string;
  /** ISO-8601 UTC: 5 minutes after the request. */
  expiresAt: string;
  /** Wrong codes tried against this code; at MAX_WRONG_TRIES it is void. */
  wrongTries: number;
  createdAt: string;
}
