/** Builds and sends POST /api/orders for the cart (spec section 7), once per checkout attempt. */
import type { PaymentMethod } from '@shared/constants';
import type { CartItem, Order, ShippingAddress } from '@shared/entities';
import { priceOrder } from '@shared/pricing';
import { IDEMPOTENCY_HEADER, type PlaceOrderInput } from '@shared/schemas';
import { callApi } from '@/lib/api-client';
import { apiQueryKey, invalidateQueries, seedQuery } from '@/lib/query-store';
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
  const order = await callApi('placeOrder', { body, headers: { [IDEMPOTENCY_HEADER]: checkoutAttemptKey(body) } });
  forgetCheckoutAttempt();
  // The order page shows this answer without reading the order again; the order list is out of date.
  seedQuery(apiQueryKey('orderById', { params: { id: order._id } }), order);
  invalidateQueries('myOrders');
  return order;
}
