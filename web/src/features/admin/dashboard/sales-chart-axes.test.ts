import { describe, expect, it } from 'vitest';
import { dayTick, dayTooltip, salesAxisWidth, salesTick, salesTooltip } from './sales-chart-axes';

describe('the sales chart axes', () => {
  it('writes amounts with the shop grouping, not the English one', () => {
    expect(salesTick(8_000)).toBe('8.000');
    expect(salesTick(12_500_000)).toBe('12.500.000');
    expect(salesTooltip(1_312.5)).toBe('1.312,50 VND');
  });

  it('writes the Vietnamese days as DD/MM on the axis and DD/MM/YYYY in the tooltip', () => {
    expect(dayTick('2025-03-02')).toBe('02/03');
    expect(dayTooltip('2025-03-02')).toBe('02/03/2025');
  });

  it('makes the value axis wide enough for its longest tick, past the library default of 45 px', () => {
    // '15.000.000' (ten characters) is the top tick when the best day sold 12.5 million.
    expect(salesAxisWidth([8_000, 12_500_000])).toBeGreaterThanOrEqual(10 * 7 + 12);
    expect(salesAxisWidth([900])).toBeLessThan(salesAxisWidth([12_500_000]));
  });
});
