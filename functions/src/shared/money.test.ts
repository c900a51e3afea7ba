import { describe, expect, it } from 'vitest';
import { formatOrderAmount, formatPrice, parseVnd } from './money.js';

describe('money formatting (docs/decisions/0016-money-format.md)', () => {
  it("prices: the spec's '{price} VND', thousands grouped with a dot, cents only when there are some", () => {
    expect(formatPrice(320)).toBe('320 VND');
    expect(formatPrice(1200)).toBe('1.200 VND');
    expect(formatPrice(1299)).toBe('1.299 VND');
    expect(formatPrice(50.5)).toBe('50,50 VND');
    expect(formatPrice(2826.5)).toBe('2.826,50 VND');
    expect(formatPrice(0)).toBe('0 VND');
  });

  it('order amounts: always 2 decimals, comma before them', () => {
    expect(formatOrderAmount(2826.5)).toBe('2.826,50 VND');
    expect(formatOrderAmount(85.5)).toBe('85,50 VND');
    expect(formatOrderAmount(0)).toBe('0,00 VND');
    expect(formatOrderAmount(1_234_567.891)).toBe('1.234.567,89 VND');
  });

  it('reads back what it wrote', () => {
    for (const amount of [0, 320, 1200, 50.5, 2826.5, 1_234_567.89]) {
      expect(parseVnd(formatOrderAmount(amount))).toBe(amount);
      expect(parseVnd(formatPrice(amount))).toBe(amount);
    }
  });
});
