/**
 * How many units one customer may hold in unpaid orders: at most MAX_UNPAID_UNITS_PER_PRODUCT of
 * any one product and MAX_UNPAID_UNITS in all, so that one free account cannot hold the catalogue
 * out of stock with a few unpaid orders. The API checks a new order against the customer's unpaid
 * orders; the cart, which cannot see those orders, checks its own lines against the same numbers
 * so the customer learns the limits before checkout.
 */
import { MAX_UNPAID_UNITS, MAX_UNPAID_UNITS_PER_PRODUCT } from './constants.js';
import { API_MSG } from './messages.js';

export interface UnitLine {
  productId: string;
  quantity: number;
}

export type UnitLimit = 'perProduct' | 'total';

/** The message each limit is refused with, by the API and by the cart alike. */
export const UNIT_LIMIT_MESSAGES: Record<UnitLimit, string> = {
  perProduct: API_MSG.unpaidUnitsPerProduct,
  total: API_MSG.unpaidUnits,
};

export const totalUnits = (lines: readonly UnitLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The limit that `held` (the units already in unpaid orders) plus `adding` (a new order's lines)
 * would pass, or null. Lines of one product are added up first, wherever they come from, so
 * splitting a product over lines or orders gains nothing. The per-product limit is named first:
 * it is the one a customer can act on line by line.
 */
export function unitLimitPassed(held: readonly UnitLine[], adding: readonly UnitLine[]): UnitLimit | null {
  const lines = [...held, ...adding];
  const byProduct = new Map<string, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  if ([...byProduct.values()].some((units) => units > MAX_UNPAID_UNITS_PER_PRODUCT)) return 'perProduct';
  if (totalUnits(lines) > MAX_UNPAID_UNITS) return 'total';
  return null;
}
