/**
 * Order history on a phone: cards (image, names, status, total, day) under tabs by state; the
 * spec's table stays on wider screens (order-history-page.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/entities/order';
import { activateLanguage } from '@/i18n/i18n';
import { messages as viMessages } from '@/locales/vi.po';
import { liveOrders } from '@/testing/fake-live-orders';
import { orderFixture } from '@/testing/order-fixture';
import { renderPage } from '@/testing/render-page';
import OrderHistoryPage from './order-history-page';

/** A phone: every `max-width` media query matches (MUI's breakpoints.down). */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(phoneScreen);
afterEach(() => {
  vi.unstubAllGlobals();
  activateLanguage('mixed');
});

const at = (status: Order['status'], overrides: Partial<Order> = {}): Partial<Order> => ({
  status,
  statusHistory: [
    { status: status ?? 'awaitingPayment', at: '2026-11-27T07:05:00.000Z', by: { role: 'shop' }, note: null },
  ],
  ...overrides,
});

function fiveOrders() {
  liveOrders.set(
    orderFixture({
      _id: 'o1',
      orderCode: 'LS7K2QX',
      paymentMethod: 'COD',
      createdAt: '2026-11-27T07:05:00.000Z',
      ...at('awaitingPayment'),
    }),
  );
  liveOrders.set(
    orderFixture({ _id: 'o2', orderCode: 'LS22222', createdAt: '2026-11-26T07:05:00.000Z', ...at('shipped') }),
  );
  liveOrders.set(
    orderFixture({ _id: 'o3', orderCode: 'LS33333', createdAt: '2026-11-25T07:05:00.000Z', ...at('delivered') }),
  );
  liveOrders.set(
    orderFixture({ _id: 'o4', orderCode: 'LS44444', createdAt: '2026-11-24T07:05:00.000Z', ...at('cancelled') }),
  );
  // Placed before every order had a code: shown by the start of its id.
  liveOrders.set(orderFixture({ _id: 'oldorder12345678', createdAt: '2026-11-23T07:05:00.000Z', ...at('packing') }));
}

const renderHistory = () => renderPage(<OrderHistoryPage />, { path: '/orderhistory', url: '/orderhistory' });
const cardCodes = () => screen.queryAllByTestId('order-card').map((card) => card.querySelector('p')?.textContent ?? '');

describe('order history on a phone', () => {
  it("shows a card per order: the first item's image, its names, status, total and day, linking to the order", async () => {
    fiveOrders();
    renderHistory();
    const cards = await screen.findAllByTestId('order-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = cards[0] as HTMLElement;
    expect(first).toHaveTextContent('LS7K2QX');
    expect(first).toHaveTextContent('2026-11-27');
    expect(first).toHaveTextContent('ThinkPad X1');
    expect(first).toHaveTextContent('101,00 VND');
    expect(first).toHaveTextContent('Thanh toán khi nhận hàng / Pay on delivery');
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/p1.jpg');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/order/o1');
    expect(cardCodes()).toEqual(['LS7K2QX', 'LS22222', 'LS33333', 'LS44444', 'oldorder']);
  });

  it('filters by state with the tabs', async () => {
    fiveOrders();
    renderHistory();
    await screen.findAllByTestId('order-card');
    const tabs = screen.getByRole('tablist', { name: 'Orders by state' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Tất cả / All',
      'Chờ xác nhận / Processing',
      'Đang giao / Shipping',
      'Đã giao / Delivered',
      'Đã hủy / Cancelled',
    ]);
    const expected: [string, string[]][] = [
      ['Chờ xác nhận / Processing', ['LS7K2QX', 'oldorder']],
      ['Đang giao / Shipping', ['LS22222']],
      ['Đã giao / Delivered', ['LS33333']],
      ['Đã hủy / Cancelled', ['LS44444']],
      ['Tất cả / All', ['LS7K2QX', 'LS22222', 'LS33333', 'LS44444', 'oldorder']],
    ];
    for (const [tab, codes] of expected) {
      await userEvent.click(within(tabs).getByRole('tab', { name: tab }));
      expect(cardCodes()).toEqual(codes);
    }
  });

  it('reads in Vietnamese, with day-first dates, in vi', async () => {
    activateLanguage('vi', viMessages);
    fiveOrders();
    renderHistory();
    const [first] = await screen.findAllByTestId('order-card');
    expect(first).toHaveTextContent('27/11/2026');
    expect(first).toHaveTextContent('Thanh toán khi nhận hàng');
    expect(screen.getByRole('tab', { name: 'Chờ xác nhận' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Đã hủy' })).toBeInTheDocument();
  });
});
