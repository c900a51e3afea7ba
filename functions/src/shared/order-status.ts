/**
 * An order's life: the states an order passes through, and the record of each change. The order
 * keeps its current `status` and the whole `statusHistory`; the spec's `isPaid`/`paidAt` and
 * `isDelivered`/`deliveredAt` are kept true to them (docs/decisions/0020-order-life.md).
 */
export const ORDER_STATUSES = [
  'awaitingPayment',
  'paid',
  'packing',
  'shipped',
  'delivered',
  'cancelled',
  'refundPending',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who caused a change: the customer or admin who asked for it, or one of the shop's own actors
 * (the payment time-out, a gateway's notification), in the audit log's actor shape.
 */
export interface StatusActor {
  uid: string;
  email: string;
}

/** One entry of `statusHistory`: the state entered, when, by whom, and why (null when no reason is given). */
export interface StatusChange {
  status: OrderStatus;
  at: string;
  by: StatusActor;
  note: string | null;
}

/** Set when the order is shipped; both required to ship. */
export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
}
