/**
 * The order calls of spec section 7 that change an order, and the payment calls
 * (docs/decisions/0014-payments.md). Reads of orders go through useApiGet.
 */
import type { PaymentMethod } from '@shared/constants';
import type { Order, PaymentRedirect, PaymentReturn } from '@shared/entities';
import { api } from '../../lib/api-client';
import { RETURN_SEGMENTS } from './payment-gateways';

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export const ordersApi = {
  orderPath,
  minePath: '/orders/mine',
  markPaid: (id: string) => api.put<Order>(`${orderPath(id)}/pay`, undefined, { auth: true }),
  markDelivered: (id: string) => api.put<Order>(`${orderPath(id)}/deliver`, undefined, { auth: true }),
  /** A new payment attempt at the order's gateway: where to send the shopper. */
  requestPaymentUrl: (id: string) =>
    api.post<PaymentRedirect>(`${orderPath(id)}/payment-url`, undefined, { auth: true }),
  /**
   * What the gateway put on the return URL, checked by the server against the gateway's signature.
   * `search` is the return URL's query exactly as received ('?vnp_Amount=…'): re-encoding it
   * could change what was signed. Public: the signature is the credential.
   */
  verifyPaymentReturn: (gateway: PaymentMethod, search: string) =>
    api.get<PaymentReturn>(`/payments/${RETURN_SEGMENTS[gateway]}/return${search}`),
};
