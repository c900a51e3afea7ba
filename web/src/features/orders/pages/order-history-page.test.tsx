import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { orderFixture } from '../../../testing/order-fixture';
import { renderPage } from '../../../testing/render-page';
import OrderHistoryPage from './order-history-page';

vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../testing/mock-api')).mockApiModule(importOriginal),
);

const renderHistory = () => renderPage(<OrderHistoryPage />, { path: '/orderhistory', url: '/orderhistory' });
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  vi.mocked(api.get).mockReset();
});

describe('order history page', () => {
  it('lists own orders with day-only dates, No for open states and a Details link', async () => {
    vi.mocked(api.get).mockResolvedValue([
      orderFixture({ _id: 'o1' }),
      orderFixture({
        _id: 'o2',
        totalPrice: 1234.5,
        isPaid: true,
        paidAt: '2025-03-05T23:59:59.000Z',
        isDelivered: true,
        deliveredAt: '2025-03-07T01:00:00.000Z',
      }),
    ]);
    renderHistory();

    const table = await screen.findByRole('table', { name: 'Order History' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'DATE', 'TOTAL', 'PAID', 'DELIVERED', 'ACTIONS']);
    expect(cellTexts(first!)).toEqual(['o1', '2025-03-04', '101,00 VND', 'No', 'No', 'Details']);
    // Paid at 23:59 UTC on 5 March is 06:59 on 6 March in Vietnam: the day shown is Vietnam's (issue 15).
    expect(cellTexts(second!)).toEqual(['o2', '2025-03-04', '1.234,50 VND', '2025-03-06', '2025-03-07', 'Details']);
    expect(within(second!).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/order/o2');
    expect(api.get).toHaveBeenCalledWith('/orders/mine', { auth: true });
  });

  it("says 'Cancelled: payment time-out' in the PAID column of an order the time-out cancelled", async () => {
    vi.mocked(api.get).mockResolvedValue([
      orderFixture({ _id: 'o1', cancelledAt: '2025-03-04T06:00:00.000Z', cancelReason: 'payment-timeout' }),
    ]);
    renderHistory();

    const table = await screen.findByRole('table', { name: 'Order History' });
    const [, row] = within(table).getAllByRole('row');
    expect(cellTexts(row!)).toEqual(['o1', '2025-03-04', '101,00 VND', 'Cancelled: payment time-out', 'No', 'Details']);
  });

  it('says so when there are no orders yet, with a link home', async () => {
    vi.mocked(api.get).mockResolvedValue([]);
    renderHistory();

    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the loading state, then the server error in a red alert', async () => {
    vi.mocked(api.get).mockRejectedValue(new ApiError(401, 'Invalid token'));
    renderHistory();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
