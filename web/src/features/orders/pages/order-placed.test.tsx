/**
 * The order page right after placing (docs/decisions/0091-order-codes-success-page-dates.md): the
 * success, the order's code, what happens next per method, the hotline, one status with a progress
 * bar, and no staff email for the customer.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@shared/constants';
import type { Order } from '@shared/entities/order';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { vietnameseAddress } from '@test-factories';
import { activateLanguage } from '@/i18n/i18n';
import { messages as viMessages } from '@/locales/vi.po';
import { liveOrders } from '@/testing/fake-live-orders';
import { orderFixture } from '@/testing/order-fixture';
import { ADMIN, renderPage } from '@/testing/render-page';
import { ORDER_PLACED_STATE } from '@/features/orders/order-placed-state';
import OrderPage from './order-page';

afterEach(() => activateLanguage('mixed'));

const placedOrder = (overrides: Partial<Order> = {}) =>
  orderFixture({ orderCode: 'LS7K2QX', shippingAddress: vietnameseAddress(), ...overrides });

const renderPlaced = (options: { user?: typeof ADMIN; placed?: boolean } = {}) =>
  renderPage(<OrderPage />, {
    path: '/order/:id',
    url: '/order/o1',
    routerState: options.placed === false ? undefined : ORDER_PLACED_STATE,
    ...(options.user ? { user: options.user } : {}),
  });

const NEXT_STEPS: Record<PaymentMethod, RegExp> = {
  COD: /We will call you to confirm the order, then send it\. You pay the carrier in cash/,
  BANK_TRANSFER: /Transfer the exact total with the order number as the transfer note/,
  VNPAY: /Pay on VNPAY's page to confirm the order/,
  MOMO: /Pay in the MoMo app to confirm the order/,
  INSTALLMENT: /Choose your plan and confirm it on Fundiin's page/,
  FINANCE_COMPANY: /We will call you to complete your installment application/,
};

describe('the order page after placing', () => {
  it.each(Object.keys(NEXT_STEPS) as PaymentMethod[])(
    'a %s order: success, its code, what happens next and the hotline',
    async (paymentMethod) => {
      liveOrders.set(placedOrder({ paymentMethod }));
      renderPlaced();
      const panel = await screen.findByRole('region', { name: 'Đặt hàng thành công / Order placed' });
      expect(within(panel).getByTestId('order-code')).toHaveTextContent('LS7K2QX');
      expect(panel).toHaveTextContent(NEXT_STEPS[paymentMethod]);
      const hotline = within(panel).getByRole('link', { name: '02838000000' });
      expect(hotline).toHaveAttribute('href', `tel:${DEFAULT_SHOP_SETTINGS.contactPhone}`);
      // The spec's heading keeps the id in the default language.
      expect(screen.getByRole('heading', { level: 1, name: 'Order o1' })).toBeInTheDocument();
    },
  );

  it('reads in Vietnamese in vi, the heading naming the code, a COD order "Thanh toán khi nhận hàng"', async () => {
    activateLanguage('vi', viMessages);
    liveOrders.set(placedOrder({ paymentMethod: 'COD' }));
    renderPlaced();
    expect(await screen.findByRole('region', { name: 'Đặt hàng thành công' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Đơn hàng LS7K2QX' })).toBeInTheDocument();
    const progress = screen.getByTestId('order-progress');
    expect(progress).toHaveTextContent('Thanh toán khi nhận hàng');
    expect(progress).not.toHaveTextContent('Chờ thanh toán');
    expect(within(progress).getByRole('list', { name: 'Tiến trình đơn hàng' })).toBeInTheDocument();
  });

  it('shows the states as one status and a progress bar, and the open states as no error', async () => {
    liveOrders.set(placedOrder({ paymentMethod: 'VNPAY' }));
    renderPlaced();
    const progress = await screen.findByTestId('order-progress');
    expect(progress).toHaveTextContent('Chờ thanh toán / Awaiting payment');
    for (const step of ['Đã đặt / Placed', 'Đã xác nhận / Confirmed', 'Đang giao / Shipping', 'Đã giao / Delivered']) {
      expect(within(progress).getByText(step)).toBeInTheDocument();
    }
    // The spec's texts stay, said plainly rather than as errors.
    for (const text of ['Not Delivered', 'Not Paid']) {
      expect(screen.getByText(text).closest('.MuiAlert-root')).not.toHaveClass('MuiAlert-colorError');
    }
    expect(document.querySelector('.MuiAlert-colorError')).toBeNull();
  });

  it('a COD order reads "Thanh toán khi nhận hàng" in mixed too', async () => {
    liveOrders.set(placedOrder({ paymentMethod: 'COD' }));
    renderPlaced();
    expect(await screen.findByTestId('order-progress')).toHaveTextContent('Thanh toán khi nhận hàng / Pay on delivery');
  });

  it('opened later (no placing mark), the page has no success panel', async () => {
    liveOrders.set(placedOrder());
    renderPlaced({ placed: false });
    await screen.findByTestId('order-progress');
    expect(screen.queryByRole('region', { name: 'Đặt hàng thành công / Order placed' })).not.toBeInTheDocument();
  });

  it("never shows a staff email to the customer, even when the order carries one; the admin's view names them", async () => {
    const withStaff = placedOrder({
      status: 'packing',
      statusHistory: [
        { status: 'awaitingPayment', at: '2025-03-04T03:00:00.000Z', by: { role: 'customer' }, note: null },
        {
          status: 'packing',
          at: '2025-03-04T04:00:00.000Z',
          by: { role: 'admin', uid: 'a1', email: 'staff@example.com' },
          note: null,
        },
      ],
    });
    liveOrders.set(withStaff);
    const { unmount } = renderPlaced();
    await screen.findByTestId('order-progress');
    expect(document.body).not.toHaveTextContent('staff@example.com');
    expect(screen.getByRole('list', { name: 'Order timeline' })).toHaveTextContent('Shop staff');
    unmount();

    liveOrders.set(withStaff);
    renderPlaced({ user: ADMIN, placed: false });
    expect(await screen.findByRole('list', { name: 'Order timeline' })).toHaveTextContent('staff@example.com');
  });
});
