import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { renderPage } from '@/testing/render-page';
import PaymentPage from './payment-page';

const ADDRESS = { fullname: 'Nguyen Lan', address: '1 Le Loi', city: 'Hue', postalCode: '530000', country: 'Vietnam' };
const laptop = (price: number) => ({
  _id: 'p1',
  slug: 'p1',
  name: 'Laptop',
  image: '/p1.jpg',
  price,
  quantity: 1,
  countInStock: 3,
});
const FINANCE = 'Trả góp qua công ty tài chính';

const renderPayment = (price: number) =>
  renderPage(<PaymentPage />, {
    path: '/payment',
    url: '/payment',
    storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS },
    cartItems: [laptop(price)],
  });

describe('the payment step’s finance company installments', () => {
  it('below the installment minimum: listed, disabled, saying from which total', () => {
    renderPayment(2_000_000);
    const finance = screen.getByRole('radio', { name: FINANCE });
    expect(finance).toBeDisabled();
    expect(finance).toHaveAccessibleDescription('Chỉ áp dụng cho đơn hàng từ 3.000.000₫');
    expect(screen.queryByRole('textbox', { name: /Số CCCD/ })).not.toBeInTheDocument();
  });

  it('asks for the application, says how the data is kept, and names each refused field', async () => {
    renderPayment(3_600_000);
    await userEvent.click(screen.getByRole('radio', { name: FINANCE }));
    expect(screen.getByRole('textbox', { name: /Họ và tên/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Số điện thoại/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kỳ hạn' })).toHaveTextContent('12 tháng');
    expect(screen.getByRole('combobox', { name: 'Trả trước' })).toHaveTextContent('0%');
    expect(screen.getByText(/xóa 90 ngày sau khi có kết quả/)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Số CCCD/ }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('financeApplication.nationalId must be exactly 12 digits')).toBeInTheDocument();
    expect(screen.getByText('financeApplication.consent must be true')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.paymentMethod)).toBeNull();
  });

  it('goes on to the preview with the application kept for this tab only', async () => {
    renderPayment(3_600_000);
    await userEvent.click(screen.getByRole('radio', { name: FINANCE }));
    await userEvent.type(screen.getByRole('textbox', { name: /Họ và tên/ }), 'Nguyễn Văn A');
    await userEvent.type(screen.getByRole('textbox', { name: /Số điện thoại/ }), '0912345678');
    await userEvent.type(screen.getByRole('textbox', { name: /Số CCCD/ }), '079203001234');
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Tôi đồng ý để cửa hàng chuyển thông tin này cho công ty tài chính để xét duyệt hồ sơ',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/placeorder');
    expect(window.localStorage.getItem(STORAGE_KEYS.paymentMethod)).toBe('"FINANCE_COMPANY"');
    expect(JSON.stringify(window.localStorage)).not.toContain('079203001234');
    expect(JSON.parse(window.sessionStorage.getItem('financeApplication') ?? 'null')).toMatchObject({
      nationalId: '079203001234',
      termMonths: 12,
      downPaymentPercent: 0,
      consent: true,
    });
  });
});
