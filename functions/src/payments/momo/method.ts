/** MoMo as a way to pay: a wallet gateway whose page the shopper pays on (docs/decisions/0014-payments.md). */
import type { PaymentMethodModule } from '../payment-method.js';
import { createMomoPayment, momoGatewayAmount, readMomoResult } from './payment.js';
import { queryMomo } from './query.js';
import { refundThroughMomo } from './refund.js';

export const momoMethod: PaymentMethodModule = {
  id: 'MOMO',
  holdsWithoutMoney: false,
  // Late money waits on its order in Refund pending, for the admin to refund through the gateway.
  lateMoney: 'refundPending',
  charge: (totalPrice) => {
    const gatewayAmount = momoGatewayAmount(totalPrice);
    return { gatewayAmount, amount: gatewayAmount };
  },
  amountRange: (settings) => settings.momo.amount,
  startPayment: async (settings, request) => {
    const created = await createMomoPayment(settings, request);
    return created.ok ? { ok: true, url: created.payUrl } : created;
  },
  verifyNotification: readMomoResult,
  query: queryMomo,
  refund: refundThroughMomo,
};
