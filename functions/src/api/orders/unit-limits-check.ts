/**
 * The per-customer unit limits of unpaid orders (shared/unit-limits.ts), checked inside the
 * placing transaction on the unpaid orders the unpaid-orders gate has just read in it: a concurrent
 * placement by the same customer that adds units makes this one retry and count them, as the gate
 * does for the number of orders (docs/decisions/0013-abuse-limits.md).
 */
import type { OrderDoc } from '../../shared/entities/order.js';
import { UNIT_LIMIT_MESSAGES, unitLimitPassed, type UnitLine } from '../../shared/unit-limits.js';
import { conflict } from '../../http-error.js';

/**
 * Throws 409 naming the limit when `lines` (the new order's merged lines) would pass one, given
 * every unpaid order of the customer (the gate's read: fewer than MAX_UNPAID_ORDERS once it passed).
 */
export function checkUnpaidUnitLimits(unpaidOrders: readonly OrderDoc[], lines: readonly UnitLine[]): void {
  const held = unpaidOrders.flatMap((order) =>
    order.orderItems.map(({ productId, quantity }) => ({ productId, quantity })),
  );
  const passed = unitLimitPassed(held, lines);
  if (passed) throw conflict(UNIT_LIMIT_MESSAGES[passed], 'UNIT_LIMIT');
}
