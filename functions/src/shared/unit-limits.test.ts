import { describe, expect, it } from 'vitest';
import { MAX_ORDER_QUANTITY_PER_ITEM, MAX_UNPAID_UNITS, MAX_UNPAID_UNITS_PER_PRODUCT } from './constants.js';
import { API_MSG } from './messages.js';
import { UNIT_LIMIT_MESSAGES, unitLimitPassed, type UnitLine } from './unit-limits.js';

const line = (productId: string, quantity: number): UnitLine => ({ productId, quantity });
/** `count` different products, `each` units of each. */
const spread = (prefix: string, count: number, each: number) =>
  Array.from({ length: count }, (_, i) => line(`${prefix}${i}`, each));

describe('unitLimitPassed', () => {
  it('allows up to 5 units of one product and 20 in all', () => {
    expect(unitLimitPassed([], [line('a', 5)])).toBeNull();
    expect(unitLimitPassed(spread('held', 3, 5), spread('new', 1, 5))).toBeNull();
  });

  it('refuses a 6th unit of one product, even split over two lines', () => {
    expect(unitLimitPassed([], [line('a', 6)])).toBe('perProduct');
    expect(unitLimitPassed([], [line('a', 3), line('a', 3)])).toBe('perProduct');
  });

  it('counts the units of the product already held in unpaid orders', () => {
    expect(unitLimitPassed([line('a', 2), line('b', 5)], [line('a', 3)])).toBeNull();
    expect(unitLimitPassed([line('a', 2), line('a', 2)], [line('a', 2)])).toBe('perProduct');
  });

  it('refuses a 21st unit in all, counting held and new units', () => {
    expect(unitLimitPassed(spread('held', 4, 5), [line('new', 1)])).toBe('total');
    expect(unitLimitPassed([], spread('new', 7, 3))).toBe('total');
  });

  it('names the per-product limit first when both are passed', () => {
    expect(unitLimitPassed(spread('held', 4, 5), [line('held0', 1)])).toBe('perProduct');
  });

  it('says each limit with its number', () => {
    expect(UNIT_LIMIT_MESSAGES).toEqual({
      perProduct: API_MSG.unpaidUnitsPerProduct,
      total: API_MSG.unpaidUnits,
    });
    expect(API_MSG.unpaidUnitsPerProduct).toBe('You can have at most 5 units of one product in unpaid orders');
    expect(API_MSG.unpaidUnits).toBe('You can have at most 20 units in all in unpaid orders');
  });

  it("keeps the per-product limit below the request's per-line and total limits", () => {
    // The cart stops at the per-product limit; were it above these, the cart would let the
    // customer build an order the API refuses for another reason.
    expect(MAX_UNPAID_UNITS_PER_PRODUCT).toBeLessThanOrEqual(MAX_ORDER_QUANTITY_PER_ITEM);
    expect(MAX_UNPAID_UNITS_PER_PRODUCT).toBeLessThanOrEqual(MAX_UNPAID_UNITS);
  });
});
