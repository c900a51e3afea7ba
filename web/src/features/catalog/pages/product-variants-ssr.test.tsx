/**
 * The server renders `/product/{slug}?variant=…` from the URL alone (the router's location), so the
 * browser's hydration of the same URL finds the same picker, price and spec rows and changes nothing.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@shared/money';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { seedQuery } from '@/lib/query-store';
import { SHOP_SETTINGS_KEY } from '@/lib/use-shop-settings';
import { SessionProvider } from '@/features/auth/session';
import { CartProvider } from '@/features/cart/cart-store';
import { CATALOG_KEYS } from '@/features/catalog/catalog-queries';
import { productPageApi } from '@/testing/product-page-api';
import { AIR } from '@/testing/variant-product';
import ProductPage from './product-page';

vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const app = (url: string) => (
  <CartProvider>
    <SessionProvider>
      <RouterProvider
        router={createMemoryRouter([{ path: '/product/:slug', element: <ProductPage /> }], { initialEntries: [url] })}
      />
    </SessionProvider>
  </CartProvider>
);

describe('ProductPage rendered on the server with ?variant=', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows that configuration, and hydrating the same URL changes nothing', async () => {
    productPageApi();
    seedQuery(CATALOG_KEYS.product(AIR.slug), AIR);
    seedQuery(SHOP_SETTINGS_KEY, DEFAULT_SHOP_SETTINGS);
    const url = `/product/${AIR.slug}?variant=v16t`;
    const html = renderToString(app(url));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const checked = [...container.querySelectorAll('[role="radio"][aria-checked="true"]')].map(
      (chip) => chip.textContent,
    );
    expect(checked).toEqual(['16 GB', '1 TB', 'Bạc']);
    expect(container.textContent).toContain(formatPrice(38_990_000));

    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((...args) => mismatches.push(args));
    const pickerBefore = container.querySelector('[role="radiogroup"]')?.parentElement?.parentElement?.outerHTML;
    await act(async () => {
      hydrateRoot(container, app(url), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('[role="radiogroup"]')?.parentElement?.parentElement?.outerHTML).toBe(pickerBefore);
    errors.mockRestore();
    container.remove();
  });
});
