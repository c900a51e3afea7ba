/** VNPAY as a way to pay: a gateway whose page the shopper pays on (docs/decisions/0014-payments.md). */
import type { PaymentMethodModule } from '../payment-method.js';
import { readVnpayResult, vnpayGatewayAmount, vnpayPaymentUrl } from './payment.js';
import { queryVnpay } from './query.js';
import { refundThroughVnpay } from './refund.js';

export const vnpayMethod: PaymentMethodModule = {
  id: 'VNPAY',
  holdsWithoutMoney: false,
  // Late money waits on its order in Refund pending, for the admin to refund through the gateway.
  lateMoney: 'refundPending',
  charge: (totalPrice) => {
    const gatewayAmount = vnpayGatewayAmount(totalPrice);
    return { gatewayAmount, amount: gatewayAmount / 100 };
  },
  // VNPAY counts VND × 100.
  amountInVnd: (gatewayAmount) => gatewayAmount / 100,
  amountRange: (settings) => settings.vnpay.amount,
  startPayment: (settings, request) =>
    Promise.resolve({
      ok: true,
      url: vnpayPaymentUrl(settings, { ...request, createdAt: request.now.toISOString() }),
    }),
  verifyNotification: readVnpayResult,
  query: queryVnpay,
  refund: refundThroughVnpay,
};
