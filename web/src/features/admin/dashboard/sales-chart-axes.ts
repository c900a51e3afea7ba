/**
 * How the dashboard's sales chart writes its axes: the shop's own number grouping ('8.000', not the
 * chart library's English '8,000') and the Vietnamese day order ('02/03'), with room for the
 * longest label so neither axis cuts one ('12,...', '202...').
 */
import { formatOrderAmount, viNumber } from '@shared/money';

/** A value-axis tick: whole VND in the shop's grouping, without the unit the card's title gives. */
export const salesTick = (sales: number): string => viNumber(sales, 0);

/** The tooltip's amount, as the orders show it. */
export const salesTooltip = (sales: number): string => formatOrderAmount(sales);

/** A date-axis tick from a Vietnamese day key 'YYYY-MM-DD' (the summary's days): 'DD/MM'. */
export const dayTick = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The tooltip's day: 'DD/MM/YYYY'. */
export const dayTooltip = (day: string): string => `${dayTick(day)}/${day.slice(0, 4)}`;

/** Width of a tick label character at the axis font (12 px): digits and dots average under 7.5 px. */
const TICK_CHAR_PX = 7.5;
/** The tick mark and the gap between it and the label. */
const TICK_GAP_PX = 14;

/**
 * The value axis's width, from its longest tick: the chart library's default (45 px) fits four
 * characters, and a day's sales run to ten ('12.000.000'). Ticks are rounded values at most ~1.2 times
 * the largest sale, so the largest sale's length plus one digit (and its dot) bounds them.
 */
export function salesAxisWidth(sales: readonly number[]): number {
  const longest = salesTick(Math.max(0, ...sales) * 1.2).length;
  return Math.ceil(longest * TICK_CHAR_PX + TICK_GAP_PX);
}

/** Room right of the plot, so the last day's label (centred on the last point) is not cut. */
export const SALES_CHART_RIGHT_MARGIN_PX = 24;
