/**
 * Pay later online through Fundiin (docs/decisions/0102-pay-later-through-fundiin.md): placed and
 * paid like a gateway order, on Fundiin's page, only at or above the installment minimum.
 */
import type { PaymentMethodModule } from '../payment-method.js';
import { refuseBelowInstallmentMinimum } from './eligibility.js';
import { readFundiinNotification } from './notification.js';
import { createFundiinPayment } from './payment.js';
import { queryFundiin } from './query.js';
import { refundThroughFundiin } from './refund.js';
import { INSTALLMENT_PROVIDER } from './settings.js';

export const installmentMethod: PaymentMethodModule = {
  id: 'INSTALLMENT',
  holdsWithoutMoney: false,
  provider: INSTALLMENT_PROVIDER,
  // Late money waits on its order in Refund pending, for the admin to refund through Fundiin.
  lateMoney: 'refundPending',
  onPlace: async ({ settings, totalPrice }) => {
    refuseBelowInstallmentMinimum(settings, totalPrice);
    return () => ({});
  },
  // Fundiin charges whole đồng.
  charge: (totalPrice) => ({ gatewayAmount: Math.round(totalPrice), amount: Math.round(totalPrice) }),
  startPayment: createFundiinPayment,
  verifyNotification: (settings, input) => {
    const read = readFundiinNotification(settings, input);
    return read.valid && read.result ? { valid: true, result: read.result } : { valid: false };
  },
  query: queryFundiin,
  refund: refundThroughFundiin,
};
