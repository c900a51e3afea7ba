import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderPage, AdminOrderRow } from '@shared/entities/admin';
import { fakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminOrdersPage from './orders-page';

const row = (overrides: Partial<AdminOrderRow>): AdminOrderRow => ({ ...orderFixture(), ...overrides });
const cellTexts = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const renderOrders = () =>
  renderPage(<AdminOrdersPage />, { path: '/admin/orders', url: '/admin/orders', user: ADMIN });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The whole list on one page, as the server answers when it holds fewer orders than a page. */
const onePage = (orders: AdminOrderRow[]): AdminOrderPage => ({ orders, nextCursor: null });

describe('admin orders page', () => {
  it("lists every order with its customer's name, or DELETED USER when the account is gone", async () => {
    const api = fakeApi({
      adminOrders: onePage([
        row({ _id: 'o1', user: { name: 'Lan' } }),
        row({ _id: 'o2', user: null, isPaid: true, paidAt: '2025-03-09T08:00:00.000Z' }),
      ]),
    });
    renderOrders();

    const table = await screen.findByRole('table', { name: 'Orders' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'USER', 'DATE', 'TOTAL', 'STATE', 'PAID', 'DELIVERED', 'ACTIONS']);
    expect(cellTexts(first!)).toEqual([
      'o1',
      'Lan',
      '2025-03-04',
      '101,00 VND',
      'Awaiting payment',
      'No',
      'No',
      'Details',
    ]);
    expect(cellTexts(second!)).toEqual([
      'o2',
      'DELETED USER',
      '2025-03-04',
      '101,00 VND',
      'Paid',
      '2025-03-09',
      'No',
      'Details',
    ]);
    expect(within(second!).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/order/o2');
    expect(api.calls('adminOrders')).toHaveLength(1);
  });

  it("marks orders the time-out cancelled, and a 'Needs refund' chip on those paid too late", async () => {
    const cancelled = {
      cancelledAt: '2025-03-04T06:00:00.000Z',
      cancelReason: 'payment-timeout',
      cancelledBy: 'timeout',
    } as const;
    fakeApi({
      adminOrders: onePage([
        row({ _id: 'o1', ...cancelled }),
        row({ _id: 'o2', ...cancelled, isPaid: true, paidAt: '2025-03-09T08:00:00.000Z', needsRefund: true }),
        row({ _id: 'o3', isPaid: true, paidAt: '2025-03-09T08:00:00.000Z' }),
      ]),
    });
    renderOrders();

    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(cellTexts(first!)[5]).toBe('Cancelled: payment time-out');
    expect(cellTexts(second!)[5]).toBe('2025-03-09Needs refund');
    expect(within(third!).queryByText('Needs refund')).not.toBeInTheDocument();
    expect(cellTexts(third!)[5]).toBe('2025-03-09');
  });

  const cancelledUnpaid = {
    status: 'cancelled',
    cancelledAt: '2025-03-04T06:00:00.000Z',
    cancelReason: 'No stock',
  } as const;

  it('offers Delete only on cancelled orders that were never paid and owe no refund', async () => {
    fakeApi({
      adminOrders: onePage([
        row({ _id: 'open' }),
        row({ _id: 'paid', status: 'paid', isPaid: true, paidAt: '2025-03-09T08:00:00.000Z' }),
        row({ _id: 'refund', ...cancelledUnpaid, status: 'refundPending', isPaid: true }),
        row({ _id: 'owes', ...cancelledUnpaid, needsRefund: true }),
        row({ _id: 'gone', ...cancelledUnpaid }),
      ]),
    });
    renderOrders();

    const table = await screen.findByRole('table', { name: 'Orders' });
    const withDelete = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((tr) => within(tr).queryByRole('button', { name: 'Delete' }))
      .map((tr) => cellTexts(tr)[0]);
    expect(withDelete).toEqual(['gone']);
  });

  it('deletes an order after a dialog naming it and its total, toasts and re-fetches the list', async () => {
    const lists = [[row({ _id: 'o1abcdefghij', ...cancelledUnpaid }), row({ _id: 'o2' })], [row({ _id: 'o2' })]];
    const api = fakeApi({
      adminOrders: () => onePage(lists.shift() ?? [row({ _id: 'o2' })]),
      deleteOrder: { message: 'Order Deleted' },
    });
    renderOrders();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order o1abcdef?' });
    expect(dialog).toHaveTextContent(
      'Order o1abcdef (101,00 VND, cancelled and never paid) and its history are deleted',
    );
    expect(api.calls('deleteOrder')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('order deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('o1abcdefghij')).not.toBeInTheDocument());
    expect(screen.getByText('o2')).toBeInTheDocument();
    expect(api.calls('deleteOrder')).toEqual([expect.objectContaining({ params: { id: 'o1abcdefghij' } })]);
    expect(api.calls('adminOrders')).toHaveLength(2);
  });

  it('does nothing when the deletion dialog is closed', async () => {
    const api = fakeApi({
      adminOrders: onePage([row({ _id: 'o1', ...cancelledUnpaid })]),
      deleteOrder: { message: 'Order Deleted' },
    });
    renderOrders();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('deleteOrder')).toEqual([]);
    expect(screen.getByText('o1')).toBeInTheDocument();
    expect(api.calls('adminOrders')).toHaveLength(1);
  });
});

describe('admin orders filters and export', () => {
  const renderAt = (url: string) => renderPage(<AdminOrdersPage />, { path: '/admin/orders', url, user: ADMIN });

  it('reads the filters from the URL, sends them with the list, and keeps them on the next page', async () => {
    const api = fakeApi({ adminOrders: { orders: [row({ _id: 'o1' })], nextCursor: '2025-03-01T00:00:00.000Z~o1' } });
    renderAt('/admin/orders?status=paid&paymentMethod=COD&from=2025-03-01&to=2025-03-31');

    await screen.findByRole('table', { name: 'Orders' });
    expect(api.calls('adminOrders')[0]?.query).toEqual({
      status: 'paid',
      paymentMethod: 'COD',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    const filters = screen.getByRole('search', { name: 'Orders filters' });
    expect(within(filters).getByLabelText('From')).toHaveValue('2025-03-01');
    const tabs = screen.getByRole('tablist', { name: 'Order states' });
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Paid');
    expect(within(filters).getByRole('combobox', { name: 'Payment method' })).toHaveTextContent('Cash on delivery');
    const next = within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('link', {
      name: 'Next page',
    });
    expect(next).toHaveAttribute(
      'href',
      '/admin/orders?status=paid&paymentMethod=COD&from=2025-03-01&to=2025-03-31&after=2025-03-01T00%3A00%3A00.000Z%7Eo1',
    );
  });

  it('asks again from the first page when a filter changes', async () => {
    const api = fakeApi({ adminOrders: onePage([row({ _id: 'o1' })]) });
    renderAt('/admin/orders?after=2025-03-01T00%3A00%3A00.000Z~o9');
    await screen.findByRole('table', { name: 'Orders' });

    await userEvent.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() => expect(api.calls('adminOrders').at(-1)?.query).toEqual({ status: 'shipped' }));
    expect(screen.getByRole('tab', { name: 'Shipped' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(screen.getByLabelText('Search order ID, customer or phone'), 'AbCdEfGhIjKlMnOpQrSt{Enter}');
    await waitFor(() =>
      expect(api.calls('adminOrders').at(-1)?.query).toEqual({ status: 'shipped', q: 'AbCdEfGhIjKlMnOpQrSt' }),
    );
  });

  it("the 'All' tab drops the state filter and keeps the others, from the first page", async () => {
    const api = fakeApi({ adminOrders: onePage([row({ _id: 'o1' })]) });
    renderAt('/admin/orders?status=cancelled&paymentMethod=COD&after=2025-03-01T00%3A00%3A00.000Z~o9');
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(api.calls('adminOrders').at(-1)?.query).toEqual({ paymentMethod: 'COD' }));
  });

  it('searches by customer or phone with the other filters, and says so when no order matches', async () => {
    const api = fakeApi({ adminOrders: onePage([]) });
    renderAt('/admin/orders?paymentMethod=COD');
    await screen.findByRole('table', { name: 'Orders' });

    await userEvent.type(screen.getByLabelText('Search order ID, customer or phone'), '0912 345 678{Enter}');
    await waitFor(() =>
      expect(api.calls('adminOrders').at(-1)?.query).toEqual({ paymentMethod: 'COD', q: '0912 345 678' }),
    );
    expect(await screen.findByText('No orders match the search and filters.')).toBeInTheDocument();
  });

  it('exports the filtered orders as CSV', async () => {
    const api = fakeApi({
      adminOrders: onePage([row({ _id: 'o1' })]),
      exportOrders: { filename: 'orders-2025-03-31.csv', text: 'orderId\r\no1\r\n' },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAt('/admin/orders?paymentMethod=VNPAY&from=2025-03-01');
    await screen.findByRole('table', { name: 'Orders' });

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['orders-2025-03-31.csv']));
    expect(api.calls('exportOrders')[0]?.query).toEqual({ paymentMethod: 'VNPAY', from: '2025-03-01' });
  });
});
