import { describe, expect, it } from 'vitest';
import { priceOrder, roundMoney, shippingPriceFor } from './pricing.js';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings.js';

const spec = DEFAULT_SHOP_SETTINGS;

describe('shipping rule (spec section 9)', () => {
  it('charges 10 when the items price is 100 or less', () => {
    expect(shippingPriceFor(0, spec)).toBe(10);
    expect(shippingPriceFor(99.99, spec)).toBe(10);
    expect(shippingPriceFor(100, spec)).toBe(10);
  });

  it('is free when the items price is above 100', () => {
    expect(shippingPriceFor(100.01, spec)).toBe(0);
    expect(shippingPriceFor(2500, spec)).toBe(0);
  });
});

describe('priceOrder', () => {
  it('sums price times quantity and adds shipping', () => {
    expect(
      priceOrder(
        [
          { price: 30, quantity: 2 },
          { price: 15.5, quantity: 1 },
        ],
        spec,
      ),
    ).toEqual({
      itemsPrice: 75.5,
      shippingPrice: 10,
      totalPrice: 85.5,
    });
  });

  it('gives free shipping above 100', () => {
    expect(priceOrder([{ price: 50.5, quantity: 2 }], spec)).toEqual({
      itemsPrice: 101,
      shippingPrice: 0,
      totalPrice: 101,
    });
  });

  it('decides shipping on the rounded items price, exactly at the threshold', () => {
    // 0.1 * 3 + 99.7 is 100.00000000000001 in floating point; rounded it is 100, so shipping applies.
    expect(
      priceOrder(
        [
          { price: 0.1, quantity: 3 },
          { price: 99.7, quantity: 1 },
        ],
        spec,
      ),
    ).toEqual({
      itemsPrice: 100,
      shippingPrice: 10,
      totalPrice: 110,
    });
  });

  it('rounds every amount to 2 decimals', () => {
    expect(priceOrder([{ price: 33.333, quantity: 3 }], spec)).toEqual({
      itemsPrice: 100,
      shippingPrice: 10,
      totalPrice: 110,
    });
    expect(priceOrder([{ price: 19.99, quantity: 3 }], spec).totalPrice).toBe(69.97);
  });

  it('prices an empty order as shipping only', () => {
    expect(priceOrder([], spec)).toEqual({ itemsPrice: 0, shippingPrice: 10, totalPrice: 10 });
  });
});

describe('shipping from the shop settings', () => {
  it('the defaults are the specification values: 10 shipping, free above 100, ranges 1-50, 51-200, 201-1000', () => {
    expect(spec.shippingFee).toBe(10);
    expect(spec.freeShippingAbove).toBe(100);
    expect(spec.priceRanges).toEqual([
      { min: 1, max: 50 },
      { min: 51, max: 200 },
      { min: 201, max: 1000 },
    ]);
  });

  it('charges the configured fee up to the configured threshold', () => {
    const rule = { shippingFee: 25, freeShippingAbove: 500 };
    expect(priceOrder([{ price: 200, quantity: 2 }], rule)).toEqual({
      itemsPrice: 400,
      shippingPrice: 25,
      totalPrice: 425,
    });
    expect(priceOrder([{ price: 501, quantity: 1 }], rule).shippingPrice).toBe(0);
  });
});

describe('roundMoney', () => {
  it('rounds half up at the cent, despite binary floating point', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});
