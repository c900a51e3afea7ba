import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchQueryString } from './search-params.js';

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
  ])('refuses %j with a message', (raw, message) => {
    expect(parseSearchParams(raw)).toEqual({ ok: false, message });
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
