import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchFacets, SearchResult } from '@shared/entities/search';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { aProduct } from '@/testing/fixtures';
import SearchPage from './search-page';

vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

const product = (n: number) =>
  aProduct({
    _id: `p${n}`,
    slug: `laptop-${n}`,
    name: `Laptop ${n}`,
    image: `/img/${n}.svg`,
    price: 100 + n,
    description: '',
    category: 'Đồ họa',
    brand: 'Dell',
    countInStock: n,
    rating: 4.5,
    numReviews: 3,
  });

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

describe('SearchPage', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/products/categories') return jsonResponse(['Gaming', 'Đồ họa']);
      if (url.startsWith('/api/products/search?')) {
        const result: SearchResult = { products: [product(1), product(0)], page: 1, pages: 3, countProducts: 26 };
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

  it('searches with the filters of the URL and shows them as chips with a clear button', async () => {
    renderWithProviders(<SearchPage />, {
      url: '/search?category=%C4%90%E1%BB%93+h%E1%BB%8Da&query=do+hoa&price=51-200&rating=4&page=1',
    });
    expect(await screen.findByText('26 Results')).toBeInTheDocument();
    const searchCall = fetchMock.mock.calls.map(([url]) => url).find((url) => url.includes('/search?'));
    expect(new URLSearchParams(searchCall?.split('?')[1])).toEqual(
      new URLSearchParams({
        page: '1',
        query: 'do hoa',
        category: 'Đồ họa',
        price: '51-200',
        rating: '4',
        order: 'relevance', // 'Best Match', the default while a query is present
      }),
    );
    for (const label of ['Query: do hoa', 'Category: Đồ họa', 'Price: $51 to $200', 'Rating: 4 & up']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'clear filters' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('heading', { name: 'Laptop 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hết hàng' })).toBeDisabled();
  });

  it('shows the specification filters with their counts, their links keeping the other filters, and removable chips', async () => {
    const facets: SearchFacets = {
      category: [],
      rating: [],
      brand: [
        { value: 'Dell', count: 12 },
        { value: 'HP', count: 0 },
      ],
      ramGb: [
        { value: 8, count: 30 },
        { value: 16, count: 21 },
      ],
      storageGb: [],
      gpuKind: [
        { value: 'integrated', count: 9 },
        { value: 'discrete', count: 17 },
      ],
      screenInches: [{ value: '13-14', count: 5 }],
      weightKg: [],
      cpuBrand: [{ value: 'Intel', count: 26 }],
    };
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/products/categories') return jsonResponse(['Gaming']);
      const result: SearchResult = { products: [product(1)], page: 1, pages: 1, countProducts: 17, facets };
      return jsonResponse(result);
    });
    renderWithProviders(<SearchPage />, { url: '/search?query=dell&gpu=discrete&ram=16' });
    expect(await screen.findByText('17 Results')).toBeInTheDocument();
    const searchCall = fetchMock.mock.calls.map(([url]) => url).find((url) => url.includes('/search?'));
    expect(new URLSearchParams(searchCall?.split('?')[1]).get('gpu')).toBe('discrete');
    const filters = screen.getByRole('navigation', { name: 'Search filters' });
    const ram = within(filters).getByRole('link', { name: '16 GB or more (21)' });
    // The current value is marked and its link takes it off again.
    expect(ram).toHaveAttribute('aria-current', 'true');
    expect(ram).toHaveAttribute('href', '/search?query=dell&gpu=discrete');
    expect(within(filters).getByRole('link', { name: '8 GB or more (30)' })).toHaveAttribute(
      'href',
      '/search?query=dell&ram=8&gpu=discrete',
    );
    expect(within(filters).getByRole('link', { name: 'Dell (12)' })).toHaveAttribute(
      'href',
      '/search?query=dell&brand=Dell&ram=16&gpu=discrete',
    );
    // A value that would find nothing is shown with its count but is no link.
    expect(within(filters).getByText('HP')).not.toHaveAttribute('href');
    expect(within(filters).getByRole('link', { name: '13–14 inches (5)' })).toBeInTheDocument();
    expect(within(filters).getByRole('heading', { name: 'Graphics' })).toBeInTheDocument();
    for (const label of ['RAM: 16 GB or more', 'Graphics: Discrete']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    await userEvent.click(within(screen.getByRole('button', { name: 'Graphics: Discrete' })).getByTestId('CancelIcon'));
    expect(await screen.findByRole('button', { name: 'RAM: 16 GB or more' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Graphics: Discrete' })).not.toBeInTheDocument();
  });

  it('offers no clear button without filters, and page buttons keeping the filters', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?order=lowest&page=2' });
    expect(await screen.findByText('26 Results')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'clear filters' })).not.toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: '3' })).toHaveAttribute('href', '/search?order=lowest&page=3');
    expect(pages.getByRole('link', { name: '1' })).toHaveAttribute('href', '/search?order=lowest');
  });

  it('links departments, prices and ratings to page 1 of the changed search', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?query=dell&page=2' });
    const filters = within(screen.getByRole('navigation', { name: 'Search filters' }));
    expect(await filters.findByRole('link', { name: 'Gaming' })).toHaveAttribute(
      'href',
      '/search?category=Gaming&query=dell',
    );
    expect(filters.getByRole('link', { name: '$1 to $50' })).toHaveAttribute('href', '/search?query=dell&price=1-50');
    expect(filters.getByRole('link', { name: /3 out of 5 stars/ })).toHaveAttribute(
      'href',
      '/search?query=dell&rating=3',
    );
  });

  it("offers the price ranges of the shop's settings", async () => {
    renderWithProviders(<SearchPage />, {
      url: '/search?query=dell',
      shopSettings: {
        ...DEFAULT_SHOP_SETTINGS,
        priceRanges: [
          { min: 1, max: 500 },
          { min: 501, max: 2000 },
        ],
      },
    });
    const filters = within(screen.getByRole('navigation', { name: 'Search filters' }));
    expect(await filters.findByRole('link', { name: '$501 to $2000' })).toHaveAttribute(
      'href',
      '/search?query=dell&price=501-2000',
    );
    expect(filters.getByRole('link', { name: '$1 to $500' })).toBeInTheDocument();
    expect(filters.queryByRole('link', { name: '$1 to $50' })).not.toBeInTheDocument();
  });

  it("shows the owner's labels for the price ranges, in the filter and the applied chip", async () => {
    renderWithProviders(<SearchPage />, {
      url: '/search?query=dell&price=0-14999999',
      shopSettings: {
        ...DEFAULT_SHOP_SETTINGS,
        priceRanges: [
          { min: 0, max: 14_999_999, label: 'Dưới 15 triệu' },
          { min: 15_000_000, max: 25_000_000 },
        ],
      },
    });
    const filters = within(screen.getByRole('navigation', { name: 'Search filters' }));
    expect(await filters.findByRole('link', { name: 'Dưới 15 triệu' })).toHaveAttribute(
      'href',
      '/search?query=dell&price=0-14999999',
    );
    expect(filters.getByRole('link', { name: '$15000000 to $25000000' })).toBeInTheDocument();
    expect(screen.getAllByText('Price: Dưới 15 triệu').length).toBeGreaterThan(0);
  });

  it('changes the sort order through the URL', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?query=dell' });
    await screen.findByText('26 Results');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: High to Low');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?query=dell&order=highest');
  });

  it("offers 'Best Match', chosen by default, only while a query is present", async () => {
    const sortLabels = () =>
      within(screen.getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const { unmount } = renderWithProviders(<SearchPage />, { url: '/search?query=dell' });
    await screen.findByText('26 Results');
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(sortLabels()[0]).toBe('Best Match');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest Arrivals');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?query=dell&order=newest');
    unmount();

    renderWithProviders(<SearchPage />, { url: '/search?category=Gaming' });
    await screen.findByText('26 Results');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(sortLabels()).toEqual([
      'Newest Arrivals',
      'Price: Low to High',
      'Price: High to Low',
      'Avg. Customer Reviews',
    ]);
  });

  it('says when the results match only some of the words', async () => {
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(
        url.includes('categories')
          ? []
          : { products: [product(1)], page: 1, pages: 1, countProducts: 1, showingResultsFor: 'asus' },
      ),
    );
    renderWithProviders(<SearchPage />, { url: '/search?query=asus+rgo' });
    expect(await screen.findByText(/No product matches every word; showing results for/)).toHaveTextContent(
      'No product matches every word; showing results for asus',
    );
  });

  it('says that only the first 8 words were searched when the server left the rest out', async () => {
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(
        url.includes('categories')
          ? []
          : { products: [product(1)], page: 1, pages: 1, countProducts: 1, ignoredWords: ['nine', 'ten'] },
      ),
    );
    renderWithProviders(<SearchPage />, { url: '/search?query=one+two+three+four+five+six+seven+eight+nine+ten' });
    expect(await screen.findByText('Only the first 8 words were searched')).toHaveAttribute('role', 'status');
    expect(screen.getByText(product(1).name)).toBeInTheDocument();
  });

  it('shows no word-limit notice when every word was searched', async () => {
    renderWithProviders(<SearchPage />, { url: '/search?query=dell' });
    await screen.findByText('26 Results');
    expect(screen.queryByText(/were searched/)).not.toBeInTheDocument();
  });

  it('shows invalid URL values as an error instead of searching', () => {
    renderWithProviders(<SearchPage />, { url: '/search?order=cheapest' });
    expect(screen.getByRole('alert')).toHaveTextContent('order must be one of');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says No Product Found for an empty result', async () => {
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(url.includes('categories') ? [] : { products: [], page: 1, pages: 0, countProducts: 0 }),
    );
    renderWithProviders(<SearchPage />, { url: '/search?query=zzz' });
    expect(await screen.findByText('No Product Found')).toBeInTheDocument();
    expect(screen.getByText('0 Results')).toBeInTheDocument();
  });
});
