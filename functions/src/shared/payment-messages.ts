/**
 * Payment texts (ADR 0014), apart from messages.ts so that the home route, which loads messages.ts,
 * does not carry them: only order and payment screens do.
 */
import { formatPrice } from './money.js';
/** Order states shown to customers and admins (ADR 0014). */
export const PAYMENT_MSG = {
  paymentTimeout: 'Cancelled: payment time-out',
  needsRefund: 'Needs refund',
  paymentSuccessful: 'Payment successful',
  paymentFailed: 'Payment failed',
  waitingForConfirmation: 'Waiting for confirmation',
  payWith: { VNPAY: 'Pay with VNPAY', MOMO: 'Pay with MoMo' },
  markPaidHint:
    'For payments settled outside VNPAY and MoMo (bank transfer, cash); gateway payments are marked paid by the gateway',
} as const;

/**
 * The API's answers about cash on delivery and bank transfer
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
export const PAYMENT_API_MSG = {
  /** Placing with a method the shop's settings do not offer. */
  paymentMethodNotOffered: 'This payment method is not offered: please choose another one',
  codOverLimit: 'Cash on delivery is not available for an order of this total: please choose another payment method',
  bankWebhookUnauthorized: 'Missing or wrong API key',
} as const;

/** A total the gateway does not accept: said before any redirect. */
export const amountOutOfRangeMessage = (provider: string, min: number, max: number) =>
  `${provider} accepts totals from ${formatPrice(min)} to ${formatPrice(max)}: please choose another payment method`;
