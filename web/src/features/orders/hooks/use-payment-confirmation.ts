/**
 * After a gateway said "success" on the return URL: follows the order until it is paid. Only
 * the gateway's server notification marks an order paid (docs/decisions/0014-payments.md), and it
 * may arrive a little after the shopper does. An account's order is read live from Firestore
 * (docs/decisions/0028-orders-read-from-firestore.md); a guest's, which has no Firestore read, is
 * asked again through the API with its order token. After WAIT_LIMIT_MS the page says it is not
 * confirmed yet, and still turns paid if the notification comes later.
 */
import { useEffect, useState } from 'react';
import { useApiQuery } from '@/lib/use-api-query';
import { useReloadWhile } from '@/lib/use-reload-while';
import { orderTokenHeaders, type GuestOrderAccess } from '@/features/orders/guest-order-access';
import { useLiveOrder } from './use-live-orders';

export const WAIT_LIMIT_MS = 2 * 60 * 1000;

/** How often, and how long, a guest's order is asked again while its payment is awaited. */
export const GUEST_ORDER_POLL = { everyMs: 4000, forMs: 10 * 60 * 1000 } as const;

export type PaymentConfirmation = 'waiting' | 'paid' | 'not-yet';

function useConfirmation(paid: boolean, orderId: string): PaymentConfirmation {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [orderId]);
  return paid ? 'paid' : gaveUp ? 'not-yet' : 'waiting';
}

export function usePaymentConfirmation(orderId: string): PaymentConfirmation {
  const { data: order } = useLiveOrder(orderId);
  return useConfirmation(order?.isPaid === true, orderId);
}

export function useGuestPaymentConfirmation(access: GuestOrderAccess): PaymentConfirmation {
  const order = useApiQuery('orderById', { params: { id: access.orderId }, headers: orderTokenHeaders(access) });
  const paid = order.data?.isPaid === true;
  useReloadWhile(!paid, order.reload, GUEST_ORDER_POLL.everyMs, GUEST_ORDER_POLL.forMs);
  return useConfirmation(paid, access.orderId);
}
