/**
 * The order screens' reads, live from Firestore (features/orders/order-reads.ts;
 * docs/decisions/0028-orders-read-from-firestore.md): the order page, the payment return page and
 * the order history change as the order does, without reload or polling.
 */
import type { Order } from '@shared/entities/order';
import { useSession } from '@/features/auth';
import { apiQueryKey, readSnapshot } from '@/lib/query-store';
import { useLive, type LiveQuery } from '@/lib/use-live';
import { watchMyOrders, watchOrder } from '@/features/orders/order-reads';

/**
 * One order; an admin's view carries who did what. Just after checkout it starts from the order
 * POST /api/orders answered (checkout/place-order.ts seeds it), so the page shows at once.
 */
export function useLiveOrder(id: string): LiveQuery<Order> {
  const { userInfo } = useSession();
  const asAdmin = userInfo?.isAdmin === true;
  // The session's account is part of the key: signing in as someone else starts a new listener.
  const key = id && userInfo ? `${userInfo._id}:${asAdmin ? 'admin' : 'customer'}:${id}` : null;
  return useLive(
    key,
    (listener) => watchOrder(id, asAdmin, listener),
    () => readSnapshot<Order>(apiQueryKey('orderById', { params: { id } })).data,
  );
}

/** The signed-in customer's orders, newest first. */
export function useLiveMyOrders(): LiveQuery<Order[]> {
  const { userInfo } = useSession();
  const uid = userInfo?._id ?? null;
  return useLive(uid, (listener) => watchMyOrders(uid ?? '', listener));
}
