/**
 * The admin orders table's filters as one Firestore query, shared by the list (paged by cursor) and
 * the CSV export (docs/decisions/0027-import-export-and-operations.md). Equality filters on the state
 * and the payment method, a range on createdAt for the days: each combination is a composite index
 * in firestore.indexes.json, and the list keeps its newest-first order. The search box's text adds
 * its first word as `array-contains` on searchKeys (data/searched-page.ts), indexed with each of them.
 */
import type { Firestore, Query } from 'firebase-admin/firestore';
import { ordersCol } from '../../data/collections.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import { ORDER_ID_PATTERN, type OrderFilters } from '../../shared/api-request-schemas.js';
import { adminSearchWords } from '../../shared/admin-search.js';

/** Vietnam is UTC+7 all year (shared/vietnam-time.ts): a day starts at 17:00 UTC the day before. */
const vietnamDayStart = (day: string): string => new Date(`${day}T00:00:00+07:00`).toISOString();
const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export function orderListQuery(db: Firestore, filters: OrderFilters): Query<OrderDoc> {
  let query: Query<OrderDoc> = ordersCol(db);
  if (filters.status) query = query.where('status', '==', filters.status);
  if (filters.paymentMethod) query = query.where('paymentMethod', '==', filters.paymentMethod);
  if (filters.from) query = query.where('createdAt', '>=', vietnamDayStart(filters.from));
  if (filters.to) query = query.where('createdAt', '<', vietnamDayStart(nextDay(filters.to)));
  return query;
}

/** The order id the search box holds, or null: an id is looked up exactly, as before the text search. */
export const searchedOrderId = (filters: OrderFilters): string | null =>
  filters.q !== undefined && ORDER_ID_PATTERN.test(filters.q) ? filters.q : null;

/** The words the search box looks for in the customer's name and the phone (none for an order id). */
export const orderSearchWords = (filters: OrderFilters): string[] =>
  filters.q === undefined || searchedOrderId(filters) ? [] : adminSearchWords(filters.q, 'order');

/** Whether one order passes the filters (the search box's single order is checked against the rest). */
export function matchesOrderFilters(order: OrderDoc, filters: OrderFilters): boolean {
  if (filters.status && order.status !== filters.status) return false;
  if (filters.paymentMethod && order.paymentMethod !== filters.paymentMethod) return false;
  if (filters.from && order.createdAt < vietnamDayStart(filters.from)) return false;
  if (filters.to && order.createdAt >= vietnamDayStart(nextDay(filters.to))) return false;
  return true;
}
