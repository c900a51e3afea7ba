import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveOrders } from '@/testing/fake-live-orders';
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
    liveOrders.set(orderFixture({ _id: 'o1', createdAt: '2025-03-04T03:00:00.000Z' }));
    liveOrders.set(
      orderFixture({
        _id: 'o2',
        createdAt: '2025-03-04T02:00:00.000Z',
        totalPrice: 1234.5,
        isPaid: true,
        paidAt: '2025-03-05T23:59:59.000Z',
        isDelivered: true,
        deliveredAt: '2025-03-07T01:00:00.000Z',
      }),
    );
    // Someone else's order is not in the signed-in customer's history.
    liveOrders.set(orderFixture({ _id: 'o3', userId: 'someone-else' }));
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
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows an order turning paid while the page is open, without a reload', async () => {
    liveOrders.set(orderFixture({ _id: 'o1' }));
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Order History' });
    expect(cellTexts(within(table).getAllByRole('row')[1]!)[3]).toBe('No');

    liveOrders.set(orderFixture({ _id: 'o1', isPaid: true, paidAt: '2025-03-05T03:00:00.000Z', status: 'paid' }));

    expect(await within(table).findByRole('cell', { name: '2025-03-05' })).toBeInTheDocument();
  });

  it("says 'Cancelled: payment time-out' in the PAID column of an order the time-out cancelled", async () => {
    liveOrders.set(
      orderFixture({
        _id: 'o1',
        cancelledAt: '2025-03-04T06:00:00.000Z',
        cancelReason: 'payment-timeout',
        cancelledBy: 'timeout',
      }),
    );
    renderHistory();

    const table = await screen.findByRole('table', { name: 'Order History' });
    const [, row] = within(table).getAllByRole('row');
    expect(cellTexts(row!)).toEqual(['o1', '2025-03-04', '101,00 VND', 'Cancelled: payment time-out', 'No', 'Details']);
  });

  it('says so when there are no orders yet, with a link home', async () => {
    renderHistory();

    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the loading state until the first answer', async () => {
    renderHistory();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
