/** The order calls of spec section 7 that change an order (reads go through useApiGet). */
import type { Order } from '@shared/entities';
import { api } from '../../lib/api-client';

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export const ordersApi = {
  orderPath,
  minePath: '/orders/mine',
  markPaid: (id: string) => api.put<Order>(`${orderPath(id)}/pay`, undefined, { auth: true }),
  markDelivered: (id: string) => api.put<Order>(`${orderPath(id)}/deliver`, undefined, { auth: true }),
};
