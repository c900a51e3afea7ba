import { describe, expect, it } from 'vitest';
import { activeFilterChips, apiSearchQuery, readSearchParams } from './search-filters';

const filtersOf = (query: string) => {
  const parsed = readSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
};

describe('search filters from the URL', () => {
  it('reads every filter and lists the active ones as chips that remove only themselves', () => {
    const filters = filtersOf(
      'category=%C4%90%E1%BB%93+h%E1%BB%8Da&query=do+hoa&price=51-200&rating=4&order=lowest&page=2',
    );
    expect(activeFilterChips(filters)).toEqual([
      {
        key: 'query',
        label: 'Query: do hoa',
        href: '/search?category=%C4%90%E1%BB%93+h%E1%BB%8Da&price=51-200&rating=4&order=lowest',
      },
      { key: 'category', label: 'Category: Đồ họa', href: '/search?query=do+hoa&price=51-200&rating=4&order=lowest' },
      { key: 'price', label: 'Price: $51 to $200', href: expect.not.stringContaining('price=') },
      { key: 'rating', label: 'Rating: 4 & up', href: expect.not.stringContaining('rating=') },
    ]);
  });

  it('has no chips for the defaults', () => {
    expect(activeFilterChips(filtersOf(''))).toEqual([]);
    expect(activeFilterChips(filtersOf('order=highest&page=3'))).toEqual([]);
  });

  it('spells out every filter for the API, the price range as `price`', () => {
    expect(apiSearchQuery(filtersOf('price=1-50&page=2'))).toEqual({
      page: '2',
      query: 'all',
      category: 'all',
      price: '1-50',
      rating: 'all',
      order: 'newest',
    });
    expect(apiSearchQuery(filtersOf('rating=4&query=dell'))).toMatchObject({ rating: '4', query: 'dell', page: '1' });
  });

  it('reports invalid or repeated values instead of ignoring them', () => {
    expect(readSearchParams(new URLSearchParams('order=cheapest'))).toEqual({
      ok: false,
      message: expect.stringContaining('order must be one of'),
    });
    expect(readSearchParams(new URLSearchParams('page=0'))).toMatchObject({ ok: false });
    expect(readSearchParams(new URLSearchParams('rating=4&rating=3'))).toEqual({
      ok: false,
      message: 'rating must be given once',
    });
  });
});
