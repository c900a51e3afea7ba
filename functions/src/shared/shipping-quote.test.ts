import { describe, expect, it } from 'vitest';
import { carrierShippingPrice, parcelWeightGrams, UNKNOWN_LAPTOP_WEIGHT_GRAMS } from './shipping-quote.js';

describe('parcelWeightGrams', () => {
  it('adds each laptop weight times its quantity, rounded once, and the packaging', () => {
    expect(
      parcelWeightGrams(
        [
          { weightKg: 1.24, quantity: 3 },
          { weightKg: 2.05, quantity: 1 },
        ],
        800,
      ),
    ).toBe(3720 + 2050 + 800);
  });

  it('counts a laptop without a recorded weight as a heavy one, never as nothing', () => {
    expect(parcelWeightGrams([{ weightKg: undefined, quantity: 2 }], 0)).toBe(2 * UNKNOWN_LAPTOP_WEIGHT_GRAMS);
  });
});

describe('carrierShippingPrice', () => {
  it('charges the carrier fee up to the free-shipping threshold and nothing strictly above it', () => {
    expect(carrierShippingPrice(32_000, 100, 100)).toBe(32_000);
    expect(carrierShippingPrice(32_000, 101, 100)).toBe(0);
  });
});
