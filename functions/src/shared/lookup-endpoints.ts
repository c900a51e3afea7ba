/**
 * The contract's rows for finding an order by phone and order code (ENDPOINTS in api-contract.ts
 * spreads these in; docs/decisions/0105-order-lookup-codes.md): how each is called, who may, and
 * what it may answer.
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { Order } from './entities/order.js';
import type { orderLookupSchema, orderLookupVerifySchema } from './order-lookup-schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

/** The answer to every well-formed lookup, known pair or not. */
export interface OrderLookupAnswer {
  message: string;
  expiresInSeconds: number;
}

/** A right code: the token that opens the order (as guest checkout issues it) and the order. */
export interface OrderLookupVerified {
  orderToken: string;
  expiresAt: string;
  order: Order;
}

export interface LookupEndpointTypes {
  requestOrderLookup: { body: typeof orderLookupSchema; response: OrderLookupAnswer };
  verifyOrderLookup: { body: typeof orderLookupVerifySchema; response: OrderLookupVerified };
}

export const LOOKUP_ENDPOINTS = {
  // 202 with one answer for every well-formed pair; a known one gets a code by email.
  // 429: lookups per pair, phone and client (api/limits/order-lookup-limits.ts).
  requestOrderLookup: { method: 'POST', path: '/orders/lookup', auth: 'public', status: 202, errors: [429] },
  // 401: a wrong, expired or unknown code, one message; 429: the code voided by 5 wrong tries, or
  // too many guesses for the phone.
  verifyOrderLookup: { method: 'POST', path: '/orders/lookup/verify', auth: 'public', errors: [401, 429] },
} as const satisfies Rows;
