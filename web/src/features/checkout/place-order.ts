/** Builds and sends POST /api/orders for the cart (spec section 7), once per checkout attempt. */
import type { PaymentMethod } from '@shared/constants';
import type { BodyInput } from '@shared/api-contract';
import type { CartItem, InvoiceRequest, Order, ShippingAddress } from '@shared/entities';
import { priceOrder } from '@shared/pricing';
import { IDEMPOTENCY_HEADER } from '@shared/schemas';
import { callApi } from '@/lib/api-client';
import { apiQueryKey, invalidateQueries, seedQuery } from '@/lib/query-store';
import { checkoutAttemptKey, forgetCheckoutAttempt } from './checkout-store';

type PlaceOrderBody = BodyInput<'placeOrder'>;

export function placeOrderBody(
  items: readonly CartItem[],
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethod,
  /** The VAT invoice the shopper asked for at the shipping step, if any. */
  invoice: InvoiceRequest | null = null,
): PlaceOrderBody {
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
    ...(invoice ? { invoice } : {}),
  };
}

export async function placeOrder(body: PlaceOrderBody): Promise<Order> {
  const order = await callApi('placeOrder', { body, headers: { [IDEMPOTENCY_HEADER]: checkoutAttemptKey(body) } });
  forgetCheckoutAttempt();
  // The order page shows this answer without reading the order again; the order list is out of date.
  seedQuery(apiQueryKey('orderById', { params: { id: order._id } }), order);
  invalidateQueries('myOrders');
  return order;
}
