/** Order request bodies and stored-order helpers. */
import { ordersCol } from '../../src/data/collections.js';
import type { OrderDoc } from '../../src/shared/entities.js';
import { db } from './test-context.js';

export const address = {
  fullname: 'Nguyễn Văn A',
  address: '1 Lê Lợi',
  city: 'Hà Nội',
  postalCode: '100000',
  country: 'Việt Nam',
};

export const orderBody = (
  items: { _id: string; quantity: number; price?: number }[],
  extra: Record<string, unknown> = {},
) => ({
  orderItems: items,
  shippingAddress: address,
  paymentMethod: 'VNPAY',
  ...extra,
});

export async function allOrders(): Promise<(OrderDoc & { id: string })[]> {
  return (await ordersCol(db).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
