/**
 * What shoppers type, against the demo catalogue as checked in (ADR 0015): each query with the
 * products it must return and must not. Runs the real matcher and ranking, no emulator needed.
 */
import { describe, expect, it } from 'vitest';
import { buildSeedDocs, readSeedFiles } from '../../seed/build-seed-docs';
import { SearchCatalogue } from '../../functions/src/search/search-catalogue.js';
import { searchIndexRowFor } from '../../functions/src/search/search-index-row.js';
import { searchRows } from '../../functions/src/search/search-rows.js';
import { SEARCH_MAX_PAGE_SIZE } from '@shared/constants';
import { parseSearchParams } from '@shared/search-params';

const products = buildSeedDocs(readSeedFiles()).products;
const catalogue = SearchCatalogue.fromRows(products.map(({ id, doc }) => searchIndexRowFor(id, doc)));
const nameOf = new Map(products.map(({ id, doc }) => [id, doc.name]));

function search(query: Record<string, string>) {
  const parsed = parseSearchParams({ pageSize: String(SEARCH_MAX_PAGE_SIZE), ...query });
  if (!parsed.ok) throw new Error(parsed.message);
  const page = searchRows(catalogue, parsed.filters);
  return { ...page, names: page.ids.map((id) => nameOf.get(id)) };
}

describe('search finds what shoppers type', () => {
  it.each([
    // Prefixes of every word.
    ['mac', ['MacBook Air M2', 'MacBook Pro 14 M3 Pro', 'MacBook Air M3 13"'], ['Dell XPS 13 9340']],
    ['think', ['Lenovo ThinkPad E14 Gen 5', 'Lenovo ThinkPad X1 Carbon Gen 12'], ['Lenovo Yoga Slim 7i']],
    ['laptop', ['Microsoft Surface Laptop Go 3', 'Acer Nitro V 15'], []],
    ['gaming laptop', ['ASUS TUF Gaming A15', 'Lenovo Legion 5 Pro Gen 8'], ['Dell Vostro 3520', 'MacBook Air M2']],
    ['lenovo think', ['Lenovo ThinkPad P16s Gen 2'], ['Lenovo Legion 5 Pro Gen 8']],
    // Words found only in a description (Vietnamese and English).
    ['excel', ['Dell Vostro 3520'], ['MacBook Air M2']],
    ['bàn phím số', ['Dell Vostro 3520'], []],
    // Typos: one edit from 4 letters, two from 8.
    ['thinkpd', ['Lenovo ThinkPad E14 Gen 5', 'Lenovo ThinkPad P16s Gen 2'], ['MSI Thin GF63']],
    ['macbok', ['MacBook Air M2', 'MacBook Pro 16 M3 Max'], ['Dell XPS 13 9340']],
    ['vivobok', ['ASUS Vivobook 15'], []],
    // Vietnamese folding, and case.
    ['do hoa', ['Dell Precision 5690', 'MSI Creator Z17 HX Studio'], ['Dell Vostro 3520']],
    ['đồ họa', ['Dell Precision 5690'], ['Dell Vostro 3520']],
    ['DELL', ['Dell Vostro 3520', 'Dell XPS 13 9340'], ['HP 240 G10']],
    ['van phong', ['Dell Vostro 3520'], []],
    // Out-of-stock products are still found (the product page says they are out of stock).
    ['thin gf63', ['MSI Thin GF63'], []],
    ['loq', ['Lenovo LOQ 15'], []],
    ['expertbook', ['ASUS ExpertBook B9'], []],
  ])('%s', (query, mustFind, mustNotFind) => {
    const { names, showingResultsFor } = search({ query });
    expect(names).toEqual(expect.arrayContaining(mustFind));
    for (const name of mustNotFind) expect(names).not.toContain(name);
    expect(showingResultsFor).toBeUndefined();
  });

  it('falls back to the products matching some of the words, and says which', () => {
    const { names, showingResultsFor } = search({ query: 'asus rgo' });
    expect(showingResultsFor).toBe('asus');
    expect(names).toContain('ASUS ROG Strix G16');
    expect(names.every((name) => name?.startsWith('ASUS'))).toBe(true);
  });

  it('finds nothing, and says nothing, when no word matches', () => {
    expect(search({ query: 'xyzzy' })).toMatchObject({ ids: [], countProducts: 0, pages: 0 });
    expect(search({ query: 'xyzzy' }).showingResultsFor).toBeUndefined();
  });
});

describe('Best Match ranking', () => {
  it('puts the product named exactly as typed first', () => {
    expect(search({ query: 'macbook air m2' }).names[0]).toBe('MacBook Air M2');
    expect(search({ query: 'lenovo loq 15' }).names[0]).toBe('Lenovo LOQ 15');
  });

  it('ranks a name match above a description-only match', () => {
    const names = search({ query: 'gaming' }).names;
    expect(names.indexOf('ASUS TUF Gaming A15')).toBe(0);
  });

  it('ranks a word begun above a near miss', () => {
    const names = search({ query: 'think' }).names;
    expect(names.slice(0, 3).every((name) => name?.includes('ThinkPad'))).toBe(true);
  });

  it('is the default order with a query and can be changed; without a query the spec default stays', () => {
    const byRelevance = search({ query: 'dell' }).names;
    const lowest = search({ query: 'dell', order: 'lowest' });
    expect(lowest.names).toHaveLength(byRelevance.length);
    const prices = lowest.ids.map((id) => products.find((p) => p.id === id)?.doc.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const newest = search({}).ids.map((id) => products.find((p) => p.id === id)?.doc.createdAt ?? '');
    expect(newest.slice(0, 10)).toEqual([...newest].sort().reverse().slice(0, 10));
  });

  it('keeps filters, counts and paging with a query', () => {
    const gaming = search({ query: 'laptop', category: 'Gaming', pricce: '1-1000', rating: '1' });
    expect(gaming.countProducts).toBe(gaming.ids.length);
    const pageSize = 2;
    const all = search({ query: 'laptop' }).ids;
    const pages = Math.ceil(all.length / pageSize);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1)
      seen.push(...search({ query: 'laptop', page: String(page), pageSize: String(pageSize) }).ids);
    expect(seen).toEqual(all);
  });
});
