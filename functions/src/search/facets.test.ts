import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANY, RATING_FILTERS } from '../shared/constants.js';
import type { SearchFacets } from '../shared/entities/search.js';
import type { SearchFilters } from '../shared/search-filters.js';
import { parseSearchParams } from '../shared/search-params.js';
import { foldBrand, SCREEN_BANDS, screenBounds, WEIGHT_THRESHOLDS } from '../shared/search-spec-filters.js';
import type { SearchIndexRow, SearchIndexSpecs } from '../shared/entities/search.js';
import { SearchCatalogue } from './search-catalogue.js';
import { packSearchIndexRow, unpackSearchIndexRow } from './search-index-row.js';
import { searchRows } from './search-rows.js';

const BRANDS = ['Dell', 'HP', 'Lenovo', 'Apple'];
const CATEGORIES = ['Gaming', 'Văn phòng', 'Đồ họa'];
const CPUS = ['Intel', 'AMD', 'Apple'];

function filters(query: Record<string, string> = {}): SearchFilters {
  const parsed = parseSearchParams(query);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 4 });

const specsArb: fc.Arbitrary<SearchIndexSpecs | undefined> = optional(
  fc.record(
    {
      cpuBrand: fc.constantFrom(...CPUS),
      ramGb: fc.constantFrom(4, 8, 16, 32),
      storageGb: fc.constantFrom(256, 512, 1024),
      gpuKind: fc.constantFrom('integrated', 'discrete'),
      screenInches: fc.constantFrom(11.6, 13, 13.3, 14, 14.9, 15, 15.6, 16, 17.3),
      weightKg: fc.constantFrom(0.9, 1.2, 1.21, 1.5, 1.9, 2, 2.4, 2.5, 3.1),
    },
    { requiredKeys: [] },
  ),
);

const catalogueArb = fc
  .array(
    fc.record({
      brand: fc.constantFrom(...BRANDS),
      category: fc.constantFrom(...CATEGORIES),
      price: fc.integer({ min: 1, max: 1000 }),
      rating: fc.integer({ min: 0, max: 10 }).map((r) => r / 2),
      name: fc.constantFrom('Pro', 'Air', 'Gaming'),
      specs: specsArb,
    }),
    { maxLength: 60 },
  )
  .map((items) =>
    items.map(({ specs, ...item }, i): SearchIndexRow => ({
      id: `p${i}`,
      description: '',
      numReviews: 0,
      createdAt: `2025-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
      ...item,
      name: `${item.name} ${i}`,
      ...(specs && Object.keys(specs).length > 0 ? { specs } : {}),
    })),
  );

/** Query parameters, each filter present or not, values both in and out of the catalogue. */
const paramsArb = fc.record(
  {
    query: fc.constantFrom('pro', 'gaming', 'air'),
    category: fc.constantFrom(...CATEGORIES, 'Sinh viên'),
    price: fc.constantFrom('1-500', '200-1000'),
    rating: fc.constantFrom('1', '3', '4'),
    brand: fc.subarray([...BRANDS, 'Acer', 'dell'], { minLength: 1 }).map((b) => b.join(',')),
    ram: fc.constantFrom('8', '16', '12'),
    storage: fc.constantFrom('512', '1000'),
    gpu: fc.constantFrom('integrated', 'discrete'),
    screen: fc.constantFrom('13-14', '15-16', '7-12', '14-14'),
    weight: fc.constantFrom('1.2', '1.5', '2'),
    cpu: fc.constantFrom('intel', 'AMD', 'Qualcomm'),
  },
  { requiredKeys: [] },
);

type Filter = keyof typeof predicates;
/** Each filter's meaning as the specification words it, written the plain way. */
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

/** The rows matching the text and every filter except `except`. */
function bruteForce(rows: SearchIndexRow[], textIds: Set<string> | null, f: SearchFilters, except?: Filter) {
  return rows.filter(
    (r) =>
      (textIds === null || textIds.has(r.id)) &&
      (Object.keys(predicates) as Filter[]).every((key) => key === except || predicates[key](r, f)),
  );
}

/** Every facet's counts worked out by filtering the catalogue again for each value. */
function bruteForceFacets(rows: SearchIndexRow[], textIds: Set<string> | null, f: SearchFilters): SearchFacets {
  const base = (except: Filter) => bruteForce(rows, textIds, f, except);
  const distinct = <T>(values: (T | undefined)[]) => [...new Set(values.filter((v): v is T => v !== undefined))];
  const byName = <T extends { value: string }>(list: T[]) => list.sort((a, b) => a.value.localeCompare(b.value));
  const numbers = (values: (number | undefined)[]) => distinct(values).sort((a, b) => a - b);
  const count = (except: Filter, keep: (r: SearchIndexRow) => boolean) => base(except).filter(keep).length;
  const inScreen = rows.map((r) => r.specs?.screenInches);
  return {
    category: byName(
      distinct(rows.map((r) => r.category)).map((value) => ({
        value,
        count: count('category', (r) => r.category === value),
      })),
    ),
    rating: RATING_FILTERS.map((value) => ({ value, count: count('rating', (r) => r.rating >= value) })),
    brand: byName(
      distinct(rows.map((r) => r.brand)).map((value) => ({ value, count: count('brand', (r) => r.brand === value) })),
    ),
    ramGb: numbers(rows.map((r) => r.specs?.ramGb)).map((value) => ({
      value,
      count: count('ram', (r) => (r.specs?.ramGb ?? -1) >= value),
    })),
    storageGb: numbers(rows.map((r) => r.specs?.storageGb)).map((value) => ({
      value,
      count: count('storage', (r) => (r.specs?.storageGb ?? -1) >= value),
    })),
    gpuKind: ['integrated', 'discrete']
      .filter((kind) => rows.some((r) => r.specs?.gpuKind === kind))
      .map((value) => ({ value, count: count('gpu', (r) => r.specs?.gpuKind === value) })),
    screenInches: SCREEN_BANDS.filter((band) => {
      const { from, below } = screenBounds(band);
      return inScreen.some((inches) => inches !== undefined && inches >= from && inches < below);
    }).map((value) => {
      const { from, below } = screenBounds(value);
      const inBand = (r: SearchIndexRow) =>
        (r.specs?.screenInches ?? -1) >= from && (r.specs?.screenInches ?? -1) < below;
      return { value, count: count('screen', inBand) };
    }),
    weightKg: rows.some((r) => r.specs?.weightKg !== undefined)
      ? WEIGHT_THRESHOLDS.map((value) => ({
          value,
          count: count('weight', (r) => r.specs?.weightKg !== undefined && r.specs.weightKg <= value),
        }))
      : [],
    cpuBrand: byName(
      distinct(rows.map((r) => r.specs?.cpuBrand)).map((value) => ({
        value,
        count: count('cpu', (r) => r.specs?.cpuBrand === value),
      })),
    ),
  };
}

describe('faceted search', () => {
  it('finds exactly the products matching the query and every filter (property-based)', () => {
    fc.assert(
      fc.property(catalogueArb, paramsArb, (rows, params) => {
        const f = { ...filters(params), pageSize: 48 };
        const catalogue = SearchCatalogue.fromRows(rows);
        const page = searchRows(catalogue, f);
        const textIds = params.query ? new Set(catalogue.text.match([params.query]).scores.keys()) : null;
        expect(page.countProducts).toBe(bruteForce(rows, textIds, f).length);
      }),
      { numRuns: 300 },
    );
  });

  it("counts each filter's values over the products matching every other filter (property-based)", () => {
    fc.assert(
      fc.property(catalogueArb, paramsArb, (rows, params) => {
        const f = filters(params);
        const catalogue = SearchCatalogue.fromRows(rows);
        const textIds = params.query ? new Set(catalogue.text.match([params.query]).scores.keys()) : null;
        expect(searchRows(catalogue, f).facets).toEqual(bruteForceFacets(rows, textIds, f));
      }),
      { numRuns: 300 },
    );
  });

  it('counts RAM as "that much or more" and weight as "that much or less", as the filters mean', () => {
    const rows: SearchIndexRow[] = [8, 16, 16, 32].map((ramGb, i) => ({
      id: `r${i}`,
      name: `Laptop ${i}`,
      brand: 'Dell',
      description: '',
      category: 'Gaming',
      price: 100,
      rating: 4,
      numReviews: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      specs: { ramGb, weightKg: [1.1, 1.4, 2.2, 3][i]!, gpuKind: i < 2 ? 'integrated' : 'discrete' },
    }));
    const { facets, countProducts } = searchRows(SearchCatalogue.fromRows(rows), filters({ gpu: 'discrete' }));
    expect(countProducts).toBe(2);
    expect(facets.ramGb).toEqual(
      [
        { value: 16, count: 2 },
        { value: 32, count: 1 },
        { value: 8, count: 2 },
      ].sort((a, b) => a.value - b.value),
    );
    expect(facets.gpuKind).toEqual([
      { value: 'integrated', count: 2 },
      { value: 'discrete', count: 2 },
    ]);
    expect(facets.weightKg).toEqual([
      { value: 1.2, count: 0 },
      { value: 1.5, count: 0 },
      { value: 2, count: 0 },
      { value: 2.5, count: 1 },
    ]);
  });

  it('takes a product without specifications out of every specification filter, not out of the search', () => {
    const bare: SearchIndexRow = {
      id: 'bare',
      name: 'Old laptop',
      brand: 'HP',
      description: '',
      category: 'Gaming',
      price: 10,
      rating: 0,
      numReviews: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const catalogue = SearchCatalogue.fromRows([bare]);
    expect(searchRows(catalogue, filters()).countProducts).toBe(1);
    expect(searchRows(catalogue, filters({ ram: '1' })).countProducts).toBe(0);
    expect(searchRows(catalogue, filters({ brand: 'hp' })).countProducts).toBe(1);
    // No product states a GPU kind at all: asking for one finds nothing, and the other facets say so.
    const integrated = searchRows(catalogue, filters({ gpu: 'integrated' }));
    expect(integrated.countProducts).toBe(0);
    expect(integrated.facets.brand).toEqual([{ value: 'HP', count: 0 }]);
    expect(searchRows(catalogue, filters({ cpu: 'amd' })).countProducts).toBe(0);
  });

  it('keeps the filterable specifications through packing, and packs a product without them as before', () => {
    const withSpecs: SearchIndexRow = {
      id: 'x',
      name: 'X',
      brand: 'Dell',
      description: 'd',
      category: 'Gaming',
      price: 1,
      rating: 2,
      numReviews: 3,
      createdAt: '2025-01-01T00:00:00.000Z',
      specs: { cpuBrand: 'AMD', ramGb: 16, screenInches: 14, weightKg: 1.3 },
    };
    expect(unpackSearchIndexRow('x', packSearchIndexRow(withSpecs))).toEqual(withSpecs);
    const { specs: _, ...without } = withSpecs;
    expect(JSON.parse(packSearchIndexRow(without))).toHaveLength(8);
  });
});
