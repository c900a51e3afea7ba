/** What a gateway charges for an order, in its own unit and in VND (docs/decisions/0014-payments.md). */
import type { OrderDoc } from '../shared/entities/order.js';
import { vnpayGatewayAmount } from './vnpay.js';
import { momoGatewayAmount } from './momo.js';

/** What the gateway will be asked to charge: its own unit, and the same in VND for the shopper. */
export function gatewayCharge(order: Pick<OrderDoc, 'paymentMethod' | 'totalPrice'>): {
  gatewayAmount: number;
  amount: number;
} {
  if (order.paymentMethod === 'VNPAY') {
    const gatewayAmount = vnpayGatewayAmount(order.totalPrice);
    return { gatewayAmount, amount: gatewayAmount / 100 };
  }
  const gatewayAmount = momoGatewayAmount(order.totalPrice);
  return { gatewayAmount, amount: gatewayAmount };
}
