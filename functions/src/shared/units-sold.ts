/**
 * Units sold per product, for the home page's 'Best sellers' (stats/unitsSold, kept by the orders
 * trigger; docs/decisions/0089-units-sold.md). An order counts its units while it counts as an
 * order at all (shared/order-figures.ts): placed and not cancelled, and again when a late payment
 * reopens it.
 */
import type { OrderDoc } from './entities/order.js';
import { orderContribution } from './order-figures.js';

export interface UnitsSoldStatsDoc {
  /** Units by product id (document ids, which are safe map keys). */
  units: Record<string, number>;
}

type CountedOrder = Pick<OrderDoc, 'cancelledAt' | 'paymentMethod' | 'isPaid' | 'totalPrice' | 'orderItems'>;

/** The units an order counts for, by product. */
export function orderUnits(order: CountedOrder | undefined): Map<string, number> {
  const units = new Map<string, number>();
  if (!order || orderContribution(order).orders === 0) return units;
  for (const item of order.orderItems) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  return units;
}

/** What an order's change adds to each product's units (only the products whose units changed). */
export function unitsChange(before: CountedOrder | undefined, after: CountedOrder | undefined): Map<string, number> {
  const change = new Map<string, number>();
  const was = orderUnits(before);
  const is = orderUnits(after);
  for (const id of new Set([...was.keys(), ...is.keys()])) {
    const delta = (is.get(id) ?? 0) - (was.get(id) ?? 0);
    if (delta !== 0) change.set(id, delta);
  }
  return change;
}

/** The product ids with the most units sold, most first (ties by id, so the order is stable). */
export function bestSellerIds(doc: Partial<UnitsSoldStatsDoc> | undefined, count: number): string[] {
  return Object.entries(doc?.units ?? {})
    .filter(([, units]) => units > 0)
    .sort(([a, unitsA], [b, unitsB]) => unitsB - unitsA || a.localeCompare(b))
    .slice(0, count)
    .map(([id]) => id);
}

/** Units by product over a whole set of orders, as the trigger would have them after every event (the recount). */
export function unitsOfOrders(orders: Iterable<CountedOrder>): UnitsSoldStatsDoc {
  const units: Record<string, number> = {};
  for (const order of orders) {
    for (const [id, count] of orderUnits(order)) units[id] = (Object.hasOwn(units, id) ? (units[id] ?? 0) : 0) + count;
  }
  return { units };
}
