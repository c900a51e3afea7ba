import { describe, expect, it } from 'vitest';
import type { SearchIndexRow } from '../shared/entities/search.js';
import { parseSearchParams } from '../shared/search-params.js';
import { SearchCatalogue } from './search-catalogue.js';
import { packSearchIndexRow } from './search-index-row.js';
import { searchRows } from './search-rows.js';

const row = (id: string, name: string, price = 100): SearchIndexRow => ({
  id,
  name,
  brand: 'Acme',
  category: 'Gaming',
  description: '',
  price,
  rating: 0,
  numReviews: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const search = (catalogue: SearchCatalogue, query: Record<string, string>) => {
  const parsed = parseSearchParams(query);
  if (!parsed.ok) throw new Error(parsed.message);
  const { ids, countProducts, facets } = searchRows(catalogue, parsed.filters);
  return { ids, countProducts, facets };
};

const packed = (rows: SearchIndexRow[]) => new Map(rows.map((r) => [r.id, packSearchIndexRow(r)]));

/** A catalogue as an instance reads it from the shards. */
const indexed = (rows: SearchIndexRow[]) => {
  const catalogue = new SearchCatalogue();
  catalogue.update(packed(rows));
  return catalogue;
};

/** A catalogue as a new instance restores it: from the snapshot of these rows. */
const restored = (rows: SearchIndexRow[]) => SearchCatalogue.fromSnapshot(indexed(rows).toSnapshot());

describe('SearchCatalogue.applyRow (one product edit)', () => {
  const before = [row('a', 'Zephyr Note'), row('b', 'Nitro Five'), row('c', 'Zephyr Pro', 300)];
  const after = [row('a', 'Aurora Note', 90), row('b', 'Nitro Five')];
  const queries: Record<string, string>[] = [
    {},
    { query: 'zephyr' },
    { query: 'aurora' },
    { query: 'note' },
    { price: '1-95' },
  ];

  for (const [label, start] of [
    ['an indexed catalogue', () => indexed(before)],
    ['a catalogue restored from a snapshot', () => restored(before)],
  ] as const) {
    it(`answers as a catalogue built from the new rows, on ${label}`, () => {
      const catalogue = start();
      search(catalogue, { query: 'zephyr' }); // scores kept, as on a warm instance
      catalogue.applyRow('a', packSearchIndexRow(after[0]!));
      catalogue.applyRow('c', undefined);
      const fresh = indexed(after);
      for (const query of queries) expect(search(catalogue, query)).toEqual(search(fresh, query));
      // A later full comparison of the shards still sees the same rows (nothing left to change).
      expect(catalogue.update(packed(after))).toBe(0);
    });
  }

  it('ignores the removal of a product it does not hold', () => {
    const catalogue = indexed(before);
    catalogue.applyRow('zzz', undefined);
    expect(search(catalogue, {}).countProducts).toBe(3);
  });
});
