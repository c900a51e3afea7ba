import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@shared/entities/search';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { aProduct } from '@/testing/fixtures';
import SearchPage from '@/features/search/pages/search-page';

vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const searchCalls = () =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/products/search?'));

describe('the phone filter drawer', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/products/categories') return jsonResponse(['Gaming', 'Đồ họa']);
      if (url.startsWith('/api/products/search?')) {
        const result: SearchResult = {
          products: [aProduct({ _id: 'p1', slug: 'p1', name: 'Laptop 1' })],
          page: 1,
          pages: 1,
          countProducts: 7,
        };
        return jsonResponse(result);
      }
      return jsonResponse({ message: `unexpected ${url}` }, 500);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows how many filters are chosen on its button, not counting the typed words', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?query=dell&category=Gaming&price=51-200&rating=4' });
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens as a dialog with the filters and the result count, and closes from its footer', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?category=Gaming' });
    const button = await screen.findByRole('button', { name: 'Filters (1)' });
    await userEvent.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Search filters' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    // Choosing a filter keeps the drawer open, and the button counts it.
    await userEvent.click(within(drawer).getByRole('link', { name: 'Đồ họa' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 7 results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape, giving focus back to its button', async () => {
    renderWithProviders(<SearchPage />, { url: '/search' });
    const button = await screen.findByRole('button', { name: 'Filters' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('takes a filter off with its chip, and the count follows', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?category=Gaming&rating=4' });
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Category: Gaming' });
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Category: Gaming' })).not.toBeInTheDocument();
    expect(new URLSearchParams(searchCalls().at(-1)?.split('?')[1]).get('category')).toBe('all');
  });

  it('sorts with chips, the chosen order pressed', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?category=Gaming' });
    const sort = await screen.findByRole('group', { name: 'Sort results' });
    const newest = within(sort).getByRole('button', { name: 'Newest Arrivals' });
    expect(newest).toHaveAttribute('aria-pressed', 'true');
    // Best Match only while a query is present.
    expect(within(sort).queryByRole('button', { name: 'Best Match' })).not.toBeInTheDocument();
    await userEvent.click(within(sort).getByRole('button', { name: 'Price: Low to High' }));
    expect(await within(sort).findByRole('button', { name: 'Price: Low to High', pressed: true })).toBeInTheDocument();
    expect(new URLSearchParams(searchCalls().at(-1)?.split('?')[1]).get('order')).toBe('lowest');
  });
});
