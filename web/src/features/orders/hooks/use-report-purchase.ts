/**
 * GA4's purchase (Meta's Purchase, TikTok's CompletePayment) for an order just placed, from the page
 * the checkout opens: the account's order page and a guest's (which opens only in the tab that placed
 * the order). Once per order: the tag loader remembers the orders it reported, so a reload or a later
 * visit sends nothing again.
 */
import { useEffect } from 'react';
import { trackEvent } from '@/features/analytics';
import type { Order } from '@shared/entities/order';

export function useReportPurchase(placedOrder: Order | undefined): void {
  useEffect(() => {
    if (!placedOrder) return;
    // `value` is the items after the voucher, without shipping.
    const { _id, orderItems, totalPrice, shippingPrice } = placedOrder;
    const items = orderItems.map((line) => ({ ...line, _id: line.productId }));
    trackEvent({ name: 'purchase', orderId: _id, items, value: totalPrice - shippingPrice, shipping: shippingPrice });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placedOrder?._id]);
}
