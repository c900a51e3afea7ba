/**
 * The order's analytics events from the pages that show it (the account's order page and a guest's,
 * which opens only in the tab that placed the order): GA4's purchase (Meta's Purchase, TikTok's
 * CompletePayment) for an order just placed, and GA4's refund once it is refunded. Once each per
 * order: the tag loader remembers what it reported, so a reload or a later visit sends nothing again.
 */
import { useEffect } from 'react';
import { trackEvent } from '@/features/analytics';
import type { Order } from '@shared/entities/order';
import { currentStatus } from '@shared/order-status';

function report(name: 'purchase' | 'refund', order: Order): void {
  // `value` is the items after the voucher, without shipping.
  const { _id, orderItems, totalPrice, shippingPrice } = order;
  const items = orderItems.map((line) => ({ ...line, _id: line.productId }));
  trackEvent({ name, orderId: _id, items, value: totalPrice - shippingPrice, shipping: shippingPrice });
}

export function useReportOrderEvents(order: Order | undefined, justPlaced: boolean): void {
  const refunded = !!order && currentStatus(order) === 'refunded';
  useEffect(() => {
    if (order && justPlaced) report('purchase', order);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?._id, justPlaced]);
  useEffect(() => {
    if (order && refunded) report('refund', order);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?._id, refunded]);
}
