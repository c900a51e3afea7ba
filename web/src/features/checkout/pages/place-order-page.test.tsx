import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDocs } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { PaymentRedirect } from '@shared/entities/payment';
import { amountOutOfRangeMessage } from '@shared/payment-messages';
import { IDEMPOTENCY_HEADER } from '@shared/schemas';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { browserLocation } from '@/lib/browser-location';
import { apiFailure, fakeApi, type FakeAnswer } from '@/testing/fake-api';
import { liveOrders } from '@/testing/fake-live-orders';
import { orderFixture } from '@/testing/order-fixture';
import { cartItem, CUSTOMER, renderPage } from '@/testing/render-page';
import { aProduct } from '@/testing/fixtures';
import { refusedByRules, snapshotOf } from '@/testing/firestore-snapshot';
import { fetchProduct } from '@/lib/product-reads';
import { API_MSG } from '@shared/messages';
import { VOUCHER_MSG } from '@shared/screen-messages';
import { formatOrderAmount, formatPrice } from '@shared/money';
import OrderPage from '@/features/orders/pages/order-page';
import PlaceOrderPage from './place-order-page';

// The preview re-reads the cart's products in one query (set per test below).
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDocs: vi.fn(),
}));
// A product the rules refuse in that query is then read alone.
vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

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
const CHECKOUT = { [STORAGE_KEYS.shippingAddress]: ADDRESS, [STORAGE_KEYS.paymentMethod]: 'MOMO' };

const summaryValue = (label: string) =>
  within(screen.getByTestId(`summary-${label}`)).getAllByText(/VND$/)[0]?.textContent;

function renderPlaceOrder(options: Omit<Parameters<typeof renderPage>[1], 'path' | 'url'> = {}) {
  return renderPage(<PlaceOrderPage />, { path: '/placeorder', url: '/placeorder', storage: CHECKOUT, ...options });
}

const MOMO_URL = 'https://test-payment.momo.vn/v2/gateway/pay?t=abc';

const MOMO_REDIRECT: PaymentRedirect = { url: MOMO_URL, provider: 'MOMO', reference: 'order-42-1', amount: 120 };

/** The order POST /api/orders answers: order-42 of the signed-in shopper, to pay with MoMo. */
const PLACED = orderFixture({
  _id: 'order-42',
  userId: CUSTOMER._id,
  shippingAddress: ADDRESS,
  paymentMethod: 'MOMO',
  orderItems: [
    { productId: 'p1', name: 'Laptop p1', slug: 'laptop-p1', image: '/images/p1.jpg', price: 60, quantity: 2 },
  ],
  itemsPrice: 120,
  shippingPrice: 0,
  totalPrice: 120,
});

/** POST /api/orders creates order-42; its payment-url call answers `startPayment`. */
/** The server places PLACED (stored, so the order page's live read finds it) and answers startPayment. */
const serverAnswers = (startPayment: FakeAnswer<'startPayment'>) =>
  fakeApi({
    placeOrder: () => {
      liveOrders.set(PLACED);
      return PLACED;
    },
    startPayment,
  });

beforeEach(() => {
  // A failed read leaves the cart as it is (use-cart-refresh.ts): most tests here are about placing.
  vi.mocked(getDocs).mockReset().mockRejectedValue(new Error('not consulted'));
  vi.mocked(fetchProduct).mockReset().mockRejectedValue(new Error('not consulted'));
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('place order page', () => {
  it('shows the preview with shipping, payment, items and edit links', () => {
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', name: 'ThinkPad X1', quantity: 2, price: 30 })] });

    expect(screen.getByRole('heading', { level: 1, name: 'Preview Order' })).toBeInTheDocument();
    expect(screen.getByText('Nguyen Lan')).toBeInTheDocument();
    expect(screen.getByText(/1 Le Loi, Hue, 530000,\s+Vietnam/)).toBeInTheDocument();
    expect(screen.getByText('MOMO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ThinkPad X1' })).toHaveAttribute('href', '/product/laptop-p1');
    const edits = screen.getAllByRole('link', { name: 'Edit' }).map((link) => link.getAttribute('href'));
    expect(edits).toEqual(['/shipping', '/payment', '/cart']);
    for (const step of ['Sign-In', 'Shipping', 'Payment', 'Place Order']) {
      expect(screen.getByLabelText('Checkout steps')).toHaveTextContent(step);
    }
  });

  it('ships free above an items price of 100, rounding to 2 decimals', () => {
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 33.335, quantity: 3 })] });

    expect(summaryValue('Items')).toBe('100,01 VND');
    expect(summaryValue('Shipping')).toBe('0,00 VND');
    expect(summaryValue('Order Total')).toBe('100,01 VND');
  });

  it('charges 10 shipping when the items price is exactly 100', () => {
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 25, quantity: 4 })] });

    expect(summaryValue('Items')).toBe('100,00 VND');
    expect(summaryValue('Shipping')).toBe('10,00 VND');
    expect(summaryValue('Order Total')).toBe('110,00 VND');
  });

  it('disables Place Order when the cart is empty', () => {
    renderPlaceOrder({ cartItems: [] });

    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(summaryValue('Order Total')).toBe('10,00 VND');
  });

  it('shows the phone, ward and province under the address line', () => {
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1' })] });

    expect(screen.getByText('0912345678')).toBeInTheDocument();
    expect(screen.getByText('Phường Thuận Hóa, Thành phố Huế')).toBeInTheDocument();
  });

  it('sends a stored address without phone, province and ward back to the shipping step', () => {
    const { phone: _phone, province: _province, ward: _ward, ...specFields } = ADDRESS;
    renderPlaceOrder({ storage: { ...CHECKOUT, [STORAGE_KEYS.shippingAddress]: specFields } });

    expect(screen.getByTestId('location')).toHaveTextContent('/shipping');
  });

  it('shows the VAT invoice request and sends it with the order', async () => {
    const invoice = {
      companyName: 'Công ty TNHH ABC',
      taxCode: '0312345678-001',
      companyAddress: '1 Lê Lợi',
      email: 'ketoan@abc.vn',
    };
    const api = serverAnswers(MOMO_REDIRECT);
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderPlaceOrder({ storage: { ...CHECKOUT, invoiceRequest: invoice }, cartItems: [cartItem({ _id: 'p1' })] });

    expect(screen.getByRole('heading', { name: 'Hóa đơn VAT' })).toBeInTheDocument();
    expect(screen.getByText('0312345678-001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(api.calls('placeOrder')).toHaveLength(1));
    expect(api.calls('placeOrder')[0]?.body).toMatchObject({ shippingAddress: ADDRESS, invoice });
  });

  it("sends the browser's well-formed analytics ids with the order, and none it does not have", async () => {
    document.cookie = 'ls_anon=AbCdEfGhIjKlMnOpQrStUv; Path=/';
    document.cookie = '_ga=GA1.1.1234567890.1764230400; Path=/';
    document.cookie = '_fbp=not-a-browser-id; Path=/';
    try {
      const api = serverAnswers(MOMO_REDIRECT);
      vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      renderPlaceOrder({ storage: CHECKOUT, cartItems: [cartItem({ _id: 'p1' })] });
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(api.calls('placeOrder')).toHaveLength(1));
      expect((api.calls('placeOrder')[0]?.body as { analytics?: unknown }).analytics).toEqual({
        anonId: 'AbCdEfGhIjKlMnOpQrStUv',
        clientId: '1234567890.1764230400',
      });
    } finally {
      for (const name of ['ls_anon', '_ga', '_fbp']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });

  it('redirects to /payment when no payment method was chosen', () => {
    renderPage(<PlaceOrderPage />, {
      path: '/placeorder',
      url: '/placeorder',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS },
    });

    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it('shows the configuration under the name and sends the variant of each line', async () => {
    const api = serverAnswers(MOMO_REDIRECT);
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const air = { _id: 'air', name: 'MacBook Air M3', sku: 'AIR-16', variantTitle: '16 GB / 512 GB / Bạc' };
    renderPlaceOrder({
      cartItems: [cartItem({ ...air, variantId: 'v16s', price: 60 }), cartItem({ _id: 'p1', price: 30 })],
    });

    expect(screen.getByText('16 GB / 512 GB / Bạc')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(api.calls('placeOrder')).toHaveLength(1));
    const [placed] = api.calls('placeOrder');
    const lines = (placed?.body as { orderItems: object[] }).orderItems;
    expect(lines[0]).toMatchObject({ _id: 'air', variantId: 'v16s' });
    // A line without a configuration (a product without variants, or a cart from before) sends none.
    expect(lines[1]).not.toHaveProperty('variantId');
  });

  it("places the order, empties the cart and goes straight to the order's gateway", async () => {
    const api = serverAnswers(MOMO_REDIRECT);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })] });

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(MOMO_URL));
    expect(screen.getByRole('status')).toHaveTextContent('Opening MoMo...');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.cartItems)).toBeNull();
    const [placed] = api.calls('placeOrder');
    expect(api.calls('placeOrder')).toHaveLength(1);
    expect(placed?.body).toMatchObject({
      orderItems: [{ _id: 'p1', quantity: 2, price: 60 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'MOMO',
      itemsPrice: 120,
      shippingPrice: 0,
      totalPrice: 120,
    });
    expect(placed?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[a-f0-9]{32}$/);
    expect(api.calls('startPayment')).toEqual([expect.objectContaining({ params: { id: 'order-42' } })]);
  });

  it.each([
    ['COD', 'Thanh toán khi nhận hàng (COD)', 'You pay the carrier in cash when the order is delivered.'],
    [
      'BANK_TRANSFER',
      'Chuyển khoản ngân hàng (VietQR)',
      'After you place the order, its page shows a VietQR code and the account to transfer the exact total to, within 24 hours.',
    ],
  ] as const)(
    '%s: the preview says how it is paid, and placing opens the order page, no gateway',
    async (method, label, how) => {
      const api = fakeApi({ placeOrder: { ...PLACED, paymentMethod: method } });
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      renderPlaceOrder({
        cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })],
        storage: { ...CHECKOUT, [STORAGE_KEYS.paymentMethod]: method },
      });

      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByText(how)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

      expect(await screen.findByTestId('location')).toHaveTextContent('/order/order-42');
      expect(api.calls('placeOrder')[0]?.body).toMatchObject({ paymentMethod: method });
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('opens the order page when the shopper comes Back from the gateway', async () => {
    serverAnswers(MOMO_REDIRECT);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })] });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());

    // The browser shows the page again from its back-forward cache.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order/order-42'));
  });

  it('opens the order page with the reason as a toast when the gateway cannot be reached', async () => {
    const tooSmall = amountOutOfRangeMessage('MoMo', 1000, 50_000_000);
    serverAnswers(apiFailure(400, tooSmall));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })] });

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order/order-42'));
    expect(await screen.findByText(tooSmall)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    // The order exists: the cart is emptied all the same.
    expect(window.localStorage.getItem(STORAGE_KEYS.cartItems)).toBeNull();
  });

  it('shows the placed order on its page from the answer of POST /api/orders, then reads it live, never through the API', async () => {
    const api = serverAnswers(apiFailure(502, 'Giao dịch không thành công'));
    renderPage(
      <Routes>
        <Route path="/placeorder" element={<PlaceOrderPage />} />
        <Route path="/order/:id" element={<OrderPage />} />
      </Routes>,
      {
        path: '*',
        url: '/placeorder',
        storage: CHECKOUT,
        cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })],
      },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order order-42' })).toBeInTheDocument();
    expect(await screen.findByText('Giao dịch không thành công')).toBeInTheDocument();
    expect(screen.getByText('Nguyen Lan')).toBeInTheDocument();
    expect(screen.getByText('Not Delivered')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-Order Total')).getByText(formatOrderAmount(120))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with MoMo' })).toBeEnabled();
    expect(api.calls('orderById')).toEqual([]);
  });

  describe('the preview shows current prices', () => {
    const line = cartItem({ _id: 'p1', name: 'ThinkPad X1', price: 30 });
    /** The shop's products as the preview's read finds them. */
    const shopHas = (...products: ReturnType<typeof aProduct>[]) =>
      vi.mocked(getDocs).mockResolvedValue(snapshotOf(products));
    const priceChanged = `Giá đã thay đổi / Price changed from ${formatPrice(30)} to ${formatPrice(35)}`;

    it('brings the cart up to date when shown, naming the product whose price changed', async () => {
      shopHas(aProduct({ ...line, price: 35 }));
      renderPlaceOrder({ cartItems: [line] });

      expect(await screen.findByText('Your cart was updated:')).toBeInTheDocument();
      expect(screen.getByText(priceChanged).closest('li')).toHaveTextContent(`ThinkPad X1: ${priceChanged}`);
      expect(summaryValue('Order Total')).toBe(formatOrderAmount(45));
      expect(getDocs).toHaveBeenCalledTimes(1);
    });

    it('says when a product of the cart is no longer sold, and leaves it out of the order', async () => {
      const other = cartItem({ _id: 'p2', name: 'Retired Laptop', price: 20 });
      vi.mocked(getDocs).mockRejectedValue(refusedByRules());
      vi.mocked(fetchProduct).mockImplementation(async (id) => {
        if (id === line._id) return aProduct({ ...line });
        throw refusedByRules();
      });
      renderPlaceOrder({ cartItems: [line, other] });

      expect(
        await screen.findByText('Retired Laptop is no longer sold and was removed from your cart'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Retired Laptop' })).not.toBeInTheDocument();
      expect(summaryValue('Order Total')).toBe(formatOrderAmount(40));
    });

    it('when the server refuses changed prices, shows the new totals and a notice instead of an error; the next click places it', async () => {
      shopHas(aProduct({ ...line }));
      renderPlaceOrder({ cartItems: [line] });
      await waitFor(() => expect(getDocs).toHaveBeenCalledTimes(1));
      // Meanwhile the shop raised the price: the server refuses the old one.
      shopHas(aProduct({ ...line, price: 35 }));
      const api = fakeApi({ placeOrder: apiFailure(400, API_MSG.pricesChanged, 'PRICES_CHANGED') });
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

      expect(
        await screen.findByText('Prices changed: check the new total and place the order again'),
      ).toBeInTheDocument();
      expect(screen.getByText(priceChanged).closest('li')).toHaveTextContent(`ThinkPad X1: ${priceChanged}`);
      expect(summaryValue('Items')).toBe(formatOrderAmount(35));
      expect(summaryValue('Order Total')).toBe(formatOrderAmount(45));
      expect(screen.queryByText(API_MSG.pricesChanged)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

      api.answer('placeOrder', PLACED);
      api.answer('startPayment', { ...MOMO_REDIRECT, amount: 45 });
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(MOMO_URL));
      expect(api.calls('placeOrder')).toHaveLength(2);
      expect(api.calls('placeOrder')[1]?.body).toMatchObject({
        orderItems: [{ _id: 'p1', price: 35 }],
        totalPrice: 45,
      });
    });

    it("shows the server's message when the re-read finds no new price", async () => {
      shopHas(aProduct({ ...line }));
      fakeApi({ placeOrder: apiFailure(400, API_MSG.pricesChanged, 'PRICES_CHANGED') });
      renderPlaceOrder({ cartItems: [line] });
      await waitFor(() => expect(getDocs).toHaveBeenCalledTimes(1));
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

      expect(await screen.findByText(API_MSG.pricesChanged)).toBeInTheDocument();
      expect(screen.queryByText('Prices changed: check the new total and place the order again')).toBeNull();
    });
  });

  describe('the unit limits of unpaid orders', () => {
    const IN_ALL = 'You can have at most 20 units in all in unpaid orders';
    /** `count` products at `each` units, with stock to spare. */
    const lines = (count: number, each: number) =>
      Array.from({ length: count }, (_, i) => cartItem({ _id: `p${i}`, quantity: each, countInStock: 50 }));

    it('at 20 units in all, tells the limit by Place Order and still lets the customer place it', () => {
      renderPlaceOrder({ cartItems: lines(4, 5) });
      expect(screen.getByRole('alert')).toHaveTextContent(IN_ALL);
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    });

    it('says nothing of the limit below 20 units', () => {
      renderPlaceOrder({ cartItems: lines(3, 5) });
      expect(screen.queryByText(IN_ALL)).not.toBeInTheDocument();
    });

    it('above 20 units in all, warns and holds Place Order back', () => {
      renderPlaceOrder({ cartItems: [...lines(4, 5), cartItem({ _id: 'extra', quantity: 1 })] });
      expect(screen.getByRole('alert')).toHaveTextContent(IN_ALL);
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    });

    it('lowers a line above 5 units of one product to 5, naming the product and the limit', async () => {
      const line = cartItem({ _id: 'p1', name: 'ThinkPad X1', quantity: 8, countInStock: 50 });
      vi.mocked(getDocs).mockResolvedValue(snapshotOf([aProduct({ ...line })]));
      renderPlaceOrder({ cartItems: [line] });

      const limit = 'You can have at most 5 units of one product in unpaid orders';
      expect(await screen.findByText(limit)).toBeInTheDocument();
      expect(screen.getByText(limit).closest('li')).toHaveTextContent(`ThinkPad X1: ${limit}`);
      expect(summaryValue('Items')).toBe(formatOrderAmount(50));
    });

    it("shows the server's refusal when the customer's other unpaid orders pass the limit", async () => {
      fakeApi({ placeOrder: apiFailure(409, API_MSG.unpaidUnits, 'UNIT_LIMIT') });
      renderPlaceOrder({ cartItems: lines(1, 2) });
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText(IN_ALL)).toBeInTheDocument();
      expect(window.localStorage.getItem(STORAGE_KEYS.cartItems)).not.toBeNull();
    });
  });

  it('shows the server message as a toast and retries with the same idempotency key', async () => {
    const api = fakeApi({ placeOrder: apiFailure(409, 'Sản phẩm đã hết hàng: ThinkPad X1', 'OUT_OF_STOCK') });
    renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1' })] });
    const button = screen.getByRole('button', { name: 'Place Order' });

    await userEvent.click(button);
    expect(await screen.findByText('Sản phẩm đã hết hàng: ThinkPad X1')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    await waitFor(() => expect(api.calls('placeOrder')).toHaveLength(2));
    const keys = api.calls('placeOrder').map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys[0]).toMatch(/^[a-f0-9]{32}$/);
    expect(keys[0]).toBe(keys[1]);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartItems)).not.toBeNull();
  });

  describe('shop settings and vouchers', () => {
    const TET = { code: 'TET', kind: 'fixed' as const, value: 20, maxDiscount: null, minOrder: 0 };

    it("prices shipping with the shop's current settings", () => {
      renderPlaceOrder({
        cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })],
        shopSettings: { ...DEFAULT_SHOP_SETTINGS, shippingFee: 25, freeShippingAbove: 500 },
      });

      expect(summaryValue('Shipping')).toBe('25,00 VND');
      expect(summaryValue('Order Total')).toBe('145,00 VND');
    });

    it('applies a voucher code: shows its discount line and the new total, and places the order with it', async () => {
      const api = serverAnswers(MOMO_REDIRECT);
      api.answer('checkVoucher', { voucher: TET, discount: 20 });
      vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })] });

      await userEvent.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'tet');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

      expect(await screen.findByTestId('summary-Discount')).toHaveTextContent('Discount (TET)');
      expect(summaryValue('Discount')).toBe('-20,00 VND');
      expect(summaryValue('Order Total')).toBe('100,00 VND');
      expect(api.calls('checkVoucher')).toEqual([expect.objectContaining({ body: { code: 'TET', itemsPrice: 120 } })]);
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(api.calls('placeOrder')).toHaveLength(1));
      expect(api.calls('placeOrder')[0]?.body).toMatchObject({ voucherCode: 'TET', itemsPrice: 120, totalPrice: 100 });
    });

    it('checks the code again when placing finds it used up meanwhile, and holds Place Order back', async () => {
      const answers = [{ voucher: TET, discount: 20 }, apiFailure(409, VOUCHER_MSG.voucherUsedUp, 'VOUCHER_USED_UP')];
      const api = fakeApi({
        checkVoucher: () => answers.shift() ?? apiFailure(409, VOUCHER_MSG.voucherUsedUp, 'VOUCHER_USED_UP'),
        // Placing answers every refused voucher alike; the check says why.
        placeOrder: apiFailure(409, VOUCHER_MSG.voucherNotAccepted, 'VOUCHER_NOT_ACCEPTED'),
      });
      renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })] });

      await userEvent.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'TET');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByTestId('summary-Discount');
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

      await waitFor(() => expect(api.calls('checkVoucher')).toHaveLength(2));
      // The toast of the refused order, and the voucher field's own message with the reason.
      expect(await screen.findByText(VOUCHER_MSG.voucherNotAccepted)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText(VOUCHER_MSG.voucherUsedUp)).toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled());
      expect(screen.queryByTestId('summary-Discount')).not.toBeInTheDocument();
    });

    it('says why a code is refused and holds Place Order back until it is removed', async () => {
      fakeApi({ checkVoucher: apiFailure(409, VOUCHER_MSG.voucherExpired, 'VOUCHER_EXPIRED') });
      renderPlaceOrder({ cartItems: [cartItem({ _id: 'p1', price: 60, quantity: 2 })] });

      await userEvent.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'old');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

      expect(await screen.findByText(VOUCHER_MSG.voucherExpired)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
      expect(summaryValue('Order Total')).toBe('120,00 VND');
      await userEvent.click(screen.getByRole('button', { name: 'Remove voucher' }));
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    });
  });
});
