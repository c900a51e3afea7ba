/**
 * A new order's document, as placing an order writes it (api/orders/place-order.ts) and as the seed
 * and the test factories build theirs: a field every order starts with is added here, once.
 */
import { orderSearchKeys } from './admin-search.js';
import type { PaymentMethod } from './constants.js';
import type { OrderDoc, OrderItem, ShippingAddress } from './entities/order.js';
import type { OrderPrices } from './pricing.js';

export interface NewOrder {
  userId: string | null;
  /** The customer's name when they ordered (a copy, like the address). */
  userName: string;
  orderItems: OrderItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  prices: OrderPrices;
  createdAt: string;
  /**
   * The order's short number (shared/order-code.ts), reserved for it by the placement; the seed's
   * and the factories' orders may have none, like orders placed before codes existed.
   */
  orderCode?: string;
}

/** Unpaid, undelivered, not cancelled, no payment tried yet. */
export function newOrderDoc(order: NewOrder): OrderDoc {
  return {
    userId: order.userId,
    user: { name: order.userName },
    orderItems: order.orderItems,
    shippingAddress: order.shippingAddress,
    paymentMethod: order.paymentMethod,
    ...order.prices,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    createdAt: order.createdAt,
    cancelledAt: null,
    cancelReason: null,
    payment: null,
    needsRefund: false,
    paymentAttempts: 0,
    ...(order.orderCode ? { orderCode: order.orderCode } : {}),
    // The admin orders table finds it by these (shared/admin-search.ts); name, address and code never change after.
    searchKeys: orderSearchKeys({
      user: { name: order.userName },
      shippingAddress: order.shippingAddress,
      orderCode: order.orderCode,
    }),
  };
}

/** Where an order's life starts when its customer places it (docs/decisions/0020-order-life.md). */
export const placedOrderLife = (createdAt: string): Partial<OrderDoc> => ({
  cancelledBy: null,
  // Every order starts awaiting its payment, placed by its customer.
  status: 'awaitingPayment',
  statusHistory: [{ status: 'awaitingPayment', at: createdAt, by: { role: 'customer' }, note: null }],
  shipment: null,
  refund: null,
});
