import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PaymentMethodChoices } from './payment-method-choices';

const ALL = ['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER'] as const;

describe('payment method choices', () => {
  it('disables cash on delivery above the limit and says why; the others stay choosable', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PaymentMethodChoices methods={ALL} codLimit={100} total={150} emailVerified value="VNPAY" onChange={onChange} />,
    );

    const cod = screen.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Only for orders up to 100 VND');
    expect(screen.getByRole('radio', { name: 'Chuyển khoản ngân hàng (VietQR)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Chuyển khoản ngân hàng (VietQR)' }));
    expect(onChange).toHaveBeenCalledWith('BANK_TRANSFER');
  });

  it('offers cash on delivery at the limit exactly', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PaymentMethodChoices methods={ALL} codLimit={100} total={100} emailVerified value="VNPAY" onChange={onChange} />,
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' }));
    expect(onChange).toHaveBeenCalledWith('COD');
    expect(screen.queryByText(/Only for orders up to/)).not.toBeInTheDocument();
  });

  it('lists only the methods the shop offers, in its order', () => {
    renderWithProviders(
      <PaymentMethodChoices
        methods={['MOMO', 'VNPAY']}
        codLimit={100}
        total={10}
        emailVerified
        value="VNPAY"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['MOMO', 'VNPAY']);
  });

  it('an account whose email is not verified cannot choose cash on delivery or bank transfer, and is told why', () => {
    renderWithProviders(
      <PaymentMethodChoices
        methods={ALL}
        codLimit={100}
        total={10}
        emailVerified={false}
        value="VNPAY"
        onChange={vi.fn()}
      />,
    );
    const why = 'Verify your email address first: the link is in the email we sent you';
    for (const name of ['Thanh toán khi nhận hàng (COD)', 'Chuyển khoản ngân hàng (VietQR)']) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription(why);
    }
    expect(screen.getByRole('radio', { name: 'VNPAY' })).toBeEnabled();
  });
});
