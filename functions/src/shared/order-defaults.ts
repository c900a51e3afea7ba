/**
 * Orders as stored, read with today's fields. Its own module so that the catalogue's reads
 * (shared/to-api.ts on the home route) never load the order state machine.
 */
import type { OrderDoc } from './entities/order.js';
import { currentStatus } from './order-status.js';

/** Orders placed before payments existed lack the payment fields; they read as an open, unpaid-by-gateway order. */
const ORDER_DEFAULTS: Pick<OrderDoc, 'cancelledAt' | 'cancelReason' | 'payment' | 'needsRefund' | 'paymentAttempts'> = {
  cancelledAt: null,
  cancelReason: null,
  payment: null,
  needsRefund: false,
  paymentAttempts: 0,
};

/**
 * An order as stored, read with today's fields: orders stored before their life had states read
 * with the state their flags say and an empty history, until the migration (migrations/order-status.ts)
 * derives it (docs/decisions/0020-order-life.md). The functions' converter and the web's direct
 * reads both read orders through it.
 */
export function withOrderDefaults(data: OrderDoc): OrderDoc {
  const order = { ...ORDER_DEFAULTS, ...data };
  return {
    ...order,
    status: currentStatus(order),
    statusHistory: order.statusHistory ?? [],
    shipment: order.shipment ?? null,
    refund: order.refund ?? null,
  };
}
