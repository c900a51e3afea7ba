/**
 * The contract's rows for verifying the account's phone and claiming guest orders (ENDPOINTS in
 * api-contract.ts spreads these in; docs/decisions/0112-claiming-guest-orders.md): how each is
 * called, who may, and what it may answer.
 */
import type { EndpointName, EndpointSpec, Message } from './api-contract.js';
import type {
  claimOrdersSchema,
  phoneCodeRequestSchema,
  phoneVerifySchema,
  zaloMessagesChoiceSchema,
} from './claim-schemas.js';
import type { Order } from './entities/order.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

/** The account's phone as verified by a code: both null until one is. */
export interface AccountPhone {
  phone: string | null;
  phoneVerifiedAt: string | null;
  /** The verified phone's latest choice of order news by Zalo is an opt-in. */
  zaloMessages: boolean;
}

/** A code sent: where the code went, and for how long it is good. */
export interface PhoneCodeSent extends Message {
  expiresInSeconds: number;
}

/** Guest orders the account may attach to itself, newest first. */
export interface ClaimableOrders {
  orders: Order[];
}

export interface ClaimEndpointTypes {
  myPhone: { response: AccountPhone };
  requestPhoneCode: { body: typeof phoneCodeRequestSchema; response: PhoneCodeSent };
  verifyPhone: { body: typeof phoneVerifySchema; response: AccountPhone & Message };
  chooseZaloMessages: { body: typeof zaloMessagesChoiceSchema; response: AccountPhone & Message };
  claimableOrders: { response: ClaimableOrders };
  claimOrders: { body: typeof claimOrdersSchema; response: ClaimableOrders & Message };
}

export const CLAIM_ENDPOINTS = {
  myPhone: { method: 'GET', path: '/users/phone', auth: 'customer', errors: [] },
  // 202: a 6-digit code by Zalo to the phone; 429: codes per account, phone and client.
  // 409: the shop sends no codes by Zalo (no OTP template), the only way a code reaches a phone.
  requestPhoneCode: { method: 'POST', path: '/users/phone', auth: 'customer', status: 202, errors: [409, 429] },
  // 401: a wrong, expired or missing code, one message; 429: the code voided by 5 wrong tries, or too many guesses.
  verifyPhone: { method: 'POST', path: '/users/phone/verify', auth: 'customer', errors: [401, 429] },
  // Guest orders of the account's verified email or phone; none while neither is verified.
  // The profile's switch for order news by Zalo; 409 while the account has no verified phone.
  chooseZaloMessages: { method: 'PUT', path: '/users/phone/zalo', auth: 'customer', errors: [409] },
  claimableOrders: { method: 'GET', path: '/orders/claimable', auth: 'customer', errors: [] },
  // All or nothing: 404 for an unknown order, 409 for one no longer claimable by this account.
  claimOrders: { method: 'POST', path: '/orders/claim', auth: 'customer', errors: [404, 409] },
} as const satisfies Rows;
