/**
 * After a gateway said "success" on the return URL: re-reads the order until it is paid. Only the
 * gateway's server notification marks an order paid (docs/decisions/0014-payments.md), and it may
 * arrive a little after the shopper does. Stops when paid, after POLL_LIMIT_MS, or on unmount.
 */
import { useEffect, useState } from 'react';
import { useApiQuery } from '@/lib/use-api-query';

export const POLL_INTERVAL_MS = 1500;
export const POLL_LIMIT_MS = 2 * 60 * 1000;

export type PaymentConfirmation = 'waiting' | 'paid' | 'not-yet';

export function usePaymentConfirmation(orderId: string): PaymentConfirmation {
  const { data: order, loading, reload } = useApiQuery('orderById', { params: { id: orderId } });
  const [gaveUp, setGaveUp] = useState(false);
  const paid = order?.isPaid === true;

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [orderId]);

  // The next read is scheduled once the previous one answered, so slow answers never pile up. A
  // failed read is retried too: a network blip should not end the wait.
  useEffect(() => {
    if (loading || paid || gaveUp) return;
    const timer = setTimeout(reload, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [loading, paid, gaveUp, reload]);

  return paid ? 'paid' : gaveUp ? 'not-yet' : 'waiting';
}
