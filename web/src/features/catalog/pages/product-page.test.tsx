import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductWithReviews } from '@shared/entities/catalogue';
import { MSG } from '@shared/messages';
import { apiFailure } from '@/testing/fake-api';
import { productPageApi as pageApi } from '@/testing/product-page-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { fetchProductBySlug } from '@/features/catalog/catalog-queries';
import ProductPage from './product-page';

// The product is read from Firestore, not /api: only the review goes through the API.
vi.mock('@/features/catalog/catalog-queries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchProductBySlug: vi.fn(),
}));
vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const product: ProductWithReviews = {
  _id: 'p1',
  slug: 'dell-xps-15',
  name: 'Dell XPS 15',
  status: 'published',
  image: '/xps.svg',
  images: [{ url: '/xps.svg', alt: 'Dell XPS 15' }],
  price: 890,
  description: 'Màn hình OLED 3.5K',
  category: 'Đồ họa',
  brand: 'Dell',
  countInStock: 0,
  rating: 4,
  numReviews: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  reviews: [{ _id: 'u9', name: 'Minh', rating: 4, comment: 'Tốt', createdAt: '2026-02-03T10:00:00.000Z' }],
  reviewsNextCursor: null,
};

const renderPage = (userInfo = CUSTOMER) =>
  renderWithProviders(<ProductPage />, { url: `/product/${product.slug}`, path: '/product/:slug', userInfo });

describe('ProductPage', () => {
  beforeEach(() => {
    vi.mocked(fetchProductBySlug).mockResolvedValue(product);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the specification table under the description, grouped, with units', async () => {
    vi.mocked(fetchProductBySlug).mockResolvedValue({
      ...product,
      specs: { cpu: { brand: 'Intel', family: 'Core Ultra 7', model: '155H' }, ramGb: 16, weightKg: 1.2 },
    });
    renderPage();
    const table = within(await screen.findByRole('table', { name: 'Specifications' }));
    expect(table.getByRole('columnheader', { name: 'Processor' })).toBeInTheDocument();
    expect(table.getByRole('rowheader', { name: 'CPU' }).nextElementSibling).toHaveTextContent(
      'Intel Core Ultra 7 155H',
    );
    expect(table.getByRole('rowheader', { name: 'RAM' }).nextElementSibling).toHaveTextContent('16 GB');
    // The default language writes decimals the Vietnamese way.
    expect(table.getByRole('rowheader', { name: 'Weight' }).nextElementSibling).toHaveTextContent('1,2 kg');
    expect(table.queryByRole('columnheader', { name: 'Display' })).not.toBeInTheDocument();
  });

  it('lists up to four similar laptops under the product, each linking to its page', async () => {
    pageApi({
      similarProducts: [
        { ...product, _id: 'p2', slug: 'hp-envy', name: 'HP Envy', price: 700 },
        { ...product, _id: 'p3', slug: 'lg-gram', name: 'LG Gram', price: 950 },
      ],
    });
    renderPage();
    const similar = within(await screen.findByRole('region', { name: 'Similar laptops' }));
    expect(similar.getByRole('link', { name: 'HP Envy' })).toHaveAttribute('href', '/product/hp-envy');
    expect(similar.getByText('950 VND')).toBeInTheDocument();
  });

  it("'So sánh / Compare' puts the laptop in the compare tray and shows it pressed", async () => {
    renderPage();
    const compare = await screen.findByRole('button', { name: 'So sánh / Compare' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('compare') ?? '[]')).toEqual([
      { _id: 'p1', name: 'Dell XPS 15', slug: 'dell-xps-15', image: '/xps.svg' },
    ]);
    await userEvent.click(compare);
  });

  it('shows no specification section for a product without specifications', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Dell XPS 15' });
    expect(screen.queryByRole('heading', { name: 'Specifications' })).not.toBeInTheDocument();
  });

  it('shows the product, its stock badge, title and reviews; no add button when out of stock', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dell XPS 15' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dell XPS 15 | Laptop Shop'));
    expect(screen.getByText('Price : 890 VND')).toBeInTheDocument();
    expect(screen.getByText(MSG.outOfStockBadge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    const review = within(screen.getByRole('list', { name: 'Customer reviews' }));
    expect(review.getByText('Minh')).toBeInTheDocument();
    expect(review.getByText('2026-02-03')).toBeInTheDocument();
  });

  it("offers 'Thông báo khi có hàng' in the phone buy bar of a sold-out laptop, instead of its buttons", async () => {
    renderPage();
    // The bar is drawn below 600 px only (a media query jsdom does not apply), so it is looked up hidden.
    const bar = within(await screen.findByLabelText('Mua hàng'));
    expect(bar.getByRole('button', { name: 'Thông báo khi có hàng', hidden: true })).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Mua ngay / Buy now', hidden: true })).not.toBeInTheDocument();
  });

  it('shows no More reviews button when every review is on the page', async () => {
    renderPage();
    expect(await screen.findByText('Minh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('More reviews appends the next page after the cursor, and goes away on the last page', async () => {
    const older = (id: string, day: number) => ({
      _id: id,
      name: `Reviewer ${id}`,
      rating: 3,
      comment: 'Ổn',
      createdAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
    });
    vi.mocked(fetchProductBySlug).mockResolvedValue({ ...product, reviewsNextCursor: 'cursor-1' });
    const pages = [
      { reviews: [older('u8', 20)], nextCursor: 'cursor-2' },
      { reviews: [older('u7', 10)], nextCursor: null },
    ];
    const api = pageApi({ productReviews: () => pages.shift() ?? { reviews: [], nextCursor: null } });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'More reviews' }));
    const list = within(screen.getByRole('list', { name: 'Customer reviews' }));
    expect(await list.findByText('Reviewer u8')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await list.findByText('Reviewer u7')).toBeInTheDocument();

    expect(
      list.getAllByRole('listitem').map((item) => within(item).getAllByText(/Minh|Reviewer/)[0]?.textContent),
    ).toEqual(['Minh', 'Reviewer u8', 'Reviewer u7']);
    expect(api.calls('productReviews')).toEqual([
      expect.objectContaining({ params: { id: 'p1' }, query: { after: 'cursor-1' } }),
      expect.objectContaining({ params: { id: 'p1' }, query: { after: 'cursor-2' } }),
    ]);
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('asks for rating and comment before sending a review', async () => {
    const api = pageApi();
    renderPage();
    await userEvent.type(await screen.findByLabelText('Comment'), 'Máy đẹp');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.reviewRequired)).toBeInTheDocument();
    expect(api.calls('createReview')).toEqual([]);
  });

  it('puts a new review on top, updates rating and count, resets the form and scrolls to Reviews', async () => {
    const review = {
      _id: CUSTOMER._id,
      name: CUSTOMER.name,
      rating: 5,
      comment: 'Máy đẹp',
      createdAt: '2026-03-04T00:00:00.000Z',
    };
    const api = pageApi({
      createReview: {
        message: 'Review Created',
        review,
        numReviews: 2,
        rating: 4.5,
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '5 Excelent' }));
    await userEvent.type(screen.getByLabelText('Comment'), 'Máy đẹp');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.reviewSubmitted)).toBeInTheDocument();
    expect(api.calls('createReview')).toEqual([
      expect.objectContaining({
        params: { id: 'p1' },
        body: { rating: 5, comment: 'Máy đẹp' },
        headers: expect.objectContaining({ Authorization: 'Bearer id-token' }),
      }),
    ]);
    const items = within(screen.getByRole('list', { name: 'Customer reviews' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(CUSTOMER.name);
    expect(screen.getAllByText('2 reviews').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Comment')).toHaveValue('');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('shows a server rejection as an error toast', async () => {
    pageApi({ createReview: apiFailure(409, MSG.duplicateReview) });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '3 Good' }));
    await userEvent.type(screen.getByLabelText('Comment'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.duplicateReview)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('asks visitors to sign in, coming back to this product', async () => {
    vi.mocked(fetchProductBySlug).mockResolvedValue({ ...product, reviews: [] });
    renderWithProviders(<ProductPage />, { url: `/product/${product.slug}`, path: '/product/:slug' });
    expect(await screen.findByText('There is no review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fproduct%2Fdell-xps-15',
    );
    expect(screen.queryByText('Write a customer review')).not.toBeInTheDocument();
  });

  it('says Product Not Found for an unknown slug', async () => {
    vi.mocked(fetchProductBySlug).mockResolvedValue(null);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Product Not Found');
  });
});
