import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../shared/entities/catalogue.js';
import { allInStock, hasStockFor, stockUpdate } from './variant-stock.js';

const simple = { countInStock: 4 } as ProductDoc;
const sold = {
  countInStock: 7,
  variants: [
    { _id: 'a', sku: 'A', optionValues: ['8 GB'], price: 10, countInStock: 2 },
    { _id: 'b', sku: 'B', optionValues: ['16 GB'], price: 20, countInStock: 5 },
  ],
} as ProductDoc;

describe('stock moves per configuration', () => {
  it('moves a product without variants as before, and ignores lines of a variant it does not have', () => {
    expect(stockUpdate(simple, [{ quantity: 3 }], -1)).toEqual({ countInStock: 1 });
    expect(stockUpdate(simple, [{ variantId: 'a', quantity: 3 }], 1)).toBeNull();
    expect(hasStockFor(simple, [{ quantity: 2 }, { quantity: 2 }])).toBe(true);
    expect(hasStockFor(simple, [{ quantity: 5 }])).toBe(false);
    expect(hasStockFor(simple, [{ variantId: 'a', quantity: 1 }])).toBe(false);
  });

  it('moves each line on its variant in one update, the product stock the sum; a removed variant takes nothing', () => {
    const update = stockUpdate(
      sold,
      [
        { variantId: 'a', quantity: 2 },
        { variantId: 'b', quantity: 1 },
        { variantId: 'gone', quantity: 9 },
      ],
      -1,
    );
    expect(update?.countInStock).toBe(4);
    expect(update?.variants?.map((variant) => variant.countInStock)).toEqual([0, 4]);
    expect(stockUpdate(sold, [{ variantId: 'gone', quantity: 1 }], 1)).toBeNull();
    // A line without a variant (an order placed before the product had variants) has none to move.
    expect(stockUpdate(sold, [{ quantity: 1 }], 1)).toBeNull();
  });

  it('checks the units of every line of a variant together, and every product of an order', () => {
    expect(
      hasStockFor(sold, [
        { variantId: 'a', quantity: 1 },
        { variantId: 'a', quantity: 1 },
      ]),
    ).toBe(true);
    expect(
      hasStockFor(sold, [
        { variantId: 'a', quantity: 2 },
        { variantId: 'a', quantity: 1 },
      ]),
    ).toBe(false);
    const products = new Map<string, ProductDoc | undefined>([
      ['p', sold],
      ['gone', undefined],
    ]);
    expect(allInStock(products, [{ productId: 'p', variantId: 'b', quantity: 5 }])).toBe(true);
    expect(allInStock(products, [{ productId: 'gone', quantity: 1 }])).toBe(false);
  });
});
