/**
 * The carriers at checkout, with GHN and GHTK on in Settings: the preview asks the quote for the
 * chosen ward and cart, shows each option with its delivery day, preselects the first, prices
 * shipping with the chosen one and sends it as the order's `carrier`; the order page shows the
 * carrier and the day. With no carrier on (every other checkout test) no quote is asked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDocs } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import type { ShippingOption } from '@shared/shipping-quote';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { API_MSG } from '@shared/messages';
import { liveOrders } from '@/testing/fake-live-orders';
import { orderFixture } from '@/testing/order-fixture';
import { cartItem, renderPage } from '@/testing/render-page';
import OrderPage from '@/features/orders/pages/order-page';
import PlaceOrderPage from './place-order-page';

vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDocs: vi.fn(),
}));

const ADDRESS = {
  fullname: 'Nguyen Lan',
  address: '1 Le Loi',
  city: 'Hue',
  postalCode: '530000',
  country: 'Vietnam',
  phone: '+84912345678',
  province: 'Thành phố Huế',
  ward: 'Phường Thuận Hóa',
};
const SETTINGS = { ...DEFAULT_SHOP_SETTINGS, carriers: ['ghn', 'ghtk'] as ('ghn' | 'ghtk')[] };
// Thursday 26 and Saturday 28 November 2026, in Vietnam's afternoon.
const GHN: ShippingOption = {
  carrier: 'ghn',
  service: 'Hàng nhẹ',
  fee: 30,
  shippingPrice: 30,
  expectedDeliveryAt: '2026-11-26T10:00:00.000Z',
  source: 'carrier',
  codMax: 50_000_000,
};
const GHTK: ShippingOption = {
  carrier: 'ghtk',
  service: 'Đường bộ',
  fee: 22,
  shippingPrice: 22,
  expectedDeliveryAt: '2026-11-28T10:00:00.000Z',
  source: 'carrier',
  codMax: 20_000_000,
};

const summaryValue = (label: string) =>
  within(screen.getByTestId(`summary-${label}`)).getAllByText(/VND$/)[0]?.textContent;

const renderPreview = (storage: Record<string, unknown> = {}) =>
  renderPage(<PlaceOrderPage />, {
    path: '/placeorder',
    url: '/placeorder',
    cartItems: [cartItem({ _id: 'p1', price: 40, quantity: 2 })],
    shopSettings: SETTINGS,
    storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS, [STORAGE_KEYS.paymentMethod]: 'COD', ...storage },
  });

beforeEach(() => {
  vi.mocked(getDocs).mockReset().mockRejectedValue(new Error('not consulted'));
  window.sessionStorage.clear();
});

describe('carrier options at checkout', () => {
  it('asks the quote for the ward and cart, shows each option with its day, and prices with the first', async () => {
    const api = fakeApi({ quoteShipping: { weightGrams: 3800, options: [GHN, GHTK] } });
    renderPreview();

    const ghn = await screen.findByRole('radio', { name: /GHN · Hàng nhẹ/ });
    expect(ghn).toBeChecked();
    expect(screen.getByText('Giao dự kiến: Thứ Năm, 26/11')).toBeInTheDocument();
    expect(screen.getByText('Giao dự kiến: Thứ Bảy, 28/11')).toBeInTheDocument();
    expect(api.calls('quoteShipping')).toEqual([
      expect.objectContaining({
        body: { province: ADDRESS.province, ward: ADDRESS.ward, orderItems: [{ _id: 'p1', quantity: 2 }] },
      }),
    ]);
    expect(summaryValue('Shipping')).toBe('30,00 VND');
    expect(summaryValue('Order Total')).toBe('110,00 VND');
  });

  it('choosing GHTK changes the total, is kept with the checkout and is sent as the carrier', async () => {
    const api = fakeApi({
      quoteShipping: { weightGrams: 3800, options: [GHN, GHTK] },
      placeOrder: () => {
        const order = orderFixture({ _id: 'o7', paymentMethod: 'COD' });
        liveOrders.set(order);
        return order;
      },
    });
    renderPreview();

    await userEvent.click(await screen.findByRole('radio', { name: /GHTK · Đường bộ/ }));
    expect(summaryValue('Shipping')).toBe('22,00 VND');
    expect(summaryValue('Order Total')).toBe('102,00 VND');
    expect(JSON.parse(window.localStorage.getItem('shippingCarrier') ?? 'null')).toBe('ghtk');

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.calls('placeOrder')).toHaveLength(1));
    expect(api.calls('placeOrder')[0]?.body).toMatchObject({ carrier: 'ghtk', shippingPrice: 22, totalPrice: 102 });
  });

  it('preselects the carrier chosen earlier while it is still offered', async () => {
    fakeApi({ quoteShipping: { weightGrams: 3800, options: [GHN, GHTK] } });
    renderPreview({ shippingCarrier: 'ghtk' });

    expect(await screen.findByRole('radio', { name: /GHTK/ })).toBeChecked();
    expect(summaryValue('Shipping')).toBe('22,00 VND');
  });

  it("asks the options again when the server finds the carrier's fee changed, and shows the new one", async () => {
    let fee = 30;
    const api = fakeApi({
      quoteShipping: () => ({ weightGrams: 3800, options: [{ ...GHN, fee, shippingPrice: fee }, GHTK] }),
      placeOrder: apiFailure(400, API_MSG.pricesChanged, 'PRICES_CHANGED'),
    });
    renderPreview();
    await screen.findByRole('radio', { name: /GHN/ });
    fee = 35;

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(summaryValue('Shipping')).toBe('35,00 VND'));
    expect(api.calls('quoteShipping')).toHaveLength(2);
  });

  it('does not offer, paying cash on delivery, a carrier whose COD cap is below the total, and says why', async () => {
    const api = fakeApi({
      // The cart's total is 110 with GHN, 102 with GHTK: GHN's cap (100) is below it, GHTK's is not.
      quoteShipping: {
        weightGrams: 3800,
        options: [
          { ...GHN, codMax: 100 },
          { ...GHTK, codMax: 102 },
        ],
      },
      placeOrder: () => {
        const order = orderFixture({ _id: 'o8', paymentMethod: 'COD' });
        liveOrders.set(order);
        return order;
      },
    });
    renderPreview({ shippingCarrier: 'ghn' });

    const ghtk = await screen.findByRole('radio', { name: /GHTK/ });
    expect(ghtk).toBeChecked();
    expect(screen.getByRole('radio', { name: /GHN/ })).toBeDisabled();
    expect(screen.getByText(/Cash on delivery up to 100,00 VND with this carrier/)).toBeInTheDocument();
    expect(summaryValue('Order Total')).toBe('102,00 VND');

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.calls('placeOrder')).toHaveLength(1));
    expect(api.calls('placeOrder')[0]?.body).toMatchObject({ carrier: 'ghtk', totalPrice: 102 });
  });

  it('offers every carrier to an order paid online, whatever their COD caps', async () => {
    fakeApi({ quoteShipping: { weightGrams: 3800, options: [{ ...GHN, codMax: 100 }, GHTK] } });
    renderPreview({ [STORAGE_KEYS.paymentMethod]: 'VNPAY' });

    expect(await screen.findByRole('radio', { name: /GHN/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /GHN/ })).toBeEnabled();
  });

  it('holds Place Order back until the options are known', () => {
    fakeApi({ quoteShipping: () => new Promise(() => undefined) });
    renderPreview();

    expect(screen.getByText('Finding delivery options...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});

describe('the order page', () => {
  it('shows the carrier and the estimated delivery day the order was placed with', async () => {
    liveOrders.set(
      orderFixture({
        shippingQuote: {
          carrier: 'ghn',
          service: 'Hàng nhẹ',
          fee: 30,
          weightGrams: 3800,
          expectedDeliveryAt: GHN.expectedDeliveryAt,
          source: 'carrier',
          quotedAt: '2026-11-24T10:00:00.000Z',
        },
      }),
    );
    renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1' });

    expect(await screen.findByText('GHN · Hàng nhẹ')).toBeInTheDocument();
    expect(screen.getByText('Giao dự kiến: Thứ Năm, 26/11')).toBeInTheDocument();
  });
});
