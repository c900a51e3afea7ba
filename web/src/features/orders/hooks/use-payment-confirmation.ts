/**
 * After a gateway said "success" on the return URL: listens to the order until it is paid. Only
 * the gateway's server notification marks an order paid (docs/decisions/0014-payments.md), and it
 * may arrive a little after the shopper does; the live read shows it the moment it does
 * (docs/decisions/0028-orders-read-from-firestore.md). After WAIT_LIMIT_MS the page says it is not
 * confirmed yet, and still turns paid if the notification comes later.
 */
import { useEffect, useState } from 'react';
import { useLiveOrder } from './use-live-orders';

export const WAIT_LIMIT_MS = 2 * 60 * 1000;

export type PaymentConfirmation = 'waiting' | 'paid' | 'not-yet';

export function usePaymentConfirmation(orderId: string): PaymentConfirmation {
  const { data: order } = useLiveOrder(orderId);
  const [gaveUp, setGaveUp] = useState(false);
  const paid = order?.isPaid === true;

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [orderId]);

  return paid ? 'paid' : gaveUp ? 'not-yet' : 'waiting';
}
