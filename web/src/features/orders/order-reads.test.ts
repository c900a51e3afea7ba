/**
 * The order reads themselves (the component tests use a fake of this module): what they ask the
 * Firestore SDK for, what they answer from its snapshots, and how a refusal reads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/entities/order';
import { orderDoc } from '@test-factories';

vi.unmock('@/features/orders/order-reads');

type Snapshot = { id: string; exists: () => boolean; data: () => unknown };
interface Listener {
  path: string;
  next: (snapshot: Snapshot) => void;
  error: (error: { code: string }) => void;
  stopped: boolean;
}
const listeners: Listener[] = [];

// The full SDK as lib/firestore-live.ts hands it out: references are their paths, listeners are recorded.
vi.mock('@/lib/firestore-live', () => ({
  liveFirestore: { root: true },
  doc: (parent: { path?: string }, ...segments: string[]) => ({
    path: [parent.path, ...segments].filter(Boolean).join('/'),
  }),
  collection: (_db: unknown, name: string) => ({ path: name }),
  where: (field: string, op: string, value: string) => `${field} ${op} ${value}`,
  orderBy: (field: string, direction: string) => `by ${field} ${direction}`,
  query: (ref: { path: string }, ...constraints: string[]) => ({ path: `${ref.path}?${constraints.join('&')}` }),
  onSnapshot: (ref: { path: string }, next: Listener['next'], error: Listener['error']) => {
    const listener = { path: ref.path, next, error, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
}));

const { watchMyOrders, watchOrder } = await import('./order-reads');

const docSnapshot = (id: string, data: unknown): Snapshot => ({
  id,
  exists: () => data !== undefined,
  data: () => data,
});
const listenerOn = async (path: string) => {
  await vi.waitFor(() => expect(listeners.map((l) => l.path)).toContain(path));
  return listeners.find((l) => l.path === path) as Listener;
};

afterEach(() => {
  listeners.length = 0;
});

describe('order reads', () => {
  it("a customer's read listens to the order alone and answers it as the API would, defaults filled in", async () => {
    const seen: Order[] = [];
    watchOrder('o1', false, { next: (order) => seen.push(order), error: () => undefined });
    const order = await listenerOn('orders/o1');
    expect(listeners).toHaveLength(1);

    const { status: _untracked, statusHistory: _none, ...stored } = orderDoc({ userId: 'u1' });
    order.next(docSnapshot('o1', { ...stored, searchKeys: ['lan'] }));

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ _id: 'o1', userId: 'u1', status: 'awaitingPayment', statusHistory: [] });
    expect(seen[0]).not.toHaveProperty('searchKeys');
  });

  it("an admin's read waits for the staff document too, then names who did what", async () => {
    const seen: Order[] = [];
    watchOrder('o1', true, { next: (order) => seen.push(order), error: () => undefined });
    const order = await listenerOn('orders/o1');
    const staff = await listenerOn('orders/o1/staff/actors');

    const history = [{ status: 'awaitingPayment', at: '2026-03-05T00:00:00.000Z', by: { role: 'admin' }, note: null }];
    order.next(docSnapshot('o1', orderDoc({ statusHistory: history as never })));
    expect(seen).toEqual([]);
    staff.next(docSnapshot('actors', { statusBy: { '0': { uid: 'a1', email: 'staff@shop.vn' } } }));

    expect(seen.at(-1)?.statusHistory?.[0]?.by).toEqual({ role: 'admin', uid: 'a1', email: 'staff@shop.vn' });
  });

  it("answers someone else's order (refused by the rules) and a missing one alike: Order Not Found", async () => {
    const errors: string[] = [];
    watchOrder('o2', false, { next: () => undefined, error: (message) => errors.push(message) });
    (await listenerOn('orders/o2')).error({ code: 'permission-denied' });
    watchOrder('o3', true, { next: () => undefined, error: (message) => errors.push(message) });
    (await listenerOn('orders/o3')).next(docSnapshot('o3', undefined));

    expect(errors).toEqual(['Order Not Found', 'Order Not Found']);
  });

  it("the history asks for the customer's own orders, newest first, and stops when told", async () => {
    const seen: Order[][] = [];
    const stop = watchMyOrders('u1', { next: (orders) => seen.push(orders), error: () => undefined });
    const query = await listenerOn('orders?userId == u1&by createdAt desc');
    query.next({ docs: [docSnapshot('o1', orderDoc({ userId: 'u1' }))] } as never);
    expect(seen[0]?.map((order) => order._id)).toEqual(['o1']);

    stop();
    expect(query.stopped).toBe(true);
  });
});
