/**
 * `orderLookups/{pairKey}`: the one-time code asked for a (phone, order code) pair
 * (docs/decisions/0105-order-lookup-codes.md). The id is an HMAC of the pair, so the collection
 * names no phone; an unknown pair gets a record too (orderId null), so both cases do the same work.
 */
export interface OrderLookupDoc {
  /** The order the pair names; null when it names none (no code was sent). */
  orderId: string | null;
  /** HMAC-SHA256 of the code, hex: the code itself is never stored. */
  codeHash: string;
  /** ISO-8601 UTC: 5 minutes after the request. */
  expiresAt: string;
  /** Wrong codes tried against this code; at MAX_WRONG_TRIES it is void. */
  wrongTries: number;
  /** ISO-8601 UTC; the sweep deletes records a day old. */
  createdAt: string;
}
