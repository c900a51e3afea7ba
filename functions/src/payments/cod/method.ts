/**
 * Cash on delivery as a way to pay (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md): up to
 * the shop's limit, one order per phone number waiting for the shop's confirmation, which holds its
 * stock until codConfirmHours unless an admin packs it; it ships unpaid and is paid to the carrier.
 */
import { conflict } from '../../http-error.js';
import { COD_UNCONFIRMED_REASON, currentStatus } from '../../shared/order-status.js';
import { PAYMENT_API_MSG } from '../../shared/payment-messages.js';
import type { PaymentMethodModule } from '../payment-method.js';
import { takeCodPhoneGate } from './phone-gate.js';

export const codMethod: PaymentMethodModule = {
  id: 'COD',
  holdsWithoutMoney: true,
  onPlace: async ({ tx, db, settings, totalPrice, shippingAddress }) => {
    if (totalPrice > settings.codLimit) throw conflict(PAYMENT_API_MSG.codOverLimit);
    const phone = shippingAddress.phone ?? null;
    const takeGate = phone ? await takeCodPhoneGate(tx, db, phone) : null;
    return (orderId, order) => {
      takeGate?.(orderId, order.createdAt);
      return {};
    };
  },
  // Placements with one phone contend on its gate.
  placementKeys: (shippingAddress) => (shippingAddress.phone ? [`cod-phone:${shippingAddress.phone}`] : []),
  expiryReason: COD_UNCONFIRMED_REASON,
  holdEnds: (order, { codConfirmHours }) => {
    if (codConfirmHours === null || currentStatus(order) !== 'awaitingPayment') return null;
    return new Date(Date.parse(order.createdAt) + codConfirmHours * 3_600_000).toISOString();
  },
};
