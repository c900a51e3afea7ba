import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlacedOrderAnswer } from '@shared/entities/order';
import { ORDER_TOKEN_HEADER } from '@shared/guest-order';
import { fakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { cartItem } from '@/testing/render-page';
import { browserLocation } from '@/lib/browser-location';
import { renderWithProviders } from '@/testing/render-with-providers';
import GuestOrderPage from '@/features/orders/pages/guest-order-page';
import SigninPage from '@/features/auth/pages/signin-page';
import AdminOrdersPage from '@/features/admin/orders/orders-page';
import { ADMIN } from '@/testing/render-page';
import GuestCheckoutPage from './guest-checkout-page';

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const combobox = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
async function pick(label: string, typed: string) {
  await userEvent.click(combobox(label));
  await userEvent.keyboard(typed);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}
/** The form types into many fields and opens a ward list, slow in jsdom on a busy machine. */
const SLOW_FORM_MS = 60_000;

const PLACED: PlacedOrderAnswer = {
  ...orderFixture({ _id: 'o1', orderCode: 'LSAB234', paymentMethod: 'COD', userId: null }),
  guest: { name: 'Trần Bình', phone: '+84987654321', email: null, zaloOptIn: true },
  orderToken: 't'.repeat(43),
};

const renderGuestCheckout = () =>
  renderWithProviders(<GuestCheckoutPage />, {
    path: '/checkout/guest',
    url: '/checkout/guest',
    cartItems: [cartItem({ _id: 'p1', price: 500_000 })],
    probeOnScreen: false,
  });

describe('the sign-in page on the way to checkout', () => {
  it('offers to continue without an account only when it leads to /shipping', async () => {
    const first = renderWithProviders(<SigninPage />, { path: '/signin', url: '/signin?redirect=/shipping' });
    await userEvent.click(screen.getByRole('link', { name: 'Continue without an account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/guest');
    first.unmount();

    renderWithProviders(<SigninPage />, { path: '/signin', url: '/signin?redirect=/profile' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue without an account' })).not.toBeInTheDocument();
  });
});

describe('guest checkout page', () => {
  it(
    'places the order with the name and phone as the guest, then opens its page with the token',
    async () => {
      const api = fakeApi({ placeOrder: PLACED, orderById: PLACED });
      renderGuestCheckout();
      expect(screen.getByRole('heading', { level: 1, name: 'Checkout without an account' })).toBeInTheDocument();
      // Every method the shop offers but a finance company's application, which is an account's.
      const offered = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
      expect(offered).toEqual(expect.arrayContaining(['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER']));
      expect(offered).not.toContain('FINANCE_COMPANY');
      await userEvent.click(screen.getByRole('radio', { name: /\(COD\)/ }));
      expect(screen.getByRole('checkbox', { name: 'Receive order notifications on Zalo' })).not.toBeChecked();

      // The guest is not asked for a postal code: the province's goes with the address.
      expect(screen.queryByRole('textbox', { name: /Mã bưu chính|Postal Code/ })).not.toBeInTheDocument();
      await fill(field('Họ và tên'), 'Trần Bình');
      await fill(field('Số điện thoại'), '0987 654 321');
      await pick('Tỉnh/Thành phố', 'ha noi');
      await pick('Phường/Xã', 'hoan kiem');
      await fill(field('Địa chỉ cụ thể'), '5 Tràng Tiền');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Receive order notifications on Zalo' }));
      await userEvent.click(screen.getByRole('button', { name: 'Place order now' }));

      expect(await screen.findByTestId('location')).toHaveTextContent('/tra-cuu-don-hang/LSAB234');
      const [call] = api.calls('placeOrder');
      expect(call?.headers.Authorization).toBeUndefined();
      expect(call?.body).toMatchObject({
        paymentMethod: 'COD',
        guest: { name: 'Trần Bình', phone: '+84987654321', zaloOptIn: true },
        shippingAddress: {
          phone: '+84987654321',
          ward: 'Phường Hoàn Kiếm',
          postalCode: '10000',
          city: 'Thành phố Hà Nội',
          country: 'Việt Nam',
        },
      });
      expect(window.localStorage.getItem('cartItems') ?? '').not.toContain('p1');
    },
    SLOW_FORM_MS,
  );

  it(
    "pays a gateway's order at once with the order's token, the tab keeping it for the way back",
    async () => {
      const GATEWAY_URL = 'http://127.0.0.1:5055/vnpay/pay?vnp_TxnRef=o1-1';
      const vnpayOrder = { ...PLACED, paymentMethod: 'VNPAY' as const };
      const api = fakeApi({
        placeOrder: vnpayOrder,
        startPayment: { url: GATEWAY_URL, provider: 'VNPAY', reference: 'o1-1', amount: vnpayOrder.totalPrice },
      });
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      renderGuestCheckout();

      await fill(field('Họ và tên'), 'Trần Bình');
      await fill(field('Số điện thoại'), '0987654321');
      await pick('Tỉnh/Thành phố', 'ha noi');
      await pick('Phường/Xã', 'hoan kiem');
      await fill(field('Địa chỉ cụ thể'), '5 Tràng Tiền');
      await userEvent.click(screen.getByRole('radio', { name: /VNPAY/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Place order now' }));

      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
      expect(api.calls('placeOrder')[0]?.body).toMatchObject({ paymentMethod: 'VNPAY' });
      const [start] = api.calls('startPayment');
      expect(start?.params).toEqual({ id: 'o1' });
      expect(start?.headers[ORDER_TOKEN_HEADER]).toBe(PLACED.orderToken);
      expect(start?.headers.Authorization).toBeUndefined();
      expect(JSON.parse(window.sessionStorage.getItem('guestOrders') ?? '{}')).toMatchObject({
        LSAB234: { orderId: 'o1', orderToken: PLACED.orderToken },
      });
    },
    SLOW_FORM_MS,
  );

  it('sends nothing while the phone is not a Vietnamese number or the email is not one', async () => {
    const api = fakeApi({ placeOrder: PLACED });
    renderGuestCheckout();
    await fill(field('Họ và tên'), 'Trần Bình');
    await fill(field('Số điện thoại'), '12345');
    await fill(field('Email'), 'not-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Place order now' }));

    expect(await screen.findByText('Enter a valid email address, or leave it empty')).toBeInTheDocument();
    expect(api.calls('placeOrder')).toHaveLength(0);
  });
});

describe('guest order page', () => {
  it('reads the order with the token this tab kept, without an account', async () => {
    window.sessionStorage.setItem('guestOrders', JSON.stringify({ LSAB234: { orderId: 'o1', orderToken: 'tok-1' } }));
    const api = fakeApi({ orderById: PLACED });
    renderWithProviders(<GuestOrderPage />, { path: '/tra-cuu-don-hang/:orderCode', url: '/tra-cuu-don-hang/LSAB234' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order LSAB234' })).toBeInTheDocument();
    expect(await screen.findByText(PLACED.orderItems[0]?.name ?? '')).toBeInTheDocument();
    expect(api.calls('orderById')[0]?.headers[ORDER_TOKEN_HEADER]).toBe('tok-1');
  });

  it('cancels the order with its token before it ships', async () => {
    window.sessionStorage.setItem('guestOrders', JSON.stringify({ LSAB234: { orderId: 'o1', orderToken: 'tok-1' } }));
    const api = fakeApi({
      orderById: PLACED,
      cancelMyOrder: { ...PLACED, status: 'cancelled', cancelledAt: '2026-11-27T03:00:00.000Z' },
    });
    renderWithProviders(<GuestOrderPage />, { path: '/tra-cuu-don-hang/:orderCode', url: '/tra-cuu-don-hang/LSAB234' });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(api.calls('cancelMyOrder')[0]?.headers[ORDER_TOKEN_HEADER]).toBe('tok-1');
  });

  it("offers an open gateway order's Pay button, which starts the payment with the token", async () => {
    window.sessionStorage.setItem('guestOrders', JSON.stringify({ LSAB234: { orderId: 'o1', orderToken: 'tok-1' } }));
    const GATEWAY_URL = 'http://127.0.0.1:5055/momo/pay?orderId=o1-2';
    const momoOrder = { ...PLACED, paymentMethod: 'MOMO' as const };
    const api = fakeApi({
      orderById: momoOrder,
      startPayment: { url: GATEWAY_URL, provider: 'MOMO', reference: 'o1-2', amount: momoOrder.totalPrice },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderWithProviders(<GuestOrderPage />, { path: '/tra-cuu-don-hang/:orderCode', url: '/tra-cuu-don-hang/LSAB234' });

    await userEvent.click(await screen.findByRole('button', { name: 'Pay with MoMo' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(api.calls('startPayment')[0]?.headers[ORDER_TOKEN_HEADER]).toBe('tok-1');
  });

  it('offers no Pay button once the order is paid, nor for cash on delivery', async () => {
    window.sessionStorage.setItem('guestOrders', JSON.stringify({ LSAB234: { orderId: 'o1', orderToken: 'tok-1' } }));
    fakeApi({ orderById: { ...PLACED, paymentMethod: 'VNPAY', isPaid: true, paidAt: '2026-11-27T03:00:00.000Z' } });
    const paid = renderWithProviders(<GuestOrderPage />, {
      path: '/tra-cuu-don-hang/:orderCode',
      url: '/tra-cuu-don-hang/LSAB234',
    });
    expect(await screen.findByText(PLACED.orderItems[0]?.name ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay with/ })).not.toBeInTheDocument();
    paid.unmount();

    fakeApi({ orderById: PLACED });
    renderWithProviders(<GuestOrderPage />, { path: '/tra-cuu-don-hang/:orderCode', url: '/tra-cuu-don-hang/LSAB234' });
    expect(await screen.findByText(PLACED.orderItems[0]?.name ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay with/ })).not.toBeInTheDocument();
  });

  it('says where the order opens when this tab has no token for it', () => {
    renderWithProviders(<GuestOrderPage />, { path: '/tra-cuu-don-hang/:orderCode', url: '/tra-cuu-don-hang/LSZZ999' });
    expect(screen.getByText('This order opens in the browser tab it was placed in.')).toBeInTheDocument();
  });
});

describe('the admin orders list', () => {
  it('marks a guest order as a guest ("Khách vãng lai" in Vietnamese) with the phone', async () => {
    fakeApi({ adminOrders: { orders: [{ ...PLACED, user: null }], nextCursor: null } });
    renderWithProviders(<AdminOrdersPage />, { path: '/admin/orders', url: '/admin/orders', userInfo: ADMIN });
    expect(await screen.findByText('Trần Bình · Guest (+84987654321)')).toBeInTheDocument();
  });
});
