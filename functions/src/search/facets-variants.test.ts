/**
 * Products sold in configurations (docs/decisions/0101-product-variants.md): a product matches the
 * specification filters when one of its configurations matches them all, and each facet counts a
 * product once under the same rule. Checked against a brute force over every configuration.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANY, RATING_FILTERS } from '../shared/constants.js';
import type { SearchFacets, SearchIndexRow, SearchIndexSpecs } from '../shared/entities/search.js';
import type { SearchFilters } from '../shared/search-filters.js';
import { parseSearchParams } from '../shared/search-params.js';
import { foldBrand, SCREEN_BANDS, screenBounds, WEIGHT_THRESHOLDS } from '../shared/search-spec-filters.js';
import { SearchCatalogue } from './search-catalogue.js';
import { packSearchIndexRow, unpackSearchIndexRow } from './search-index-row.js';
import { searchRows } from './search-rows.js';

function filters(query: Record<string, string> = {}): SearchFilters {
  const parsed = parseSearchParams(query);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
}

const RAMS = [8, 16, 32];
const STORAGES = [256, 512, 1024];
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 5 });

const configArb = fc.record(
  { ramGb: fc.constantFrom(...RAMS), storageGb: fc.constantFrom(...STORAGES) },
  { requiredKeys: [] },
);

const catalogueArb = fc
  .array(
    fc.record({
      brand: fc.constantFrom('Dell', 'Apple', 'Lenovo'),
      category: fc.constantFrom('Gaming', 'Mỏng nhẹ'),
      price: fc.integer({ min: 1, max: 1000 }),
      rating: fc.integer({ min: 0, max: 10 }).map((r) => r / 2),
      specs: optional(
        fc.record(
          {
            cpuBrand: fc.constantFrom('Intel', 'Apple'),
            ramGb: fc.constantFrom(...RAMS),
            storageGb: fc.constantFrom(...STORAGES),
            gpuKind: fc.constantFrom('integrated', 'discrete'),
            screenInches: fc.constantFrom(13.3, 14, 15.6, 16),
            weightKg: fc.constantFrom(1.2, 1.5, 2.4),
          },
          { requiredKeys: [] },
        ),
      ),
      variants: optional(fc.array(configArb, { minLength: 1, maxLength: 4 })),
    }),
    { maxLength: 50 },
  )
  .map((items) =>
    items.map(({ specs, variants, ...item }, i): SearchIndexRow => ({
      id: `p${i}`,
      name: `Laptop ${i}`,
      description: '',
      numReviews: 0,
      createdAt: `2025-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
      ...item,
      ...(specs && Object.keys(specs).length > 0 ? { specs } : {}),
      ...(variants ? { variants } : {}),
    })),
  );

const paramsArb = fc.record(
  {
    category: fc.constantFrom('Gaming', 'Mỏng nhẹ'),
    price: fc.constantFrom('1-500', '200-1000'),
    rating: fc.constantFrom('1', '4'),
    brand: fc.constantFrom('Dell', 'Apple,Lenovo'),
    ram: fc.constantFrom('8', '16', '32'),
    storage: fc.constantFrom('512', '1000'),
    gpu: fc.constantFrom('integrated', 'discrete'),
    screen: fc.constantFrom('13-14', '15-16'),
    weight: fc.constantFrom('1.5', '2'),
    cpu: fc.constantFrom('intel', 'apple'),
  },
  { requiredKeys: [] },
);

/** Each configuration of a product as a product of its own: the product's specs with its RAM and storage. */
function configurations(row: SearchIndexRow): SearchIndexRow[] {
  if (!row.variants) return [row];
  return row.variants.map((variant) => {
    const specs: SearchIndexSpecs = { ...row.specs };
    delete specs.ramGb;
    delete specs.storageGb;
    return { ...row, specs: { ...specs, ...variant } };
  });
}

type Filter = keyof typeof predicates;
const predicates = {
  category: (r: SearchIndexRow, f: SearchFilters) => f.category === ANY || r.category === f.category,
  price: (r: SearchIndexRow, f: SearchFilters) =>
    !f.priceRange || (r.price >= f.priceRange.min && r.price <= f.priceRange.max),
  rating: (r: SearchIndexRow, f: SearchFilters) => f.rating === null || r.rating >= f.rating,
  brand: (r: SearchIndexRow, f: SearchFilters) =>
    f.specs.brand.length === 0 || f.specs.brand.some((b) => foldBrand(b) === foldBrand(r.brand)),
  ram: (r: SearchIndexRow, f: SearchFilters) =>
    f.specs.ram === null || (r.specs?.ramGb !== undefined && r.specs.ramGb >= f.specs.ram),
  storage: (r: SearchIndexRow, f: SearchFilters) =>
    f.specs.storage === null || (r.specs?.storageGb !== undefined && r.specs.storageGb >= f.specs.storage),
  gpu: (r: SearchIndexRow, f: SearchFilters) => f.specs.gpu === null || r.specs?.gpuKind === f.specs.gpu,
  screen: (r: SearchIndexRow, f: SearchFilters) => {
    if (f.specs.screen === null) return true;
    const inches = r.specs?.screenInches;
    const [from, to] = f.specs.screen.split('-').map(Number) as [number, number];
    return inches !== undefined && inches >= from && inches < to + 1;
  },
  weight: (r: SearchIndexRow, f: SearchFilters) =>
    f.specs.weight === null || (r.specs?.weightKg !== undefined && r.specs.weightKg <= f.specs.weight),
  cpu: (r: SearchIndexRow, f: SearchFilters) =>
    f.specs.cpu === null || r.specs?.cpuBrand?.toLowerCase() === f.specs.cpu.toLowerCase(),
};

/** Products with a configuration matching every filter but `except` and `keep`: each counted once. */
function count(rows: SearchIndexRow[], f: SearchFilters, except?: Filter, keep = (_: SearchIndexRow) => true): number {
  return rows.filter((row) =>
    configurations(row).some(
      (config) =>
        keep(config) && (Object.keys(predicates) as Filter[]).every((k) => k === except || predicates[k](config, f)),
    ),
  ).length;
}

function bruteForceFacets(rows: SearchIndexRow[], f: SearchFilters): SearchFacets {
  const all = rows.flatMap(configurations);
  const distinct = <T>(values: (T | undefined)[]) => [...new Set(values.filter((v): v is T => v !== undefined))];
  const byName = <T extends { value: string }>(list: T[]) => list.sort((a, b) => a.value.localeCompare(b.value));
  const numbers = (values: (number | undefined)[]) => distinct(values).sort((a, b) => a - b);
  return {
    category: byName(
      distinct(rows.map((r) => r.category)).map((value) => ({
        value,
        count: count(rows, f, 'category', (r) => r.category === value),
      })),
    ),
    rating: RATING_FILTERS.map((value) => ({ value, count: count(rows, f, 'rating', (r) => r.rating >= value) })),
    brand: byName(
      distinct(rows.map((r) => r.brand)).map((value) => ({
        value,
        count: count(rows, f, 'brand', (r) => r.brand === value),
      })),
    ),
    ramGb: numbers(all.map((r) => r.specs?.ramGb)).map((value) => ({
      value,
      count: count(rows, f, 'ram', (r) => (r.specs?.ramGb ?? -1) >= value),
    })),
    storageGb: numbers(all.map((r) => r.specs?.storageGb)).map((value) => ({
      value,
      count: count(rows, f, 'storage', (r) => (r.specs?.storageGb ?? -1) >= value),
    })),
    gpuKind: ['integrated', 'discrete']
      .filter((kind) => rows.some((r) => r.specs?.gpuKind === kind))
      .map((value) => ({ value, count: count(rows, f, 'gpu', (r) => r.specs?.gpuKind === value) })),
    screenInches: SCREEN_BANDS.filter((band) => {
      const { from, below } = screenBounds(band);
      return rows.some((r) => (r.specs?.screenInches ?? -1) >= from && (r.specs?.screenInches ?? -1) < below);
    }).map((value) => {
      const { from, below } = screenBounds(value);
      const inBand = (r: SearchIndexRow) =>
        (r.specs?.screenInches ?? -1) >= from && (r.specs?.screenInches ?? -1) < below;
      return { value, count: count(rows, f, 'screen', inBand) };
    }),
    weightKg: rows.some((r) => r.specs?.weightKg !== undefined)
      ? WEIGHT_THRESHOLDS.map((value) => ({
          value,
          count: count(rows, f, 'weight', (r) => r.specs?.weightKg !== undefined && r.specs.weightKg <= value),
        }))
      : [],
    cpuBrand: byName(
      distinct(rows.map((r) => r.specs?.cpuBrand)).map((value) => ({
        value,
        count: count(rows, f, 'cpu', (r) => r.specs?.cpuBrand === value),
      })),
    ),
  };
}

describe('search over products sold in configurations', () => {
  it('finds a model by a configuration it has, not by a mix of two (ram=16&storage=512, not 1024)', () => {
    const row: SearchIndexRow = {
      id: 'air',
      name: 'MacBook Air',
      brand: 'Apple',
      description: '',
      category: 'Mỏng nhẹ',
      price: 100,
      rating: 5,
      numReviews: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      specs: { ramGb: 8, storageGb: 1024 },
      variants: [
        { ramGb: 8, storageGb: 1024 },
        { ramGb: 16, storageGb: 512 },
      ],
    };
    const catalogue = SearchCatalogue.fromRows([unpackSearchIndexRow('air', packSearchIndexRow(row))]);
    expect(searchRows(catalogue, filters({ ram: '16', storage: '512' })).countProducts).toBe(1);
    expect(searchRows(catalogue, filters({ ram: '16', storage: '1000' })).countProducts).toBe(0);
    const facets = searchRows(catalogue, filters({ ram: '16' })).facets;
    expect(facets?.storageGb).toEqual([
      { value: 512, count: 1 },
      { value: 1024, count: 0 },
    ]);
  });

  it('matches and counts each product once, as a brute force over every configuration (property-based)', () => {
    fc.assert(
      fc.property(catalogueArb, paramsArb, (rows, params) => {
        const f = filters(params);
        const catalogue = SearchCatalogue.fromRows(
          rows.map((row) => unpackSearchIndexRow(row.id, packSearchIndexRow(row))),
        );
        const result = searchRows(catalogue, { ...f, pageSize: 60 });
        expect(result.countProducts).toBe(count(rows, f));
        expect(result.facets).toEqual(bruteForceFacets(rows, f));
      }),
      { numRuns: 400 },
    );
  });
});
