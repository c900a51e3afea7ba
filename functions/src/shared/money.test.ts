import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatOrderAmount, formatPrice, parseVnd, setPriceStyle, viNumber } from './money.js';

const intl = (digits: 0 | 2) =>
  new Intl.NumberFormat('vi-VN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

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

  it("the 'vnd' style: dot-grouped whole đồng and '₫', never decimals, in both functions", () => {
    expect(formatPrice(32_990_000, 'vnd')).toBe('32.990.000₫');
    expect(formatOrderAmount(32_990_000, 'vnd')).toBe('32.990.000₫');
    expect(formatPrice(320, 'vnd')).toBe('320₫');
    expect(formatPrice(50.5, 'vnd')).toBe('51₫');
    expect(formatOrderAmount(2826.49, 'vnd')).toBe('2.826₫');
    expect(formatOrderAmount(0, 'vnd')).toBe('0₫');
    expect(formatOrderAmount(-0.4, 'vnd')).toBe('0₫');
  });

  describe('the active style, set once per page load', () => {
    afterEach(() => setPriceStyle('spec'));

    it("is 'spec' until set: the specification's output", () => {
      expect(formatPrice(320)).toBe('320 VND');
      expect(formatOrderAmount(50.5)).toBe('50,50 VND');
    });

    it("'vnd' applies to every call without a style; an explicit style still wins", () => {
      setPriceStyle('vnd');
      expect(formatPrice(32_990_000)).toBe('32.990.000₫');
      expect(formatOrderAmount(1_234_567.89)).toBe('1.234.568₫');
      expect(formatPrice(320, 'spec')).toBe('320 VND');
    });
  });

  it('reads back both styles', () => {
    for (const amount of [0, 320, 30_000, 32_990_000, 1_234_567]) {
      expect(parseVnd(formatPrice(amount, 'vnd'))).toBe(amount);
      expect(parseVnd(formatOrderAmount(amount, 'vnd'))).toBe(amount);
      expect(parseVnd(formatOrderAmount(amount, 'spec'))).toBe(amount);
    }
    expect(parseVnd(' 32.990.000₫ ')).toBe(32_990_000);
  });

  it("writes any number exactly as Intl.NumberFormat('vi-VN') does, rounding included", () => {
    const amounts = fc.oneof(
      fc.double({ noNaN: true }),
      fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: 0, max: 1e9 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom(0 as const, 2 as const), (amount, digits) => {
        expect(viNumber(amount, digits)).toBe(intl(digits).format(amount));
      }),
      { numRuns: 20_000 },
    );
    // Halves written shortest as Intl reads them (1.005 is 1.00499... in binary, toFixed says 1.00).
    for (const amount of [1.005, 2.675, 0.125, 99.995, -1.5, -0.001, 0.5]) {
      expect(viNumber(amount, 2)).toBe(intl(2).format(amount));
      expect(viNumber(amount, 0)).toBe(intl(0).format(amount));
    }
  });
});
