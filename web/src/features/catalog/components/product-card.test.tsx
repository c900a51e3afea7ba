import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@shared/money';
import { fetchProduct } from '@/lib/product-reads';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AIR, AIR_VARIANTS } from '@/testing/variant-product';
import { aProduct } from '@/testing/fixtures';
import { ProductCard } from './product-card';

vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const priceLine = () => document.querySelector('.card-price');

describe('ProductCard price', () => {
  afterEach(() => vi.mocked(fetchProduct).mockReset());

  it('reads "từ / from" the lowest price when the configurations cost differently', () => {
    renderWithProviders(<ProductCard product={AIR} imageLoading="lazy" />);
    expect(priceLine()).toHaveTextContent(`từ / from ${formatPrice(24_990_000)}`);
  });

  it('shows the price alone when every configuration costs the same, or there are none', () => {
    const samePrice = { ...AIR, variants: AIR_VARIANTS.map((variant) => ({ ...variant, price: AIR.price })) };
    const { unmount } = renderWithProviders(<ProductCard product={samePrice} imageLoading="lazy" />);
    expect(priceLine()?.textContent).toBe(formatPrice(AIR.price));
    unmount();
    renderWithProviders(<ProductCard product={aProduct({ _id: 'p1', price: 890 })} imageLoading="lazy" />);
    expect(priceLine()?.textContent).toBe(formatPrice(890));
    expect(screen.queryByText(/từ/)).not.toBeInTheDocument();
  });
});
