import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@shared/entities/admin';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import DashboardPage from './dashboard-page';

// jsdom has no layout engine: the charts measure their box through ResizeObserver. Stubbed per
// test, since setup-tests.ts unstubs every global after each one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});

const EMPTY: DashboardSummary = { users: [], orders: [], dailyOrders: [], productCategories: [] };
const FILLED: DashboardSummary = {
  users: [{ numUsers: 7 }],
  orders: [{ numOrders: 3, totalSales: 2512.5 }],
  dailyOrders: [
    { _id: '2025-03-01', sales: 1200 },
    { _id: '2025-03-02', sales: 1312.5 },
  ],
  productCategories: [
    { _id: 'Gaming', count: 4 },
    { _id: 'Ultrabook', count: 2 },
  ],
};

const renderDashboard = () =>
  renderPage(<DashboardPage />, { path: '/admin/dashboard', url: '/admin/dashboard', user: ADMIN });
const section = (name: string) => screen.getByRole('region', { name });

describe('admin dashboard', () => {
  it('shows zero cards, No Sale and No Category when there is no data', async () => {
    const api = fakeApi({ dashboardSummary: EMPTY });
    renderDashboard();

    expect(await screen.findByText('No Sale')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('No Category')).toBeInTheDocument();
    expect(within(section('Users')).getByText('0')).toBeInTheDocument();
    expect(within(section('Orders')).getByText('0')).toBeInTheDocument();
    expect(within(section('Total Sales')).getByText('0,00 VND')).toBeInTheDocument();
    expect(api.calls('dashboardSummary')).toHaveLength(1);
  });

  it("'Recount' rebuilds the figures from the orders and shows the recounted ones", async () => {
    const recounted = { ...FILLED, orders: [{ numOrders: 75, totalSales: 2512.5 }] };
    let reads = 0;
    const api = fakeApi({
      dashboardSummary: () =>
        reads++ === 0 ? { ...FILLED, orders: [{ numOrders: 73, totalSales: 2512.5 }] } : recounted,
      recountDashboard: recounted,
    });
    renderDashboard();
    expect(await within(await screen.findByRole('region', { name: 'Orders' })).findByText('73')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recount' }));
    expect(await screen.findByText('Figures recounted from the orders')).toBeInTheDocument();
    await waitFor(() => expect(within(section('Orders')).getByText('75')).toBeInTheDocument());
    expect(api.calls('recountDashboard')).toHaveLength(1);
  });

  it('shows the totals and draws both charts when there is data', async () => {
    fakeApi({ dashboardSummary: FILLED });
    const { container } = renderDashboard();

    expect(await within(await screen.findByRole('region', { name: 'Users' })).findByText('7')).toBeInTheDocument();
    expect(within(section('Orders')).getByText('3')).toBeInTheDocument();
    expect(within(section('Total Sales')).getByText('2.512,50 VND')).toBeInTheDocument();
    expect(screen.queryByText('No Sale')).not.toBeInTheDocument();
    expect(screen.queryByText('No Category')).not.toBeInTheDocument();
    expect(within(section('Sales')).getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(within(section('Categories')).getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    // Each chart renders an SVG surface in its card.
    expect(section('Sales').querySelector('svg')).not.toBeNull();
    expect(section('Categories').querySelector('svg')).not.toBeNull();
    expect(container).toHaveTextContent('Gaming');
  });

  it('gives each chart its figures as a table for screen readers', async () => {
    fakeApi({ dashboardSummary: FILLED });
    renderDashboard();
    const sales = await screen.findByRole('table', { name: 'Sales per day' });
    expect(within(sales).getByRole('rowheader', { name: '2025-03-02' })).toBeInTheDocument();
    expect(within(sales).getByRole('cell', { name: '1.312,50 VND' })).toBeInTheDocument();
    const categories = screen.getByRole('table', { name: 'Products per category' });
    expect(
      within(categories)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CategoryProducts', 'Gaming4', 'Ultrabook2']);
  });

  it('shows a fetch error in a red alert', async () => {
    fakeApi({ dashboardSummary: apiFailure(403, 'Admin access required') });
    renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
  });
});

describe('the sales chart axes', () => {
  it('labels the value axis in the shop grouping and the days as DD/MM, uncut', async () => {
    // A phone's width for the chart's box: the chart reads its size from the computed style, and
    // jsdom lays nothing out.
    const computedStyle = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computedStyle(element, pseudo);
      return new Proxy(style, {
        get: (target, key) => (key === 'width' ? '328px' : key === 'height' ? '300px' : Reflect.get(target, key)),
      });
    });
    fakeApi({
      dashboardSummary: {
        ...FILLED,
        dailyOrders: [
          { _id: '2025-03-01', sales: 8_000 },
          { _id: '2025-03-02', sales: 12_500_000 },
        ],
      },
    });
    renderDashboard();
    await screen.findByRole('table', { name: 'Sales per day' });
    const ticks = [...section('Sales').querySelectorAll('svg text')].map((label) => label.textContent);
    // The days in Vietnamese order, the amounts grouped with dots as every price in the shop, none shortened.
    expect(ticks).toEqual(['01/03', '02/03', '0', '5.000.000', '10.000.000', '15.000.000']);
  });
});
