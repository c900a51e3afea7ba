import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '@test-factories';
import { useReportOrderEvents } from './use-report-order-events';

const trackEvent = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics', () => ({ trackEvent }));

beforeEach(() => trackEvent.mockClear());
const names = () => trackEvent.mock.calls.map(([event]) => (event as { name: string }).name);

describe("an order page's analytics events", () => {
  it('reports the purchase of an order just placed, with its id, value after discount and shipping apart', () => {
    const placed = order({ _id: 'o7', itemsPrice: 500, shippingPrice: 10, totalPrice: 510 });
    renderHook(() => useReportOrderEvents(placed, true));
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent.mock.calls[0]?.[0]).toMatchObject({ name: 'purchase', orderId: 'o7', value: 500, shipping: 10 });
  });

  it('reports nothing for an order opened later that is not refunded', () => {
    renderHook(() => useReportOrderEvents(order({ status: 'delivered' }), false));
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('reports a refund when the order shown is refunded, and when it turns refunded on the page', () => {
    renderHook(() => useReportOrderEvents(order({ _id: 'o8', status: 'refunded' }), false));
    expect(names()).toEqual(['refund']);
    expect(trackEvent.mock.calls[0]?.[0]).toMatchObject({ orderId: 'o8' });

    trackEvent.mockClear();
    const { rerender } = renderHook(({ shown }) => useReportOrderEvents(shown, false), {
      initialProps: { shown: order({ _id: 'o9', status: 'refundPending' }) },
    });
    expect(trackEvent).not.toHaveBeenCalled();
    rerender({ shown: order({ _id: 'o9', status: 'refunded' }) });
    expect(names()).toEqual(['refund']);
  });
});
