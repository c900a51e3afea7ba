/**
 * What one order adds to the dashboard's figures (stats/summary numOrders and totalSales, stats/sales
 * per Vietnamese day): the one definition the orders trigger applies event by event and the admin's
 * recount applies to every order at once (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import type { OrderDoc } from './entities/order.js';
import { roundMoney } from './pricing.js';
import { vietnamDay } from './vietnam-time.js';

type FiguredOrder = Pick<OrderDoc, 'cancelledAt' | 'paymentMethod' | 'isPaid' | 'totalPrice'>;

/**
 * An order counts until it is cancelled (by the time-out, its customer or an admin; a paid one then
 * waits for or has had its refund), and again once a late payment reopens it.
 */
const counts = (order: FiguredOrder | undefined): order is FiguredOrder => Boolean(order) && !order?.cancelledAt;

/**
 * Whether its total counts as sales: every counted order, except cash on delivery before the cash
 * is collected, which may still be refused at the door
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
const sells = (order: FiguredOrder | undefined): order is FiguredOrder =>
  counts(order) && (order.paymentMethod !== 'COD' || order.isPaid);

/** What one order adds to the figures: one order and its total, or part of that, or nothing. */
export const orderContribution = (order: FiguredOrder | undefined) => ({
  orders: counts(order) ? 1 : 0,
  sales: sells(order) ? order.totalPrice : 0,
});

export interface OrderFigures {
  numOrders: number;
  totalSales: number;
  /** Sales per Vietnamese day placed ('YYYY-MM-DD'), days without sales left out. */
  days: Record<string, number>;
}

/** The figures of a whole set of orders, as the trigger would have them after every event. */
export function figuresOf(orders: Iterable<FiguredOrder & Pick<OrderDoc, 'createdAt'>>): OrderFigures {
  let numOrders = 0;
  let totalSales = 0;
  const days: Record<string, number> = {};
  for (const order of orders) {
    const { orders: counted, sales } = orderContribution(order);
    numOrders += counted;
    totalSales += sales;
    if (sales !== 0) {
      const day = vietnamDay(order.createdAt);
      days[day] = roundMoney((Object.hasOwn(days, day) ? (days[day] ?? 0) : 0) + sales);
    }
  }
  return { numOrders, totalSales: roundMoney(totalSales), days };
}
