/**
 * The labelled Vietnamese queries of `npm run bench:search-quality` (ADR 0040) as a regression
 * guard: understood against the demo catalogue as checked in, the first 12 results keep the
 * targets, and no query that has a match shows nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeedDocs, readSeedFiles } from '../../seed/build-seed-docs';
import { SearchCatalogue } from '../../functions/src/search/search-catalogue.js';
import { searchIndexRowFor } from '../../functions/src/search/search-index-row.js';
import { searchRows } from '../../functions/src/search/search-rows.js';
import { understandSearch } from '../../functions/src/search/understood-search.js';
import { parseSearchParams } from '@shared/search-params';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';

const PAGE = 12;
const queries = JSON.parse(
  readFileSync(new URL('../../scripts/measure/search-quality-queries.json', import.meta.url), 'utf8'),
) as { query: string; expected: string[] }[];
const products = buildSeedDocs(readSeedFiles()).products;
const catalogue = SearchCatalogue.fromRows(products.map(({ id, doc }) => searchIndexRowFor(id, doc)));

function firstPage(query: string): string[] {
  const parsed = parseSearchParams({ query, pageSize: String(PAGE) });
  if (!parsed.ok) throw new Error(parsed.message);
  const understood = understandSearch(catalogue, parsed.filters, DEFAULT_SHOP_SETTINGS.searchSynonyms);
  return searchRows(catalogue, understood.filters, understood.specWords).ids;
}

describe('understood Vietnamese queries on the demo catalogue', () => {
  const scores = queries.map(({ query, expected }) => {
    const ids = firstPage(query);
    const found = ids.filter((id) => expected.includes(id)).length;
    return {
      query,
      shown: ids.length,
      recall: found / Math.min(expected.length, PAGE),
      precision: ids.length ? found / ids.length : 0,
    };
  });
  const mean = (key: 'recall' | 'precision') => scores.reduce((sum, s) => sum + s[key], 0) / scores.length;

  it('has at least 40 labelled queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
  });

  it('keeps recall >= 0.9 and precision >= 0.8 in the first 12 results', () => {
    expect(mean('recall')).toBeGreaterThanOrEqual(0.9);
    expect(mean('precision')).toBeGreaterThanOrEqual(0.8);
  });

  it('shows something for every query that has a match', () => {
    expect(scores.filter((s) => s.shown === 0).map((s) => s.query)).toEqual([]);
  });
});
