import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@shared/entities/catalogue';
import { setPriceStyle } from '@shared/money';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProductCard } from './product-card';
import { ProductInstallment } from './product-installment';

const withRates = {
  ...DEFAULT_SHOP_SETTINGS,
  installment: { ...DEFAULT_SHOP_SETTINGS.installment, interestRatePercent: { '3': 0, '6': 0, '9': 1, '12': 1.5 } },
};

const laptop = (price: number): Product => ({
  _id: 'p1',
  slug: 'acer-aspire-3',
  name: 'Acer Aspire 3',
  status: 'published',
  image: '/aspire.webp',
  images: [{ url: '/aspire.webp', alt: 'Acer Aspire 3' }],
  price,
  description: '',
  category: 'Văn phòng',
  brand: 'Acer',
  countInStock: 3,
  rating: 0,
  numReviews: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const figures = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('installments on the product page and the cards', () => {
  beforeEach(() => setPriceStyle('vnd'));
  afterEach(() => setPriceStyle('spec'));

  it('leads with "Trả góp 0% · từ 300.000₫/tháng" and computes the chosen term and down payment', async () => {
    renderWithProviders(<ProductInstallment price={3_600_000} />, { url: '/product/x' });
    const region = screen.getByRole('region', { name: 'Tính trả góp' });
    expect(within(region).getByText('Trả góp 0% · từ 300.000₫/tháng')).toBeInTheDocument();
    const terms = within(region).getByRole('group', { name: 'Kỳ hạn' });
    expect(within(terms).getByRole('radio', { name: '12 tháng' })).toBeChecked();
    expect(figures(region)).toEqual({
      'Trả trước': '0₫',
      'Góp mỗi tháng': '300.000₫',
      'Tổng tiền phải trả': '3.600.000₫',
      'Chênh lệch so với trả thẳng': '0₫',
    });

    await userEvent.click(within(terms).getByRole('radio', { name: '9 tháng' }));
    await userEvent.click(within(region).getByRole('group', { name: 'Trả trước' }).querySelector('input[value="30"]')!);
    expect(figures(region)).toEqual({
      'Trả trước': '1.080.000₫',
      'Góp mỗi tháng': '280.000₫',
      'Tổng tiền phải trả': '3.600.000₫',
      'Chênh lệch so với trả thẳng': '0₫',
    });
    expect(within(region).getByText(/do họ hiển thị để bạn xem trước khi xác nhận/)).toBeInTheDocument();
  });

  it('says "Trả góp từ" without 0% when the longest term carries interest, and shows its extra cost', () => {
    renderWithProviders(<ProductInstallment price={3_600_000} />, { url: '/product/x', shopSettings: withRates });
    const region = screen.getByRole('region', { name: 'Tính trả góp' });
    expect(within(region).getByText('Trả góp từ 354.000₫/tháng')).toBeInTheDocument();
    expect(figures(region)).toMatchObject({
      'Tổng tiền phải trả': '4.248.000₫',
      'Chênh lệch so với trả thẳng': '648.000₫',
    });
  });

  it('shows nothing below the minimum', () => {
    renderWithProviders(<ProductInstallment price={2_999_999} />, { url: '/product/x' });
    expect(screen.queryByRole('region', { name: 'Tính trả góp' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Trả góp/)).not.toBeInTheDocument();
  });

  it('puts the label on a card at or above the minimum only', () => {
    renderWithProviders(
      <>
        <ProductCard product={laptop(3_600_000)} imageLoading="lazy" />
        <ProductCard product={{ ...laptop(2_500_000), _id: 'p2', name: 'Cheap' }} imageLoading="lazy" />
      </>,
      { url: '/' },
    );
    const [eligible, cheap] = screen.getAllByRole('article');
    expect(within(eligible!).getByText('Trả góp 0% · từ 300.000₫/tháng')).toBeInTheDocument();
    expect(within(cheap!).queryByText(/Trả góp/)).not.toBeInTheDocument();
  });
});
