import { describe, expect, it } from 'vitest';
import { parseSearchParams, type SearchFilters } from '../shared/search-params.js';
import type { SearchIndexRow } from '../shared/stats.js';
import { productSearchWords } from '../shared/text.js';
import { packSearchIndexRow, searchIndexShardOf, unpackSearchIndexRow } from './search-index-row.js';
import { searchRows } from './search-rows.js';

function row(id: string, fields: Partial<SearchIndexRow> & { name?: string; brand?: string } = {}): SearchIndexRow {
  const { name = `Laptop ${id}`, brand = 'Acme', category = 'Laptops', ...rest } = fields;
  return {
    id,
    words: productSearchWords({ name, brand, category }),
    category,
    price: 100,
    rating: 0,
    numReviews: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...rest,
  };
}

function filters(query: Record<string, string> = {}): SearchFilters {
  const parsed = parseSearchParams(query);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
}

const ids = (rows: SearchIndexRow[], query: Record<string, string> = {}) => searchRows(rows, filters(query)).ids;

describe('search text', () => {
  const rows = [
    row('a', { name: 'Máy trạm Đồ họa Pro', brand: 'Dell' }),
    row('b', { name: 'Laptop văn phòng', brand: 'Dell' }),
    row('c', { name: 'Gaming beast', brand: 'Asus', category: 'Đồ họa' }),
  ];

  it('matches Vietnamese words with or without diacritics and in any case', () => {
    expect(ids(rows, { query: 'đồ họa' })).toEqual(['a', 'c']);
    expect(ids(rows, { query: 'do hoa' })).toEqual(['a', 'c']);
    expect(ids(rows, { query: 'ĐỒ HỌA' })).toEqual(['a', 'c']);
  });

  it('requires every word of the query, whether from name, brand or category', () => {
    expect(ids(rows, { query: 'dell do hoa' })).toEqual(['a']);
    expect(ids(rows, { query: 'dell gaming' })).toEqual([]);
    expect(ids(rows, { query: 'asus hoa' })).toEqual(['c']);
  });

  it('matches whole words, not fragments', () => {
    expect(ids(rows, { query: 'gam' })).toEqual([]);
  });

  it("treats 'all' and an empty query as no text filter", () => {
    expect(ids(rows, { query: 'all' })).toHaveLength(3);
    expect(ids(rows, { query: '' })).toHaveLength(3);
  });
});

describe('search filters', () => {
  const rows = [
    row('cheap', { price: 50, rating: 4.5, category: 'Office' }),
    row('edge', { price: 51, rating: 3, category: 'Gaming' }),
    row('mid', { price: 200, rating: 2.5, category: 'Gaming' }),
    row('dear', { price: 1000, rating: 1, category: 'Workstation' }),
  ];

  it('keeps only the exact category', () => {
    expect(ids(rows, { category: 'Gaming', order: 'lowest' })).toEqual(['edge', 'mid']);
    expect(ids(rows, { category: 'gaming' })).toEqual([]);
  });

  it('includes both ends of a price range', () => {
    expect(ids(rows, { price: '51-200', order: 'lowest' })).toEqual(['edge', 'mid']);
    expect(ids(rows, { pricce: '1-50' })).toEqual(['cheap']);
    expect(ids(rows, { price: '201-1000' })).toEqual(['dear']);
  });

  it('keeps ratings at or above the minimum', () => {
    expect(ids(rows, { rating: '3', order: 'lowest' })).toEqual(['cheap', 'edge']);
  });

  it('combines every filter', () => {
    expect(ids(rows, { category: 'Gaming', price: '51-200', rating: '3' })).toEqual(['edge']);
  });
});

describe('search order and pages', () => {
  const rows = [
    row('p1', { price: 300, rating: 4, numReviews: 2, createdAt: '2025-01-03T00:00:00.000Z' }),
    row('p2', { price: 100, rating: 4, numReviews: 9, createdAt: '2025-01-01T00:00:00.000Z' }),
    row('p3', { price: 200, rating: 5, numReviews: 1, createdAt: '2025-01-02T00:00:00.000Z' }),
    row('p4', { price: 100, rating: 4, numReviews: 2, createdAt: '2025-01-03T00:00:00.000Z' }),
  ];

  it('orders newest first, breaking ties by id', () => {
    expect(ids(rows, { order: 'newest' })).toEqual(['p1', 'p4', 'p3', 'p2']);
  });

  it('orders by price both ways, breaking ties by id', () => {
    expect(ids(rows, { order: 'lowest' })).toEqual(['p2', 'p4', 'p3', 'p1']);
    expect(ids(rows, { order: 'highest' })).toEqual(['p1', 'p3', 'p2', 'p4']);
  });

  it('orders top rated by rating, then number of reviews, then id', () => {
    expect(ids(rows, { order: 'toprated' })).toEqual(['p3', 'p2', 'p1', 'p4']);
  });

  it('pages through every match once, with the count and page total', () => {
    const many = Array.from({ length: 25 }, (_, i) => row(`id${String(i).padStart(2, '0')}`, { price: i % 3 }));
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = searchRows(many, filters({ order: 'lowest', page: String(page), pageSize: '10' }));
      expect(result).toMatchObject({ page, pages: 3, countProducts: 25 });
      seen.push(...result.ids);
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(searchRows(many, filters({ page: '4', pageSize: '10' })).ids).toEqual([]);
  });

  it('reports zero pages when nothing matches', () => {
    expect(searchRows(rows, filters({ query: 'nothing' }))).toEqual({ ids: [], page: 1, pages: 0, countProducts: 0 });
  });
});

describe('search index shards', () => {
  it('puts an id in the same shard every time, spreading ids over all shards', () => {
    expect(searchIndexShardOf('abc')).toBe(searchIndexShardOf('abc'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => searchIndexShardOf(`product-${i}`)));
    expect([...used].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('packed index rows', () => {
  it('round-trip every field, including unusual category text and no words', () => {
    const odd = row('x', { category: 'Đồ họa "pro" | [2-in-1]', price: 12.5, rating: 3.5, numReviews: 7 });
    expect(unpackSearchIndexRow('x', packSearchIndexRow(odd))).toEqual(odd);
    const empty = { ...odd, words: [] };
    expect(unpackSearchIndexRow('x', packSearchIndexRow(empty))).toEqual(empty);
  });

  it('read an unpacked row object as it is', () => {
    const plain = row('y');
    expect(unpackSearchIndexRow('y', plain)).toEqual(plain);
  });
});
