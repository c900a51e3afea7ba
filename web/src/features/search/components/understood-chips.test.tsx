import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnderstoodSearchResult } from '@shared/query-understanding/understood';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { aProduct } from '@/testing/fixtures';
import SearchPage from '@/features/search/pages/search-page';

vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const searchedQueries = () =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/products/search?'))
    .map((url) => new URLSearchParams(url.split('?')[1]).get('query'));

describe('the search page shows what it understood', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/products/categories') return jsonResponse(['Gaming']);
      const query = new URLSearchParams(url.split('?')[1]).get('query');
      const result: UnderstoodSearchResult = {
        products: [aProduct({ _id: 'p1', slug: 'katana-15', name: 'Katana 15', category: 'Gaming' })],
        page: 1,
        pages: 1,
        countProducts: 1,
        ...(query === 'laptop choi game duoi 30 trieu'
          ? {
              understood: [
                {
                  kind: 'category',
                  label: 'Gaming',
                  param: 'category',
                  value: 'Gaming',
                  query: 'laptop duoi 30 trieu',
                },
                { kind: 'price', label: 'Dưới 30 triệu', param: 'price', value: '0-300', query: 'laptop choi game' },
              ],
            }
          : {}),
      };
      return jsonResponse(result);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('as removable chips; removing one searches again without its phrase', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?query=laptop+choi+game+duoi+30+trieu' });
    const understood = await screen.findByRole('group', { name: 'Understood:' });
    expect(within(understood).getByRole('button', { name: 'Gaming' })).toBeInTheDocument();
    const price = within(understood).getByRole('button', { name: 'Dưới 30 triệu' });
    await userEvent.click(within(price).getByTestId('CancelIcon'));
    await vi.waitFor(() => expect(searchedQueries()).toContain('laptop choi game'));
    // That search understood nothing: no chips.
    expect(await screen.findByRole('heading', { name: 'Katana 15' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('group', { name: 'Understood:' })).not.toBeInTheDocument());
  });

  it('shows nothing when the search understood nothing', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?query=katana' });
    expect(await screen.findByRole('heading', { name: 'Katana 15' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Understood:' })).not.toBeInTheDocument();
  });
});
