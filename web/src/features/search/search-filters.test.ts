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

  it('lists each specification filter, and each brand, as a chip that removes only itself', () => {
    const filters = filtersOf('brand=Dell,HP&ram=16&storage=512&gpu=integrated&screen=13-14&weight=1.5&cpu=AMD');
    expect(activeFilterChips(filters)).toEqual([
      {
        key: 'brand:Dell',
        label: 'Brand: Dell',
        href: '/search?brand=HP&ram=16&storage=512&gpu=integrated&screen=13-14&weight=1.5&cpu=AMD',
      },
      { key: 'brand:HP', label: 'Brand: HP', href: expect.stringContaining('brand=Dell&ram=16') },
      { key: 'ram', label: 'RAM: 16 GB or more', href: expect.not.stringContaining('ram=') },
      { key: 'storage', label: 'Storage: 512 GB or more', href: expect.not.stringContaining('storage=') },
      { key: 'gpu', label: 'Graphics: Integrated', href: expect.not.stringContaining('gpu=') },
      { key: 'screen', label: 'Screen: 13–14 inches', href: expect.not.stringContaining('screen=') },
      { key: 'weight', label: 'Weight: 1.5 kg or less', href: expect.not.stringContaining('weight=') },
      { key: 'cpu', label: 'Processor: AMD', href: expect.not.stringContaining('cpu=') },
    ]);
  });

  it('sends the specification filters in use to the API, a repeated brand as one list', () => {
    expect(apiSearchQuery(filtersOf('brand=Dell&brand=HP&gpu=discrete'))).toMatchObject({
      brand: 'Dell,HP',
      gpu: 'discrete',
    });
    expect(apiSearchQuery(filtersOf(''))).not.toHaveProperty('ram');
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
