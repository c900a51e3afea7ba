/**
 * Orders as Firestore holds them, for component tests: setup-tests.ts puts this module in place of
 * features/orders/order-reads.ts, so the order screens' live reads are answered from here and a
 * test changes an order to see the screen follow, as a listener would report it.
 *
 *   liveOrders.set(orderFixture());                       // the order o1, read by its page
 *   liveOrders.set(orderFixture({ isPaid: true, ... }));  // the page turns paid, no reload
 */
import type { Order } from '@shared/entities/order';
import type { LiveListener } from '@/lib/use-live';

const stored = new Map<string, Order>();
const refused = new Set<string>();
const orderListeners = new Set<{ id: string; listener: LiveListener<Order> }>();
const historyListeners = new Set<{ uid: string; listener: LiveListener<Order[]> }>();
const watched: { id: string; asAdmin: boolean }[] = [];

const NOT_FOUND = 'Order Not Found';

const ordersOf = (uid: string) =>
  [...stored.values()].filter((order) => order.userId === uid).sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function report(id: string, listener: LiveListener<Order>): void {
  const order = stored.get(id);
  if (order && !refused.has(id)) listener.next(order);
  else listener.error(NOT_FOUND);
}

export const liveOrders = {
  /** Stores or changes an order: every listener on it, and on its customer's history, hears it. */
  set(order: Order): void {
    stored.set(order._id, order);
    for (const { id, listener } of orderListeners) if (id === order._id) report(id, listener);
    for (const { uid, listener } of historyListeners) if (uid === order.userId) listener.next(ordersOf(uid));
  },
  /** The rules refuse this order's read (someone else's), which the page shows as not found. */
  refuse(id: string): void {
    refused.add(id);
  },
  /** Which orders were listened to, and whether as an admin (with who did what). */
  watched: (): readonly { id: string; asAdmin: boolean }[] => watched,
  /** Listeners still running (a screen that went must have stopped its own). */
  listening: (): number => orderListeners.size + historyListeners.size,
  reset(): void {
    stored.clear();
    refused.clear();
    orderListeners.clear();
    historyListeners.clear();
    watched.length = 0;
  },
};

export function watchOrder(id: string, asAdmin: boolean, listener: LiveListener<Order>): () => void {
  const entry = { id, listener };
  orderListeners.add(entry);
  watched.push({ id, asAdmin });
  // A listener reports after it starts, never inside the call that starts it.
  queueMicrotask(() => orderListeners.has(entry) && report(id, listener));
  return () => orderListeners.delete(entry);
}

export function watchMyOrders(uid: string, listener: LiveListener<Order[]>): () => void {
  const entry = { uid, listener };
  historyListeners.add(entry);
  queueMicrotask(() => historyListeners.has(entry) && listener.next(ordersOf(uid)));
  return () => historyListeners.delete(entry);
}
