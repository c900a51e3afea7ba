/**
 * A cash-on-delivery order the carrier delivered and collected, read in Vietnamese: the parcel's
 * journey says "Đã giao hàng" and the payment "Đã thu hộ COD" (the carrier collected the cash for
 * the shop), while an admin's own Deliver Order keeps "Đã thu tiền mặt khi giao hàng".
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_LIFE_MSG } from '@shared/payment-messages';
import { activateLanguage } from '@/i18n/i18n';
import { messages as viMessages } from '@/locales/vi.po';
import { liveOrders } from '@/testing/fake-live-orders';
import { orderFixture } from '@/testing/order-fixture';
import { renderPage } from '@/testing/render-page';
import OrderPage from './order-page';

afterEach(() => activateLanguage('mixed'));

const DELIVERED_AT = '2026-11-27T07:05:00.000Z';

function deliveredCodOrder(paidBy: 'carrier' | 'admin') {
  const note = paidBy === 'carrier' ? ORDER_LIFE_MSG.carrierCollectedCod : ORDER_LIFE_MSG.cashCollected;
  return orderFixture({
    paymentMethod: 'COD',
    status: 'delivered',
    isPaid: true,
    paidAt: DELIVERED_AT,
    isDelivered: true,
    deliveredAt: DELIVERED_AT,
    statusHistory: [
      { status: 'awaitingPayment', at: '2026-11-25T07:05:00.000Z', by: { role: 'customer' }, note: null },
      { status: 'paid', at: DELIVERED_AT, by: { role: paidBy }, note },
      { status: 'delivered', at: DELIVERED_AT, by: { role: paidBy }, note: null },
    ],
    shipment: {
      carrier: 'ghn',
      trackingNumber: 'GHN5057ABC',
      trackingUrl: 'https://donhang.ghn.vn/?order_code=GHN5057ABC',
      status: 'created',
      events: [{ status: 'delivered', carrierStatus: 'delivered', at: DELIVERED_AT }],
    },
  });
}

describe('a COD order the carrier collected, in Vietnamese', () => {
  it('says "Đã giao hàng" in the parcel journey and "Đã thu hộ COD" for the payment', async () => {
    activateLanguage('vi', viMessages);
    liveOrders.set(deliveredCodOrder('carrier'));
    renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1' });

    expect(await screen.findByText(/^Đã giao hàng · /)).toBeInTheDocument();
    expect(screen.getByText(/Đã thu hộ COD/)).toBeInTheDocument();
    expect(screen.queryByText(/Đã thu tiền mặt khi giao hàng/)).not.toBeInTheDocument();
  });

  it("keeps the admin's own cash collected text", async () => {
    activateLanguage('vi', viMessages);
    liveOrders.set(deliveredCodOrder('admin'));
    renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1' });

    expect(await screen.findByText(/Đã thu tiền mặt khi giao hàng/)).toBeInTheDocument();
    expect(screen.queryByText(/Đã thu hộ COD/)).not.toBeInTheDocument();
  });
});
