import { describe, expect, it } from 'vitest';
import { formatOrderAmount, formatPrice } from './money.js';

describe('money formatting', () => {
  it("shows product prices followed by 'VND'", () => {
    expect(formatPrice(1299)).toBe('1299 VND');
  });

  it('shows order amounts with 2 decimals', () => {
    expect(formatOrderAmount(85.5)).toBe('85.50 VND');
    expect(formatOrderAmount(0)).toBe('0.00 VND');
  });
});
