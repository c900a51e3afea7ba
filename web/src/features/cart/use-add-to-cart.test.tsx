import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UNPAID_UNITS_PER_PRODUCT } from '@shared/constants';
import type { CartItem } from '@shared/entities/order';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { aProduct } from '@/testing/fixtures';
import { cartItem } from '@/testing/render-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fetchProduct } from '@/lib/product-reads';
import { useAddToCart } from './use-add-to-cart';

vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

/** An add-to-cart button as the product card and the product page have one. */
function AddToCartButton({ productId }: { productId: string }) {
  const { addToCart } = useAddToCart();
  return (
    <button type="button" onClick={() => void addToCart(productId)}>
      Add to cart
    </button>
  );
}

const savedQuantity = () =>
  (JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cartItems) ?? '[]') as CartItem[])[0]?.quantity;

describe(`adding to cart stops at ${MAX_UNPAID_UNITS_PER_PRODUCT} units of one product`, () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(fetchProduct).mockResolvedValue(aProduct({ _id: 'p1', countInStock: 500 }));
  });
  afterEach(() => {
    alert.mockRestore();
    vi.mocked(fetchProduct).mockReset();
  });

  it('adds up to the limit', async () => {
    const line = cartItem({ _id: 'p1', quantity: MAX_UNPAID_UNITS_PER_PRODUCT - 1, countInStock: 500 });
    renderWithProviders(<AddToCartButton productId="p1" />, { cartItems: [line] });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() => expect(savedQuantity()).toBe(MAX_UNPAID_UNITS_PER_PRODUCT));
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses one more with a message, though the stock has more', async () => {
    const line = cartItem({ _id: 'p1', quantity: MAX_UNPAID_UNITS_PER_PRODUCT, countInStock: 500 });
    renderWithProviders(<AddToCartButton productId="p1" />, { cartItems: [line] });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith('You can have at most 5 units of one product in unpaid orders'),
    );
    expect(savedQuantity()).toBe(MAX_UNPAID_UNITS_PER_PRODUCT);
  });
});
