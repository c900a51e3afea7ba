import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { renderPage } from '@/testing/render-page';
import PaymentPage from './payment-page';

const ADDRESS = { fullname: 'Nguyen Lan', address: '1 Le Loi', city: 'Hue', postalCode: '530000', country: 'Vietnam' };

describe('payment page', () => {
  it('redirects to /shipping when no address is saved', () => {
    renderPage(<PaymentPage />, { path: '/payment', url: '/payment' });

    expect(screen.getByTestId('location')).toHaveTextContent('/shipping');
  });

  it('selects VNPAY by default, saves the chosen method and goes to /placeorder', async () => {
    renderPage(<PaymentPage />, {
      path: '/payment',
      url: '/payment',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'VNPAY' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'MOMO' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/placeorder');
    expect(window.localStorage.getItem(STORAGE_KEYS.paymentMethod)).toBe('"MOMO"');
  });

  it('offers the methods, VNPAY first and chosen, then MOMO, cash on delivery, bank transfer, pay later and the finance company', async () => {
    renderPage(<PaymentPage />, {
      path: '/payment',
      url: '/payment',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS },
    });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'VNPAY',
      'MOMO',
      'COD',
      'BANK_TRANSFER',
      'INSTALLMENT',
      'FINANCE_COMPANY',
    ]);
    expect(screen.getByRole('radio', { name: 'VNPAY' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.paymentMethod)).toBe('"COD"');
  });

  it("disables cash on delivery when the cart's total is above the shop's limit, and falls back from a saved COD", () => {
    const laptop = {
      _id: 'p1',
      slug: 'p1',
      name: 'Workstation',
      image: '/p1.jpg',
      price: 25_000_000,
      quantity: 1,
      countInStock: 3,
    };
    renderPage(<PaymentPage />, {
      path: '/payment',
      url: '/payment',
      storage: {
        [STORAGE_KEYS.shippingAddress]: ADDRESS,
        [STORAGE_KEYS.paymentMethod]: 'COD',
      },
      cartItems: [laptop],
    });

    const cod = screen.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Only for orders up to 20.000.000 VND');
    expect(screen.getByRole('radio', { name: 'VNPAY' })).toBeChecked();
  });

  it('lists pay later disabled with the minimum below it, and offers it from the minimum', () => {
    const laptop = (price: number) => ({
      _id: 'p1',
      slug: 'p1',
      name: 'Laptop',
      image: '/p1.jpg',
      price,
      quantity: 1,
      countInStock: 3,
    });
    const { unmount } = renderPage(<PaymentPage />, {
      path: '/payment',
      url: '/payment',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS, [STORAGE_KEYS.paymentMethod]: 'INSTALLMENT' },
      cartItems: [laptop(2_000_000)],
    });
    const below = screen.getByRole('radio', { name: 'Trả góp qua Fundiin' });
    expect(below).toBeDisabled();
    expect(below).toHaveAccessibleDescription('Chỉ áp dụng cho đơn hàng từ 3.000.000₫');
    expect(screen.getByRole('radio', { name: 'VNPAY' })).toBeChecked();
    unmount();

    renderPage(<PaymentPage />, {
      path: '/payment',
      url: '/payment',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS, [STORAGE_KEYS.paymentMethod]: 'INSTALLMENT' },
      cartItems: [laptop(3_600_000)],
    });
    const from = screen.getByRole('radio', { name: 'Trả góp qua Fundiin' });
    expect(from).toBeEnabled();
    expect(from).toBeChecked();
  });

  it('preselects the saved method', () => {
    renderPage(<PaymentPage />, {
      path: '/payment',
      url: '/payment',
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS, [STORAGE_KEYS.paymentMethod]: 'MOMO' },
    });

    expect(screen.getByRole('radio', { name: 'MOMO' })).toBeChecked();
  });
});
