import { describe, expect, it } from 'vitest';
import type { SearchFilters } from './search-filters.js';
import { NO_SPEC_FILTERS, parseSearchParams, searchQueryString } from './search-params.js';

describe('parseSearchParams', () => {
  it("applies the spec's defaults", () => {
    expect(parseSearchParams({})).toEqual({
      ok: true,
      filters: {
        query: 'all',
        category: 'all',
        price: 'all',
        priceRange: null,
        rating: null,
        order: 'newest',
        page: 1,
        pageSize: 12,
        specs: NO_SPEC_FILTERS,
      },
    });
  });

  it("orders by 'Best Match' by default only while a query is present", () => {
    expect(parseSearchParams({ query: 'dell' })).toMatchObject({ ok: true, filters: { order: 'relevance' } });
    expect(parseSearchParams({ query: 'all' })).toMatchObject({ ok: true, filters: { order: 'newest' } });
    expect(parseSearchParams({ query: 'dell', order: 'toprated' })).toMatchObject({ filters: { order: 'toprated' } });
  });

  it('parses every filter', () => {
    const result = parseSearchParams({
      query: 'dell xps',
      category: 'Đồ họa',
      price: '51-200',
      rating: '4',
      order: 'lowest',
      page: '3',
    });
    expect(result).toMatchObject({
      ok: true,
      filters: {
        query: 'dell xps',
        category: 'Đồ họa',
        priceRange: { min: 51, max: 200 },
        rating: 4,
        order: 'lowest',
        page: 3,
      },
    });
  });

  it("accepts the spec's misspelt 'pricce' as price", () => {
    expect(parseSearchParams({ pricce: '1-50' })).toMatchObject({
      ok: true,
      filters: { priceRange: { min: 1, max: 50 } },
    });
  });

  it.each([
    [{ page: '0' }, 'page must be a whole number from 1 to 10000'],
    [{ page: 'two' }, 'page must be a whole number from 1 to 10000'],
    [{ price: '5-x' }, "price must be 'all' or a range such as 1-50"],
    [{ price: '200-50' }, 'price range minimum must not exceed its maximum'],
    [{ order: 'cheapest' }, 'order must be one of relevance, newest, lowest, highest, toprated'],
    [{ rating: '6' }, "rating must be 'all' or a whole number from 1 to 5"],
    [{ pageSize: '500' }, 'pageSize must be a whole number from 1 to 48'],
    [{ query: ['a', 'b'] }, 'query must be given once'],
    [{ ram: 'lots' }, 'ram must be a whole number of GB from 1 to 256'],
    [{ ram: '512' }, 'ram must be a whole number of GB from 1 to 256'],
    [{ ram: ['8', '16'] }, 'ram must be given once'],
    [{ storage: '0' }, 'storage must be a whole number of GB from 1 to 16384'],
    [{ gpu: 'rtx' }, "gpu must be 'integrated' or 'discrete'"],
    [{ screen: '13' }, 'screen must be a range of whole inches from 7 to 21, such as 13-14'],
    [{ screen: '13.3-14' }, 'screen must be a range of whole inches from 7 to 21, such as 13-14'],
    [{ screen: '5-30' }, 'screen must be a range of whole inches from 7 to 21, such as 13-14'],
    [{ screen: '16-13' }, 'screen range minimum must not exceed its maximum'],
    [{ weight: 'light' }, 'weight must be a number of kg from 0.1 to 10, such as 1.5'],
    [{ weight: '0' }, 'weight must be a number of kg from 0.1 to 10, such as 1.5'],
    [{ cpu: '<script>' }, 'cpu must be a CPU brand, such as Intel or AMD'],
    [{ brand: 'Dell,<b>' }, 'brand must be brand names separated by commas, such as Dell,HP'],
  ])('refuses %j with a message', (raw, message) => {
    expect(parseSearchParams(raw)).toEqual({ ok: false, message });
  });
});

describe('specification filters', () => {
  it('parses every specification filter with its meaning', () => {
    const result = parseSearchParams({
      brand: 'Dell,HP',
      ram: '16',
      storage: '512',
      gpu: 'discrete',
      screen: '13-14',
      weight: '1.5',
      cpu: 'intel',
    });
    expect(result).toMatchObject({
      ok: true,
      filters: {
        specs: {
          brand: ['Dell', 'HP'],
          ram: 16,
          storage: 512,
          gpu: 'discrete',
          screen: '13-14',
          weight: 1.5,
          cpu: 'intel',
        },
      },
    });
  });

  it('reads a repeated brand like a comma-separated one, dropping repeats in any case', () => {
    expect(parseSearchParams({ brand: ['Dell', 'HP,dell'] })).toMatchObject({
      filters: { specs: { brand: ['Dell', 'HP'] } },
    });
  });

  it('reads empty specification parameters as no filter', () => {
    expect(parseSearchParams({ brand: '', ram: '', gpu: ' ' })).toMatchObject({ filters: { specs: NO_SPEC_FILTERS } });
  });
});

describe('search URL round trips', () => {
  const cases: Record<string, string>[] = [
    {},
    { brand: 'Dell' },
    { brand: 'Dell,HP,Apple', ram: '16', gpu: 'integrated' },
    { category: 'Đồ họa', query: 'xps', storage: '1024', screen: '15-16', weight: '2.5', cpu: 'AMD', order: 'lowest' },
    { price: '1-50', rating: '4', screen: '7-12', weight: '1.2', page: '3' },
  ];
  it.each(cases)('parse(build(parse(%j))) gives the same filters and the same URL', (raw) => {
    const first = parseSearchParams(raw);
    if (!first.ok) throw new Error(first.message);
    const url = searchQueryString(first.filters);
    const again = parseSearchParams(Object.fromEntries(new URLSearchParams(url)));
    expect(again).toEqual(first);
    expect(url).toBe(new URLSearchParams(raw).toString());
  });

  it('writes the specification filters after the spec filters, leaving unused ones out', () => {
    const filters: Partial<SearchFilters> = {
      query: 'dell',
      order: 'relevance',
      specs: { ...NO_SPEC_FILTERS, brand: ['Dell', 'HP'], ram: 16, weight: 1.5 },
    };
    expect(searchQueryString(filters)).toBe('query=dell&brand=Dell%2CHP&ram=16&weight=1.5');
  });
});

describe('searchQueryString', () => {
  it('leaves out defaults and keeps the rest', () => {
    expect(searchQueryString({ category: 'all', query: 'all', order: 'newest', page: 1 })).toBe('');
    expect(searchQueryString({ query: 'dell', order: 'relevance' })).toBe('query=dell');
    expect(searchQueryString({ query: 'dell', order: 'newest' })).toBe('query=dell&order=newest');
    expect(searchQueryString({ category: 'Gaming', price: '1-50', rating: 3, order: 'highest', page: 2 })).toBe(
      'category=Gaming&price=1-50&rating=3&order=highest&page=2',
    );
  });
});
