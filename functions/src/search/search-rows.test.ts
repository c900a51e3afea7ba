import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../shared/search-filters.js';
import { parseSearchParams, SEARCH_MAX_WORDS, searchTerms } from '../shared/search-params.js';
import type { SearchIndexRow } from '../shared/entities/search.js';
import { SearchCatalogue } from './search-catalogue.js';
import { packSearchIndexRow, searchIndexShardOf, unpackSearchIndexRow } from './search-index-row.js';
import { SEARCH_PAGE_SIZE } from '../shared/constants.js';
import { searchRows as searchCatalogue } from './search-rows.js';

function row(id: string, fields: Partial<SearchIndexRow> = {}): SearchIndexRow {
  const { name = `Laptop ${id}`, brand = 'Acme', category = 'Laptops', description = '', ...rest } = fields;
  return {
    id,
    name,
    brand,
    description,
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

const searchRows = (rows: SearchIndexRow[], f: SearchFilters) => searchCatalogue(SearchCatalogue.fromRows(rows), f);
const ids = (rows: SearchIndexRow[], query: Record<string, string> = {}) => searchRows(rows, filters(query)).ids;

describe('search text', () => {
  const rows = [
    row('a', { name: 'Máy trạm Đồ họa Pro', brand: 'Dell' }),
    row('b', { name: 'Laptop văn phòng', brand: 'Dell' }),
    row('c', { name: 'Gaming beast', brand: 'Asus', category: 'Đồ họa' }),
  ];

  it('matches Vietnamese words with or without diacritics and in any case', () => {
    for (const query of ['đồ họa', 'do hoa', 'ĐỒ HỌA'])
      expect(ids(rows, { query, order: 'newest' })).toEqual(['a', 'c']);
  });

  it('requires every word of the query, whether from name, brand or category', () => {
    expect(ids(rows, { query: 'dell do hoa' })).toEqual(['a']);
    expect(ids(rows, { query: 'asus hoa' })).toEqual(['c']);
  });

  it('matches the start of every word of 3 letters or more', () => {
    expect(ids(rows, { query: 'gam' })).toEqual(['c']);
    expect(ids(rows, { query: 'may tra' })).toEqual(['a']);
  });

  it('matches a word of 1 or 2 letters only as a whole word, never as a prefix', () => {
    expect(ids(rows, { query: 'ga' })).toEqual([]);
    expect(ids(rows, { query: 'd' })).toEqual([]);
    expect(ids(rows, { query: 'ma tr' })).toEqual([]);
    expect(ids([row('s', { name: 'Swift S 14' })], { query: 's' })).toEqual(['s']);
  });

  it('finds a word that is only in the description, ranked below a name match', () => {
    const described = [row('named', { name: 'Nitro Pro' }), row('told', { description: 'Chip nitro mạnh mẽ' })];
    expect(ids(described, { query: 'nitro' })).toEqual(['named', 'told']);
  });

  it("treats 'all' and an empty query as no text filter", () => {
    expect(ids(rows, { query: 'all' })).toHaveLength(3);
    expect(ids(rows, { query: '' })).toHaveLength(3);
  });
});

describe('search cost: words deduplicated and capped', () => {
  const eightWords = 'alpha bravo charlie delta echo foxtrot golf hotel';
  const rows = [row('eight', { name: eightWords }), row('nine', { name: `${eightWords} india` })];

  it('searches only the first 8 distinct words and names the ignored rest', () => {
    const page = searchRows(rows, filters({ query: `${eightWords} india juliett`, order: 'newest' }));
    expect(page.ids.sort()).toEqual(['eight', 'nine']);
    expect(page.ignoredWords).toEqual(['india', 'juliett']);
    expect(page).not.toHaveProperty('showingResultsFor');
  });

  it('counts a repeated word once, so repeats push no word out', () => {
    const page = searchRows(rows, filters({ query: 'alpha ALPHA bravo charlie delta echo foxtrot golf india' }));
    expect(page.ids).toEqual(['nine']);
    expect(page).not.toHaveProperty('ignoredWords');
  });

  it("answers the review's 100 one-letter words with 8 searched and the rest named", () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const query = Array.from({ length: 100 }, (_, i) => letters[i % 26]).join(' ');
    const page = searchRows(rows, filters({ query }));
    expect(page.ignoredWords).toEqual([...letters.slice(8)]);
    expect(page.countProducts).toBe(0);
  });

  it('folds, deduplicates and caps the words in the order typed', () => {
    expect(searchTerms('Đồ họa DO hoa pro')).toEqual({ words: ['do', 'hoa', 'pro'], ignored: [] });
    const many = searchTerms('w1 w2 w3 w4 w5 w6 w7 w8 w9 w1 w10');
    expect(many.words).toHaveLength(SEARCH_MAX_WORDS);
    expect(many.ignored).toEqual(['w9', 'w10']);
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
    expect(searchRows(rows, filters({ query: 'xyzzy' }))).toMatchObject({
      ids: [],
      page: 1,
      pages: 0,
      countProducts: 0,
    });
  });
});

describe('search index shards', () => {
  it('puts an id in the same shard every time, spreading ids over all shards', () => {
    // Pinned, not compared with itself: rows already stored sit in the shard this gives, so a change
    // of hash would lose them. FNV-1a('abc') is 0x1a47e90b, which is 3 modulo the 8 shards.
    expect(searchIndexShardOf('abc')).toBe(3);
    const used = new Set(Array.from({ length: 200 }, (_, i) => searchIndexShardOf(`product-${i}`)));
    expect([...used].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('packed index rows', () => {
  it('round-trip every field, including unusual category text and no words', () => {
    const odd = row('x', { category: 'Đồ họa "pro" | [2-in-1]', price: 12.5, rating: 3.5, numReviews: 7 });
    expect(unpackSearchIndexRow('x', packSearchIndexRow(odd))).toEqual(odd);
    const empty = { ...odd, name: '', brand: '', description: '' };
    expect(unpackSearchIndexRow('x', packSearchIndexRow(empty))).toEqual(empty);
  });

  it('read a row written before descriptions were indexed, its words standing in for the name', () => {
    const old = JSON.stringify(['Gaming', 100, 4, 2, '2025-01-01T00:00:00.000Z', 'asus rog strix gaming']);
    expect(unpackSearchIndexRow('y', old)).toMatchObject({ name: 'asus rog strix gaming', brand: '', description: '' });
  });
});

describe('search catalogue updates', () => {
  it('follows changed, added and removed rows without a rebuild', () => {
    const pack = (r: SearchIndexRow) => [r.id, packSearchIndexRow(r)] as const;
    const catalogue = new SearchCatalogue();
    expect(catalogue.update(new Map([pack(row('a', { name: 'Alpha' })), pack(row('b', { name: 'Beta' }))]))).toBe(2);
    const next = new Map([pack(row('a', { name: 'Alpha' })), pack(row('c', { name: 'Gamma Beta' }))]);
    expect(catalogue.update(next)).toBe(2);
    expect(searchCatalogue(catalogue, filters({ query: 'beta' })).ids).toEqual(['c']);
    expect(searchCatalogue(catalogue, filters({ query: 'alpha' })).ids).toEqual(['a']);
  });

  it('ranks the product named exactly as typed first, following renames', () => {
    const pack = (r: SearchIndexRow) => [r.id, packSearchIndexRow(r)] as const;
    const catalogue = new SearchCatalogue();
    const longer = row('longer', { name: 'Đồ họa Pro Max', description: 'đồ họa pro đồ họa pro' });
    catalogue.update(new Map([pack(longer), pack(row('exact', { name: 'Đồ Họa Pro' }))]));
    const bestMatch = () => searchCatalogue(catalogue, filters({ query: 'do hoa pro', order: 'relevance' })).ids;
    expect(bestMatch()).toEqual(['exact', 'longer']);

    catalogue.update(new Map([pack(longer), pack(row('exact', { name: 'Đồ Họa Pro 2' }))]));
    catalogue.update(new Map([pack({ ...longer, name: 'Đồ họa Pro' }), pack(row('exact', { name: 'Đồ Họa Pro 2' }))]));
    expect(bestMatch()).toEqual(['longer', 'exact']);
  });
});

describe('pages of a broad search', () => {
  // More rows than the page walk threshold, with many equal prices, ratings and dates so the id decides.
  const many = Array.from({ length: 5_000 }, (_, i) =>
    row(`p${String((i * 7919) % 5_000).padStart(5, '0')}`, {
      price: 100 + (i % 37),
      rating: i % 6,
      numReviews: i % 4,
      createdAt: `2025-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000Z`,
      category: i % 3 === 0 ? 'Gaming' : 'Laptops',
    }),
  );
  const sorted = {
    newest: (a: SearchIndexRow, b: SearchIndexRow) =>
      (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || (a.id < b.id ? -1 : 1),
    lowest: (a: SearchIndexRow, b: SearchIndexRow) => a.price - b.price || (a.id < b.id ? -1 : 1),
    highest: (a: SearchIndexRow, b: SearchIndexRow) => b.price - a.price || (a.id < b.id ? -1 : 1),
    toprated: (a: SearchIndexRow, b: SearchIndexRow) =>
      b.rating - a.rating || b.numReviews - a.numReviews || (a.id < b.id ? -1 : 1),
  };

  it.each(Object.keys(sorted) as (keyof typeof sorted)[])(
    'gives every page in %s order as sorting all the results would, first to last page, filtered or not',
    (order) => {
      const catalogue = SearchCatalogue.fromRows(many);
      for (const category of ['all', 'Gaming']) {
        const expected = many
          .filter((r) => category === 'all' || r.category === category)
          .sort(sorted[order])
          .map((r) => r.id);
        const size = SEARCH_PAGE_SIZE;
        for (const page of [1, 2, 7, Math.ceil(expected.length / size)]) {
          const result = searchCatalogue(catalogue, filters({ order, category, page: String(page) }));
          expect(result.ids).toEqual(expected.slice((page - 1) * size, page * size));
          expect(result.countProducts).toBe(expected.length);
        }
      }
    },
  );
});
