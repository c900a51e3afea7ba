import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductTextIndex, type TextFields } from './product-text-index.js';

const SERIES = ['ThinkPad', 'ThinkBook', 'MacBook', 'Vivobook', 'Legion', 'Thin', 'Nitro', 'Predator'];
const OPENINGS = ['Laptop văn phòng bền bỉ', 'Laptop gaming mạnh mẽ', 'Máy trạm đồ họa', 'Laptop mỏng nhẹ pin bền'];
const CLOSINGS = [
  'màn hình 14 inch, bàn phím số',
  'RAM 16 GB, chip Intel',
  'bàn phím RGB cho game thủ',
  'vân tay, chống chói',
];

/** A small catalogue shaped like the shop's: a few hundred products sharing many words. */
function catalogue(count: number): TextFields[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${String(i).padStart(4, '0')}`,
    name: `${SERIES[i % SERIES.length]} ${['Pro', 'Air', 'Slim'][i % 3]} ${1000 + i}`,
    brand: ['Lenovo', 'Apple', 'ASUS', 'MSI', 'Acer'][i % 5]!,
    category: ['Gaming', 'Văn phòng', 'Đồ họa'][i % 3]!,
    description: `${OPENINGS[i % 4]}, ${CLOSINGS[(i * 7) % 4]}.`,
  }));
}

const QUERIES = [
  ['think'], // a prefix
  ['thinkpd'], // a typo
  ['laptop', 'man', 'hinh', 'ram', 'pin', 'ban', 'phim', 'inch'], // 8 common words, some products have all
  ['lap', 'man', 'chi', 'ram', 'ban', 'pin', 'gam', 'van'], // 8 broad prefixes, no product has all
  ['asus', 'rgo'], // partial match
  ['xyzzy'], // nothing
];

describe('ProductTextIndex.match', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(QUERIES.map((words) => [words.join(' '), words]))(
    'finds and scores "%s" as MiniSearch does with the whole query',
    (_, words) => {
      const index = new ProductTextIndex(catalogue(300));
      const expected = index.matchWholeQuery(words);
      const actual = index.match(words);
      expect([...actual.scores.keys()].sort()).toEqual([...expected.scores.keys()].sort());
      for (const [id, score] of expected.scores) expect(actual.scores.get(id)).toBeCloseTo(score, 9);
      expect(actual.showingResultsFor).toBe(expected.showingResultsFor);
    },
  );

  it('costs MiniSearch no search for words already scored since the catalogue last changed', () => {
    const index = new ProductTextIndex(catalogue(300));
    const broad = ['lap', 'man', 'chi', 'ram', 'ban', 'pin', 'gam', 'van'];
    const search = vi.spyOn(MiniSearch.prototype, 'search');
    index.match(broad);
    expect(search).toHaveBeenCalled();
    search.mockClear();
    const again = index.match(broad);
    index.match(['van', 'ban']); // the same words, fewer of them
    expect(search).not.toHaveBeenCalled();
    expect(again.scores.size).toBe(300);
  });

  it('scores again after a product changes, so a renamed or removed product is found as it now reads', () => {
    const products = catalogue(50);
    const index = new ProductTextIndex(products);
    expect(index.match(['predator']).scores.has('p0000')).toBe(false);
    expect(index.match(['predator']).scores.has('p0007')).toBe(true);
    index.put({ ...products[0]!, name: 'Predator Helios' });
    expect(index.match(['predator']).scores.has('p0000')).toBe(true);
    index.remove('p0007');
    expect(index.match(['predator']).scores.has('p0007')).toBe(false);
    expect(index.match(['predator']).scores).toEqual(index.matchWholeQuery(['predator']).scores);
  });
});

describe('ProductTextIndex from a snapshot', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(QUERIES.map((words) => [words.join(' '), words]))(
    'answers "%s" with the scores of the index it was taken from, without loading MiniSearch',
    (_, words) => {
      const products = catalogue(300);
      const original = new ProductTextIndex(products);
      const snapshot = original.toSnapshot();
      const expected = original.match(words);
      const loadJS = vi.spyOn(MiniSearch, 'loadJS');
      const search = vi.spyOn(MiniSearch.prototype, 'search');
      const restored = ProductTextIndex.fromSnapshot(snapshot, () => products);
      expect(restored.match(words)).toEqual(expected);
      expect(loadJS).not.toHaveBeenCalled();
      expect(search).not.toHaveBeenCalled();
    },
  );

  it('loads MiniSearch at the first change and then finds the changed product as it now reads', () => {
    const products = catalogue(50);
    const snapshot = new ProductTextIndex(products).toSnapshot();
    const loadJS = vi.spyOn(MiniSearch, 'loadJS');
    const restored = ProductTextIndex.fromSnapshot(snapshot, () => products);
    restored.put({ ...products[0]!, name: 'Predator Helios' });
    restored.remove('p0007');
    expect(loadJS).toHaveBeenCalledTimes(1);
    // The same changes on the index the snapshot was taken from: MiniSearch scores a replaced or
    // discarded product's words as it does, so the two must agree.
    const fresh = new ProductTextIndex(products);
    fresh.put({ ...products[0]!, name: 'Predator Helios' });
    fresh.remove('p0007');
    const [actual, expected] = [restored.match(['predator']), fresh.match(['predator'])];
    expect([...actual.scores.keys()].sort()).toEqual([...expected.scores.keys()].sort());
    for (const [id, score] of expected.scores) expect(actual.scores.get(id)).toBeCloseTo(score, 9);
    expect([...restored.match(['predator']).scores.keys()]).toContain('p0000');
    expect([...restored.match(['predator']).scores.keys()]).not.toContain('p0007');
  });

  it('indexes its products again when the stored MiniSearch index cannot be read, so a change is still found', () => {
    const products = catalogue(50);
    const snapshot = new ProductTextIndex(products).toSnapshot();
    const renamed = [{ ...products[0]!, name: 'Predator Helios' }, ...products.slice(1)];
    const restored = ProductTextIndex.fromSnapshot(
      {
        ...snapshot,
        engine: () => {
          throw new SyntaxError('Unexpected end of JSON input');
        },
      },
      () => renamed,
    );
    restored.put(renamed[0]!);
    const expected = new ProductTextIndex(renamed).match(['predator', 'helios']);
    expect(restored.match(['predator', 'helios']).scores).toEqual(expected.scores);
    expect(expected.scores.has('p0000')).toBe(true);
    expect(restored.size).toBe(50);
  });
});
