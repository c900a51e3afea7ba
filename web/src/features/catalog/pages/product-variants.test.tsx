import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@shared/entities/order';
import { formatPrice } from '@shared/money';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { fetchProduct } from '@/lib/product-reads';
import { productPageApi } from '@/testing/product-page-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AIR } from '@/testing/variant-product';
import { fetchProductBySlug } from '@/features/catalog/catalog-queries';
import ProductPage from './product-page';

vi.mock('@/features/catalog/catalog-queries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchProductBySlug: vi.fn(),
}));
vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const renderPage = (search = '') =>
  renderWithProviders(<ProductPage />, { url: `/product/${AIR.slug}${search}`, path: '/product/:slug' });

const group = async (name: string) => within(await screen.findByRole('radiogroup', { name }));
const location = () => screen.getByTestId('location').textContent;
const buyBox = () => screen.getByText('Price:').closest('div')?.parentElement as HTMLElement;
const specValue = (row: string) =>
  within(screen.getByRole('table', { name: 'Specifications' })).getByRole('rowheader', { name: row })
    .nextElementSibling;
const cartLines = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cartItems) ?? '[]') as CartItem[];

describe('ProductPage configuration picker', () => {
  beforeEach(() => {
    vi.mocked(fetchProductBySlug).mockResolvedValue(AIR);
    vi.mocked(fetchProduct).mockResolvedValue(AIR);
    productPageApi();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('starts from the default configuration: every RAM enabled, SSDs 8 GB lacks disabled', async () => {
    renderPage();
    const ram = await group('RAM');
    expect(ram.getByRole('radio', { name: '8 GB' })).toHaveAttribute('aria-checked', 'true');
    expect(ram.getByRole('radio', { name: '16 GB' })).not.toHaveAttribute('aria-disabled');
    const ssd = await group('SSD');
    expect(ssd.getByRole('radio', { name: '256 GB' })).toHaveAttribute('aria-checked', 'true');
    expect(ssd.getByRole('radio', { name: '512 GB' })).toHaveAttribute('aria-disabled', 'true');
    expect(ssd.getByRole('radio', { name: '1 TB' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(buyBox()).getByText(formatPrice(24_990_000))).toBeInTheDocument();
    expect(within(buyBox()).getByText(formatPrice(27_990_000))).toBeInTheDocument();
  });

  it('follows a choice: price, compare-at price, specs and URL; later choices kept or reset', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click((await group('Màu')).getByRole('radio', { name: 'Xám' }));
    expect(location()).toBe(`/product/${AIR.slug}?variant=v8x`);
    // 16 GB / 256 GB is not sold: the cheapest 16 GB configuration, the colour back to silver.
    await user.click((await group('RAM')).getByRole('radio', { name: '16 GB' }));
    expect(location()).toBe(`/product/${AIR.slug}?variant=v16s`);
    expect((await group('Màu')).getByRole('radio', { name: 'Bạc' })).toHaveAttribute('aria-checked', 'true');
    expect(within(buyBox()).getByText(formatPrice(32_990_000))).toBeInTheDocument();
    expect(within(buyBox()).queryByText(formatPrice(27_990_000))).not.toBeInTheDocument();
    expect(specValue('RAM')).toHaveTextContent('16 GB');
    // The variant's own photo comes first.
    expect(screen.getAllByRole('img', { name: 'MacBook Air M3 16 GB bạc' }).length).toBeGreaterThan(0);
    // 1 TB keeps 16 GB and silver.
    await user.click((await group('SSD')).getByRole('radio', { name: '1 TB' }));
    expect(location()).toBe(`/product/${AIR.slug}?variant=v16t`);
    expect((await group('Màu')).getByRole('radio', { name: 'Xám' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks a sold-out configuration and shows it sold out when chosen', async () => {
    const user = userEvent.setup();
    renderPage('?variant=v16s');
    const colour = await group('Màu');
    expect(colour.getByRole('radio', { name: /Xám/ })).toHaveTextContent('Hết hàng');
    expect(colour.getByRole('radio', { name: 'Bạc' })).not.toHaveTextContent('Hết hàng');
    expect(within(buyBox()).getByText('Còn hàng')).toBeInTheDocument();
    await user.click(colour.getByRole('radio', { name: /Xám/ }));
    expect(within(buyBox()).getByText('Hết hàng')).toBeInTheDocument();
    expect(within(buyBox()).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('ignores a disabled value and an unknown id in the URL', async () => {
    const user = userEvent.setup();
    renderPage('?variant=gone');
    const ssd = await group('SSD');
    await user.click(ssd.getByRole('radio', { name: '512 GB' }));
    expect(ssd.getByRole('radio', { name: '256 GB' })).toHaveAttribute('aria-checked', 'true');
    expect(location()).toBe(`/product/${AIR.slug}?variant=gone`);
  });

  it('moves through the values with the arrow keys, one tab stop per group', async () => {
    const user = userEvent.setup();
    renderPage();
    const ram = await group('RAM');
    expect(ram.getByRole('radio', { name: '16 GB' })).toHaveAttribute('tabindex', '-1');
    ram.getByRole('radio', { name: '8 GB' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(location()).toBe(`/product/${AIR.slug}?variant=v16s`);
    expect((await group('RAM')).getByRole('radio', { name: '16 GB' })).toHaveFocus();
  });

  it('adds the chosen configuration with its price, stock and title', async () => {
    const user = userEvent.setup();
    renderPage('?variant=v16s');
    await group('RAM');
    await user.click(await within(buyBox()).findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(cartLines()).toEqual([
      expect.objectContaining({
        _id: 'air',
        variantId: 'v16s',
        sku: 'AIR-v16s',
        variantTitle: '16 GB / 512 GB / Bạc',
        price: 32_990_000,
        countInStock: 3,
        quantity: 1,
      }),
    ]);
  });

  it("the phone's buy bar buys the chosen configuration", async () => {
    const user = userEvent.setup();
    renderPage('?variant=v16t');
    await group('RAM');
    // The bar shows below 600 px only (its style sheet): found among the hidden elements.
    await user.click(screen.getByRole('button', { name: 'Mua ngay / Buy now', hidden: true }));
    await waitFor(() =>
      expect(cartLines()).toEqual([expect.objectContaining({ variantId: 'v16t', price: 38_990_000 })]),
    );
  });

  it('shows no picker for a product sold as its own offer', async () => {
    const { options: _options, variants: _variants, defaultVariantId: _default, ...plain } = AIR;
    vi.mocked(fetchProductBySlug).mockResolvedValue(plain);
    renderPage('?variant=v16s');
    expect(await screen.findByRole('heading', { level: 1, name: AIR.name })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(buyBox()).getByText(formatPrice(AIR.price))).toBeInTheDocument();
  });
});
