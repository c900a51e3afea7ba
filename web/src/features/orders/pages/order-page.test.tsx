import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { orderFixture } from '../../../testing/order-fixture';
import { ADMIN, renderPage } from '../../../testing/render-page';
import OrderPage from './order-page';

vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../testing/mock-api')).mockApiModule(importOriginal),
);

const renderOrder = (options: { user?: typeof ADMIN } = {}) =>
  renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1', ...options });

beforeEach(() => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.put).mockReset();
});

describe('order page', () => {
  it('shows address, open states, items and the summary of an unpaid order', async () => {
    vi.mocked(api.get).mockResolvedValue(orderFixture());
    renderOrder();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order o1' })).toBeInTheDocument();
    expect(await screen.findByText('Not Delivered')).toBeInTheDocument();
    expect(screen.getByText('Not Paid')).toBeInTheDocument();
    expect(screen.getByText(/1 Le Loi, Hue,\s+530000, Vietnam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ThinkPad X1' })).toHaveAttribute('href', '/product/thinkpad-x1');
    expect(within(screen.getByTestId('summary-Items')).getByText('91.00 VND')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-Order Total')).getByText('101.00 VND')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Paid' })).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/orders/o1', { auth: true });
  });

  it('shows the paid and delivered days', async () => {
    vi.mocked(api.get).mockResolvedValue(
      orderFixture({
        isPaid: true,
        paidAt: '2025-03-05T10:00:00.000Z',
        isDelivered: true,
        deliveredAt: '2025-03-06T11:00:00.000Z',
      }),
    );
    renderOrder();

    expect(await screen.findByText('Delivered at 2025-03-06')).toBeInTheDocument();
    expect(screen.getByText('Paid at 2025-03-05')).toBeInTheDocument();
  });

  it('lets an admin mark the order paid, then delivered', async () => {
    vi.mocked(api.get).mockResolvedValue(orderFixture());
    vi.mocked(api.put)
      .mockResolvedValueOnce(orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' }))
      .mockResolvedValueOnce(
        orderFixture({
          isPaid: true,
          paidAt: '2025-03-05T10:00:00.000Z',
          isDelivered: true,
          deliveredAt: '2025-03-06T00:00:00.000Z',
        }),
      );
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText('Order marked as paid')).toBeInTheDocument();
    expect(screen.getByText('Paid at 2025-03-05')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deliver Order' }));
    expect(await screen.findByText('Order delivered')).toBeInTheDocument();
    expect(screen.getByText('Delivered at 2025-03-06')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as Paid|Deliver Order/ })).not.toBeInTheDocument();
    expect(vi.mocked(api.put).mock.calls.map(([path]) => path)).toEqual(['/orders/o1/pay', '/orders/o1/deliver']);
  });

  it('shows a fetch error in a red alert', async () => {
    vi.mocked(api.get).mockRejectedValue(new ApiError(404, 'Order Not Found'));
    renderOrder();

    expect(await screen.findByRole('alert')).toHaveTextContent('Order Not Found');
  });
});
