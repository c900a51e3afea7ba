import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@shared/entities/order';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { fetchProduct } from '@/lib/product-reads';
import { aProduct } from '@/testing/fixtures';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { ProductBuyBar } from './product-buy-bar';

vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const laptop = aProduct({ _id: 'p1', name: 'Dell XPS 13 9340', price: 32_990_000, countInStock: 4 });
/**
 * jsdom applies no media query, so it sees the bar as a screen of 600 px and more does: not
 * displayed. The phone's rule is read from the style sheet; the buttons are found among hidden ones.
 */
const HIDDEN = { hidden: true } as const;
const where = () => screen.getByTestId('location').textContent;
const cartLines = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cartItems) ?? '[]') as CartItem[];

describe("the phone's buy bar", () => {
  beforeEach(() => {
    vi.mocked(fetchProduct).mockResolvedValue(laptop);
  });
  afterEach(() => {
    vi.mocked(fetchProduct).mockReset();
  });

  it('holds Add to cart (Thêm vào giỏ hàng in Vietnamese) and Mua ngay: fixed to the bottom below 600 px only, with room for it at the page end', () => {
    renderWithProviders(<ProductBuyBar product={laptop} />, { url: '/product/x', userInfo: CUSTOMER });
    expect(screen.queryByRole('region', { name: 'Mua hàng' })).not.toBeInTheDocument();
    const bar = screen.getByLabelText('Mua hàng');
    expect(
      within(bar)
        .getAllByRole('button', HIDDEN)
        .map((button) => button.textContent),
    ).toEqual(['Add to cart', 'Mua ngay / Buy now']);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media \(max-width: ?599\.95px\)\{[^}]*position:fixed;[^}]*bottom:0/);
    expect(css).toContain('body{padding-bottom:var(--buy-bar-space)}');
    expect(css).toContain('env(safe-area-inset-bottom, 0px)');
  });

  it('Mua ngay adds one to the cart and goes on to /shipping for a signed-in customer', async () => {
    renderWithProviders(<ProductBuyBar product={laptop} />, { url: '/product/x', userInfo: CUSTOMER });
    await userEvent.click(screen.getByRole('button', { name: 'Mua ngay / Buy now', ...HIDDEN }));
    await vi.waitFor(() => expect(where()).toBe('/shipping'));
    expect(cartLines()).toEqual([expect.objectContaining({ _id: 'p1', quantity: 1 })]);
  });

  it('Mua ngay takes a signed-out shopper through sign-in to /shipping, as checkout does', async () => {
    renderWithProviders(<ProductBuyBar product={laptop} />, { url: '/product/x' });
    await userEvent.click(screen.getByRole('button', { name: 'Mua ngay / Buy now', ...HIDDEN }));
    await vi.waitFor(() => expect(where()).toBe('/signin?redirect=%2Fshipping'));
    expect(cartLines()).toEqual([expect.objectContaining({ _id: 'p1', quantity: 1 })]);
  });

  it('Add to cart adds one and opens the cart', async () => {
    renderWithProviders(<ProductBuyBar product={laptop} />, { url: '/product/x' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart', ...HIDDEN }));
    await vi.waitFor(() => expect(where()).toBe('/cart'));
    expect(cartLines()).toEqual([expect.objectContaining({ _id: 'p1', quantity: 1 })]);
  });

  it('sold out, shows the slot it is given instead of the two buttons', () => {
    const soldOut = { ...laptop, countInStock: 0 };
    renderWithProviders(<ProductBuyBar product={soldOut} soldOutAction={<button type="button">Notify</button>} />);
    const bar = screen.getByLabelText('Mua hàng');
    expect(
      within(bar)
        .getAllByRole('button', HIDDEN)
        .map((button) => button.textContent),
    ).toEqual(['Notify']);
  });

  it('sold out with nothing to offer, shows no bar at all', () => {
    renderWithProviders(<ProductBuyBar product={{ ...laptop, countInStock: 0 }} />);
    expect(screen.queryByLabelText('Mua hàng')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', HIDDEN)).not.toBeInTheDocument();
  });
});
