/**
 * The search's sort orders with the labels the screen shows (spec section 9). Apart from
 * constants.ts, which every first visit loads: only the search page and the query parser need them.
 */
import { ANY, QUERY_SORT_ORDER, type SortOrder } from './constants.js';

export const SORT_ORDERS = [
  // Relevance to the query: offered, and the default, only while a query is present (ADR 0015).
  { value: 'relevance', label: 'Best Match' },
  { value: 'newest', label: 'Newest Arrivals' },
  { value: 'lowest', label: 'Price: Low to High' },
  { value: 'highest', label: 'Price: High to Low' },
  { value: 'toprated', label: 'Avg. Customer Reviews' },
] as const satisfies readonly { value: SortOrder; label: string }[];

/** A type error while a SortOrder is missing from SORT_ORDERS: the list is every order there is. */
type NoneMissing<Missing extends never> = Missing;
export type EverySortOrderListed = NoneMissing<Exclude<SortOrder, (typeof SORT_ORDERS)[number]['value']>>;

/** Sort orders the screen offers: 'Best Match' only while a query is present. */
export const sortOrdersFor = (query: string) =>
  SORT_ORDERS.filter((order) => query !== ANY || order.value !== QUERY_SORT_ORDER);
