import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeApi, type ApiFailure } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { renderPage } from '@/testing/render-page';
import OrderHistoryPage from './order-history-page';

const renderHistory = () => renderPage(<OrderHistoryPage />, { path: '/orderhistory', url: '/orderhistory' });
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('order history page', () => {
  it('lists own orders with day-only dates, No for open states and a Details link', async () => {
    const api = fakeApi({
      myOrders: [
        orderFixture({ _id: 'o1' }),
        orderFixture({
          _id: 'o2',
          totalPrice: 1234.5,
          isPaid: true,
          paidAt: '2025-03-05T23:59:59.000Z',
          isDelivered: true,
          deliveredAt: '2025-03-07T01:00:00.000Z',
        }),
      ],
    });
    renderHistory();

    const table = await screen.findByRole('table', { name: 'Order History' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'DATE', 'TOTAL', 'PAID', 'DELIVERED', 'ACTIONS']);
    expect(cellTexts(first!)).toEqual(['o1', '2025-03-04', '101,00 VND', 'No', 'No', 'Details']);
    // Paid at 23:59 UTC on 5 March is 06:59 on 6 March in Vietnam: the day shown is Vietnam's (ADR 0004).
    expect(cellTexts(second!)).toEqual(['o2', '2025-03-04', '1.234,50 VND', '2025-03-06', '2025-03-07', 'Details']);
    expect(within(second!).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/order/o2');
    expect(api.calls('myOrders')).toEqual([
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer id-token' }) }),
    ]);
  });

  it("says 'Cancelled: payment time-out' in the PAID column of an order the time-out cancelled", async () => {
    fakeApi({
      myOrders: [
        orderFixture({
          _id: 'o1',
          cancelledAt: '2025-03-04T06:00:00.000Z',
          cancelReason: 'payment-timeout',
          cancelledBy: 'timeout',
        }),
      ],
    });
    renderHistory();

    const table = await screen.findByRole('table', { name: 'Order History' });
    const [, row] = within(table).getAllByRole('row');
    expect(cellTexts(row!)).toEqual(['o1', '2025-03-04', '101,00 VND', 'Cancelled: payment time-out', 'No', 'Details']);
  });

  it('says so when there are no orders yet, with a link home', async () => {
    fakeApi({ myOrders: [] });
    renderHistory();

    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the loading state, then the server error in a red alert', async () => {
    let answer: (failure: ApiFailure) => void = () => undefined;
    const api = fakeApi({ myOrders: () => new Promise<ApiFailure>((resolve) => (answer = resolve)) });
    renderHistory();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('myOrders')).toHaveLength(1));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer(apiFailure(401, 'Invalid token'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
