/**
 * Bank transfer by VietQR as a way to pay (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md):
 * the transfer's note is the order's code (every order reserves one when placed), holds its stock until the deadline
 * it was placed with, and is paid by the bank's notification (notification.ts).
 */
import type { PaymentMethodModule } from '../payment-method.js';
import { bankTransferFor } from './order-code.js';

export const bankTransferMethod: PaymentMethodModule = {
  id: 'BANK_TRANSFER',
  holdsWithoutMoney: true,
  // A cancelled order stays cancelled: the transfer is kept for the admin to send back.
  lateMoney: 'keepApart',
  onPlace: async ({ settings, orderCode: code }) => {
    return (_orderId, order) => {
      return {
        bankTransfer: bankTransferFor(
          settings.bankAccount,
          { code, totalPrice: order.totalPrice, createdAt: order.createdAt },
          settings.bankTransferHours,
        ),
      };
    };
  },
  holdEnds: (order, hold) =>
    order.bankTransfer
      ? order.bankTransfer.expiresAt
      : new Date(Date.parse(order.createdAt) + hold.minutes * 60_000).toISOString(),
};
