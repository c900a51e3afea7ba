import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductWithReviews } from '@shared/entities/catalogue';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { productPageApi } from '@/testing/product-page-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { fetchProductBySlug } from '@/features/catalog/catalog-queries';
import ProductPage from './product-page';

vi.mock('@/features/catalog/catalog-queries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchProductBySlug: vi.fn(),
}));
vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const laptop: ProductWithReviews = {
  _id: 'p1',
  slug: 'dell-xps-13-9340',
  name: 'Dell XPS 13 9340',
  status: 'published',
  image: '/xps.webp',
  images: [{ url: '/xps.webp', alt: 'Dell XPS 13 9340' }],
  price: 32_990_000,
  compareAtPrice: 37_990_000,
  description: 'Mỏng nhẹ, màn hình 13,4 inch',
  category: 'Văn phòng',
  brand: 'Dell',
  countInStock: 3,
  rating: 0,
  numReviews: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  specs: { warrantyMonths: 24 },
  promotions: ['Tặng balo laptop', 'Giảm 500.000₫ khi mua kèm chuột'],
  reviews: [],
  reviewsNextCursor: null,
};

const renderPage = (product: ProductWithReviews, shopSettings = DEFAULT_SHOP_SETTINGS) => {
  vi.mocked(fetchProductBySlug).mockResolvedValue(product);
  return renderWithProviders(<ProductPage />, {
    url: `/product/${product.slug}`,
    path: '/product/:slug',
    userInfo: CUSTOMER,
    shopSettings,
  });
};

describe('the product page: gifts, warranty and returns', () => {
  beforeEach(() => {
    productPageApi();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the promotions under "Khuyến mãi"', async () => {
    renderPage(laptop);
    const promotions = within(await screen.findByRole('region', { name: 'Khuyến mãi' }));
    expect(promotions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tặng balo laptop',
      'Giảm 500.000₫ khi mua kèm chuột',
    ]);
  });

  it("shows the maker's warranty and the shop's return policy under 'Bảo hành & đổi trả'", async () => {
    renderPage(laptop, { ...DEFAULT_SHOP_SETTINGS, returnDays: 30, returnPolicyText: 'Đổi trả trong 30 ngày' });
    const warranty = within(await screen.findByRole('region', { name: 'Bảo hành & đổi trả' }));
    expect(warranty.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bảo hành chính hãng 24 tháng',
      'Đổi trả trong 30 ngày',
    ]);
  });

  it('leaves out the warranty line of a laptop without warranty months, and the promotions when there are none', async () => {
    renderPage({ ...laptop, specs: {}, promotions: undefined });
    const warranty = within(await screen.findByRole('region', { name: 'Bảo hành & đổi trả' }));
    expect(warranty.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 đổi 1 trong 15 ngày nếu lỗi do nhà sản xuất',
    ]);
    expect(screen.queryByRole('region', { name: 'Khuyến mãi' })).not.toBeInTheDocument();
  });

  it('shows the price in the buy box with the struck old price and the percentage off', async () => {
    renderPage(laptop);
    await screen.findByRole('heading', { level: 1, name: 'Dell XPS 13 9340' });
    expect(screen.getByText(/^37\D?990\D?000/).tagName).toBe('S');
    expect(screen.getByText('-13%')).toBeInTheDocument();
  });
});
