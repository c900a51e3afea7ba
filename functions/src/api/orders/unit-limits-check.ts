/**
 * The per-customer unit limits of unpaid orders (shared/unit-limits.ts), checked inside the
 * placing transaction on the unpaid orders the unpaid-orders gate has just read in it: a concurrent
 * placement by the same customer that adds units makes this one retry and count them, as the gate
 * does for the number of orders (docs/decisions/0013-abuse-limits.md).
 */
import type { OrderDoc } from '../../shared/entities/order.js';
import { UNIT_LIMIT_MESSAGES, unitLimitPassed, type UnitLine } from '../../shared/unit-limits.js';
import { conflict } from '../../http-error.js';

type VariantUnitLine = UnitLine & { variantId?: string | undefined };

/**
 * The limits count per configuration for a product sold in them (docs/decisions/0101-product-variants.md):
 * a line of a variant counts as the unit `{productId}:{variantId}`.
 */
const unitOf = ({ productId, variantId, quantity }: VariantUnitLine): UnitLine => ({
  productId: variantId ? `${productId}:${variantId}` : productId,
  quantity,
});

/**
 * Throws 409 naming the limit when `lines` (the new order's merged lines) would pass one, given
 * every unpaid order of the customer (the gate's read: fewer than MAX_UNPAID_ORDERS once it passed).
 */
export function checkUnpaidUnitLimits(unpaidOrders: readonly OrderDoc[], lines: readonly VariantUnitLine[]): void {
  const held = unpaidOrders.flatMap((order) => order.orderItems.map(unitOf));
  const passed = unitLimitPassed(held, lines.map(unitOf));
  if (passed) throw conflict(UNIT_LIMIT_MESSAGES[passed], 'UNIT_LIMIT');
}
