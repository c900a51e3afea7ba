/** Stored-order helpers (request bodies come from '@test-factories': placeOrderBody). */
import { ordersCol } from '../../src/data/collections.js';
import type { OrderDoc } from '../../src/shared/entities/order.js';
import { db } from './test-context.js';

export async function allOrders(): Promise<(OrderDoc & { id: string })[]> {
  return (await ordersCol(db).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
