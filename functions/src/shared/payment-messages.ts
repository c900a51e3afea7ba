/**
 * Payment texts (ADR 0014), apart from messages.ts so that the home route, which loads messages.ts,
 * does not carry them: only order and payment screens do.
 */
import { formatPrice } from './money.js';
/** Order states shown to customers and admins (ADR 0014). */
export const PAYMENT_MSG = {
  paymentTimeout: 'Cancelled: payment time-out',
  /** A cash-on-delivery order the shop did not confirm (pack) within the settings' hours. */
  codUnconfirmed: 'Cancelled: not confirmed in time',
  needsRefund: 'Needs refund',
  paymentSuccessful: 'Payment successful',
  paymentFailed: 'Payment failed',
  waitingForConfirmation: 'Waiting for confirmation',
  payWith: { VNPAY: 'Pay with VNPAY', MOMO: 'Pay with MoMo', INSTALLMENT: 'Pay later with Fundiin' },
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
  /** Cash on delivery and bank transfer hold stock without money: only a verified account may ask. */
  verifyEmailFirst: 'Verify your email address before ordering with cash on delivery or bank transfer',
  codAwaitingConfirmation:
    'This phone number already has a cash-on-delivery order waiting for the shop to confirm it: please wait for that order or choose another payment method',
} as const;

/** A total the gateway does not accept: said before any redirect. */
export const amountOutOfRangeMessage = (provider: string, min: number, max: number) =>
  `${provider} accepts totals from ${formatPrice(min)} to ${formatPrice(max)}: please choose another payment method`;

/**
 * An order's life (docs/decisions/0020-order-life.md): why the API refuses a change of state, and
 * what it says about refunds. Kept here, off the home route, with the other order texts.
 */
export const ORDER_LIFE_MSG = {
  transitionRefused: 'This order cannot make that change in its current state',
  cannotCancelShipped: 'This order has been shipped and can no longer be cancelled',
  shipsOnlyPaid: 'This order ships only once it is paid',
  notShipped: 'This order has not been shipped yet',
  notRefundPending: 'Only an order waiting for a refund can be refunded',
  refundInProgress: 'A refund of this order is already in progress, please wait for its answer',
  refundReferenceRequired: 'Enter the reference of the refund you made',
  refundFailed: 'The gateway refused the refund: the order stays Refund pending',
  refundGatewayUnreachable: 'The payment gateway did not answer the refund: the order stays Refund pending',
  paidAfterCancel: 'Paid after the order was cancelled: the payment is to be refunded',
  cashCollected: 'Cash collected on delivery',
  /** A carrier's webhook paid a cash-on-delivery order: the carrier collected the cash (thu hộ) for the shop. */
  carrierCollectedCod: 'Cash on delivery collected by the carrier',
  deliverReasonRequired: 'This order was never shipped: give the reason it is delivered without a shipment',
  onlyCancelledUnpaidDeleted: 'Only a cancelled order that was never paid can be deleted',
} as const;
