/** Builds and sends POST /api/orders for the cart (spec section 7), once per checkout attempt. */
import type { PaymentMethod } from '@shared/constants';
import type { CartItem, Order, ShippingAddress } from '@shared/entities';
import { priceOrder } from '@shared/pricing';
import { IDEMPOTENCY_HEADER, type PlaceOrderInput } from '@shared/schemas';
import { api } from '../../lib/api-client';
import { checkoutAttemptKey, forgetCheckoutAttempt } from './checkout-store';

export function placeOrderBody(
  items: readonly CartItem[],
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethod,
): PlaceOrderInput {
  return {
    orderItems: items.map(({ _id, quantity, price, name, slug, image }) => ({
      _id,
      quantity,
      price,
      name,
      slug,
      image,
    })),
    shippingAddress,
    paymentMethod,
    // The server recomputes these; sent so it can tell the shopper when prices changed meanwhile.
    ...priceOrder(items),
  };
}

export async function placeOrder(body: PlaceOrderInput): Promise<Order> {
  const order = await api.post<Order>('/orders', body, {
    auth: true,
    headers: { [IDEMPOTENCY_HEADER]: checkoutAttemptKey(body) },
  });
  forgetCheckoutAttempt();
  return order;
}
