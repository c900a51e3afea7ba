/**
 * Filtering and facet counts over the catalogue in one pass (docs/decisions/0025-faceted-search-and-
 * index-snapshot.md). Each row's filterable values are kept in typed arrays, one slot per row, built
 * once per catalogue change; a search then computes, per candidate row, a bit mask of the active
 * filters it fails. A row failing none is a result and counts toward every facet; a row failing
 * exactly one filter counts toward that filter's facet only (the usual rule: a facet's counts apply
 * every *other* active filter), so all counts cost one pass and a few array increments per row.
 *
 * RAM and storage are a row's configurations' (docs/decisions/0101-product-variants.md): a product
 * sold in several has one entry per configuration, any other one entry. The two filters pass when
 * one configuration passes both, and each of their facets counts the product once, at the most its
 * configurations passing the other one offer ('n or more' then counts it for every lower value).
 */
import { ANY, RATING_FILTERS } from '../shared/constants.js';
import type { SearchFacetCount, SearchFacets } from '../shared/entities/search.js';
import type { SearchFilters } from '../shared/search-filters.js';
import {
  foldBrand,
  SCREEN_BANDS,
  screenBounds,
  SEARCH_GPU_KINDS,
  WEIGHT_THRESHOLDS,
} from '../shared/search-spec-filters.js';
import type { SearchIndexRow } from '../shared/entities/search.js';

export type FacetFilters = Pick<SearchFilters, 'category' | 'priceRange' | 'rating' | 'specs'>;

/** A bit per filter that can reject a row; the facets are named after theirs. */
const BIT = {
  category: 1 << 0,
  price: 1 << 1,
  rating: 1 << 2,
  brand: 1 << 3,
  ram: 1 << 4,
  storage: 1 << 5,
  gpu: 1 << 6,
  screen: 1 << 7,
  weight: 1 << 8,
  cpu: 1 << 9,
} as const;

/** Distinct values of one text column: each row holds the index of its value (-1: none). */
class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  constructor(private readonly fold: (value: string) => string = (v) => v) {}

  codeOf(value: string | undefined): number {
    if (value === undefined) return -1;
    const key = this.fold(value);
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(key, code);
      this.values.push(value);
    }
    return code;
  }

  find(value: string): number {
    return this.codes.get(this.fold(value)) ?? -1;
  }
}

/** Distinct numbers of one column, ascending, and each row's index into them (-1: none). */
function numberCodes(values: Float64Array): { distinct: number[]; codes: Int32Array } {
  const seen = new Set<number>();
  for (const v of values) if (!Number.isNaN(v)) seen.add(v);
  const distinct = [...seen].sort((a, b) => a - b);
  const index = new Map(distinct.map((v, i) => [v, i]));
  const codes = new Int32Array(values.length);
  for (let i = 0; i < values.length; i += 1) codes[i] = index.get(values[i]!) ?? -1;
  return { distinct, codes };
}

const lowerCase = (value: string) => value.toLowerCase();

export class FacetIndex {
  readonly rows: SearchIndexRow[];
  private readonly slotOf = new Map<string, number>();
  private readonly category: Int32Array;
  private readonly categories = new Dictionary();
  private readonly brand: Int32Array;
  private readonly brands = new Dictionary(foldBrand);
  private readonly cpu: Int32Array;
  private readonly cpus = new Dictionary(lowerCase);
  private readonly gpu: Int32Array;
  private readonly gpus = new Dictionary(lowerCase);
  private readonly price: Float64Array;
  private readonly rating: Float64Array;
  /** Configuration entries of slot s: configStart[s] up to configStart[s + 1]. */
  private readonly configStart: Int32Array;
  private readonly ram: Float64Array;
  private readonly storage: Float64Array;
  private readonly screen: Float64Array;
  private readonly weight: Float64Array;
  private readonly ramCodes: { distinct: number[]; codes: Int32Array };
  private readonly storageCodes: { distinct: number[]; codes: Int32Array };
  /** Index into SCREEN_BANDS, -1 for none. */
  private readonly screenBand: Int32Array;
  /** Index of the lightest WEIGHT_THRESHOLDS the row is within; WEIGHT_THRESHOLDS.length when above all, -1 for none. */
  private readonly weightStep: Int32Array;

  /** One pass over the rows (a new instance builds this before its first answer, so it is kept lean). */
  constructor(rows: Iterable<SearchIndexRow>) {
    this.rows = [...rows];
    const n = this.rows.length;
    this.category = new Int32Array(n);
    this.brand = new Int32Array(n);
    this.cpu = new Int32Array(n);
    this.gpu = new Int32Array(n);
    this.price = new Float64Array(n);
    this.rating = new Float64Array(n);
    this.configStart = new Int32Array(n + 1);
    let entries = 0;
    for (let slot = 0; slot < n; slot += 1) {
      this.configStart[slot] = entries;
      entries += Math.max(1, this.rows[slot]!.variants?.length ?? 0);
    }
    this.configStart[n] = entries;
    this.ram = new Float64Array(entries);
    this.storage = new Float64Array(entries);
    this.screen = new Float64Array(n);
    this.weight = new Float64Array(n);
    this.screenBand = new Int32Array(n);
    this.weightStep = new Int32Array(n);
    const bands = SCREEN_BANDS.map(screenBounds);
    for (let slot = 0; slot < n; slot += 1) {
      const row = this.rows[slot]!;
      const specs = row.specs;
      this.slotOf.set(row.id, slot);
      this.category[slot] = this.categories.codeOf(row.category);
      const brand = row.brand.trim();
      this.brand[slot] = brand ? this.brands.codeOf(brand) : -1;
      this.cpu[slot] = this.cpus.codeOf(specs?.cpuBrand);
      this.gpu[slot] = this.gpus.codeOf(specs?.gpuKind);
      this.price[slot] = row.price ?? NaN;
      this.rating[slot] = row.rating ?? NaN;
      const configs = row.variants && row.variants.length > 0 ? row.variants : [specs ?? {}];
      configs.forEach((config, i) => {
        this.ram[this.configStart[slot]! + i] = config.ramGb ?? NaN;
        this.storage[this.configStart[slot]! + i] = config.storageGb ?? NaN;
      });
      const inches = specs?.screenInches ?? NaN;
      this.screen[slot] = inches;
      let band = -1;
      for (let i = 0; i < bands.length; i += 1) {
        if (inches >= bands[i]!.from && inches < bands[i]!.below) {
          band = i;
          break;
        }
      }
      this.screenBand[slot] = band;
      const kg = specs?.weightKg ?? NaN;
      this.weight[slot] = kg;
      let step = Number.isNaN(kg) ? -1 : WEIGHT_THRESHOLDS.length;
      for (let i = 0; step !== -1 && i < WEIGHT_THRESHOLDS.length; i += 1) {
        if (kg <= WEIGHT_THRESHOLDS[i]!) {
          step = i;
          break;
        }
      }
      this.weightStep[slot] = step;
    }
    this.ramCodes = numberCodes(this.ram);
    this.storageCodes = numberCodes(this.storage);
  }

  slot(id: string): number | undefined {
    return this.slotOf.get(id);
  }

  /**
   * Each candidate's mask of the active filters it fails, a filter at a time: one tight loop per
   * filter rather than every filter's test per row, which is what a broad search spends most on.
   */
  private failures(filters: FacetFilters, slots: Int32Array): Uint16Array {
    const masks = new Uint16Array(slots.length);
    for (const { bit, passes } of this.tests(filters)) {
      for (let i = 0; i < slots.length; i += 1) if (!passes(slots[i]!)) masks[i]! |= bit;
    }
    return masks;
  }

  /** The test of each active filter: rows it rejects set its bit. */
  private tests(filters: FacetFilters): { bit: number; passes: (slot: number) => boolean }[] {
    const tests: { bit: number; passes: (slot: number) => boolean }[] = [];
    const { category, priceRange, rating, specs } = filters;
    if (category !== ANY) {
      const code = this.categories.find(category);
      tests.push({ bit: BIT.category, passes: (s) => this.category[s] === code && code !== -1 });
    }
    if (priceRange) {
      const { min, max } = priceRange;
      tests.push({ bit: BIT.price, passes: (s) => this.price[s]! >= min && this.price[s]! <= max });
    }
    if (rating !== null) tests.push({ bit: BIT.rating, passes: (s) => this.rating[s]! >= rating });
    if (specs.brand.length > 0) {
      const wanted = new Uint8Array(this.brands.values.length + 1);
      for (const brand of specs.brand) {
        const code = this.brands.find(brand);
        if (code !== -1) wanted[code] = 1;
      }
      tests.push({ bit: BIT.brand, passes: (s) => this.brand[s] !== -1 && wanted[this.brand[s]!] === 1 });
    }
    // RAM and storage are tested per configuration (configurationsOf).
    const { gpu, screen, weight, cpu } = specs;
    if (gpu !== null) {
      const code = this.gpus.find(gpu);
      // A kind no product states has no code: it must match nothing, not the rows stating none (-1).
      tests.push({ bit: BIT.gpu, passes: (s) => code !== -1 && this.gpu[s] === code });
    }
    if (screen !== null) {
      const { from, below } = screenBounds(screen);
      tests.push({ bit: BIT.screen, passes: (s) => this.screen[s]! >= from && this.screen[s]! < below });
    }
    if (weight !== null) tests.push({ bit: BIT.weight, passes: (s) => this.weight[s]! <= weight });
    if (cpu !== null) {
      const code = this.cpus.find(cpu);
      tests.push({ bit: BIT.cpu, passes: (s) => code !== -1 && this.cpu[s] === code });
    }
    return tests;
  }

  /** 0 .. rows - 1: every row a candidate (a search without words). */
  private allSlots: Int32Array | null = null;

  /**
   * The slots of `candidates` (every row when null) passing every filter, in the candidates'
   * order, and the facet counts over the same candidates.
   */
  filter(candidates: Iterable<number> | null, filters: FacetFilters): { matched: number[]; facets: SearchFacets } {
    this.allSlots ??= Int32Array.from(this.rows.keys());
    const slots = candidates === null ? this.allSlots : Int32Array.from(candidates);
    const masks = this.failures(filters, slots);
    const counts = {
      category: new Float64Array(this.categories.values.length),
      rating: new Float64Array(RATING_FILTERS.length),
      brand: new Float64Array(this.brands.values.length),
      ram: new Float64Array(this.ramCodes.distinct.length),
      storage: new Float64Array(this.storageCodes.distinct.length),
      gpu: new Float64Array(this.gpus.values.length),
      screen: new Float64Array(SCREEN_BANDS.length),
      weight: new Float64Array(WEIGHT_THRESHOLDS.length + 1),
      cpu: new Float64Array(this.cpus.values.length),
    };
    const add = (histogram: Float64Array, code: number) => {
      if (code >= 0) histogram[code]! += 1;
    };
    const matched: number[] = [];
    const { ram, storage } = filters.specs;
    const configs = { both: false, ramCode: -1, storageCode: -1 };
    const count = (slot: number, productMask: number) => {
      this.configurationsOf(slot, ram, storage, configs);
      // A configuration passing both counts as passing both filters; else the product fails the
      // RAM filter (and is in no count but RAM's, and storage's when storage is the only one active).
      const mask = productMask | (configs.both ? 0 : ram !== null ? BIT.ram : BIT.storage);
      if (mask === 0) matched.push(slot);
      if (productMask === 0) {
        add(counts.ram, configs.ramCode);
        add(counts.storage, configs.storageCode);
      }
      // A row failing two or more filters is in no facet's count.
      if (mask & (mask - 1)) return;
      const all = mask === 0;
      if (all || mask === BIT.category) add(counts.category, this.category[slot]!);
      if (all || mask === BIT.rating) {
        const stars = this.rating[slot]!;
        RATING_FILTERS.forEach((min, i) => {
          if (stars >= min) counts.rating[i]! += 1;
        });
      }
      if (all || mask === BIT.brand) add(counts.brand, this.brand[slot]!);
      if (all || mask === BIT.gpu) add(counts.gpu, this.gpu[slot]!);
      if (all || mask === BIT.screen) add(counts.screen, this.screenBand[slot]!);
      if (all || mask === BIT.weight) add(counts.weight, this.weightStep[slot]!);
      if (all || mask === BIT.cpu) add(counts.cpu, this.cpu[slot]!);
    };
    for (let i = 0; i < slots.length; i += 1) count(slots[i]!, masks[i]!);

    const exact = <T extends string | number>(values: readonly T[], histogram: Float64Array) =>
      values.map((value, i): SearchFacetCount<T> => ({ value, count: histogram[i]! }));
    /** 'n or more': each value counts the rows at it and above. */
    const atLeast = (values: number[], histogram: Float64Array) => {
      let sum = 0;
      const out = values.map((value, i) => ({ value, count: 0, i }));
      for (let i = values.length - 1; i >= 0; i -= 1) out[i]!.count = sum += histogram[i]!;
      return out.map(({ value, count: c }) => ({ value, count: c }));
    };
    /** 'n or less': each threshold counts the rows within it. */
    let lighter = 0;
    const weightKg = WEIGHT_THRESHOLDS.map((value, i) => ({ value, count: (lighter += counts.weight[i]!) }));
    return {
      matched,
      facets: {
        category: sortedByName(exact(this.categories.values, counts.category)),
        rating: exact(RATING_FILTERS, counts.rating),
        brand: sortedByName(exact(this.brands.values, counts.brand)),
        ramGb: atLeast(this.ramCodes.distinct, counts.ram),
        storageGb: atLeast(this.storageCodes.distinct, counts.storage),
        gpuKind: exact(this.gpus.values, counts.gpu).sort(
          (a, b) => gpuOrder(a.value) - gpuOrder(b.value) || a.value.localeCompare(b.value),
        ),
        screenInches: exact(SCREEN_BANDS, counts.screen).filter((_, i) => this.hasScreenBand(i)),
        weightKg: this.weight.some((kg) => !Number.isNaN(kg)) ? weightKg : [],
        cpuBrand: sortedByName(exact(this.cpus.values, counts.cpu)),
      },
    };
  }

  /**
   * Over the slot's configurations: whether one passes both the RAM and storage filters (null:
   * inactive), and the codes of the most RAM among those passing the storage filter and the most
   * storage among those passing the RAM filter (-1: none).
   */
  private configurationsOf(
    slot: number,
    ram: number | null,
    storage: number | null,
    out: { both: boolean; ramCode: number; storageCode: number },
  ): void {
    out.both = false;
    out.ramCode = -1;
    out.storageCode = -1;
    for (let e = this.configStart[slot]!; e < this.configStart[slot + 1]!; e += 1) {
      const ramOk = ram === null || this.ram[e]! >= ram;
      const storageOk = storage === null || this.storage[e]! >= storage;
      if (ramOk && storageOk) out.both = true;
      if (storageOk) out.ramCode = Math.max(out.ramCode, this.ramCodes.codes[e]!);
      if (ramOk) out.storageCode = Math.max(out.storageCode, this.storageCodes.codes[e]!);
    }
  }

  private readonly bandsPresent = new Map<number, boolean>();
  /** Bands no product falls in are not offered. */
  private hasScreenBand(band: number): boolean {
    let present = this.bandsPresent.get(band);
    if (present === undefined) {
      present = this.screenBand.includes(band);
      this.bandsPresent.set(band, present);
    }
    return present;
  }
}

/** Integrated before discrete, as the filter lists them; any other kind after. */
const gpuOrder = (kind: string) => {
  const i = SEARCH_GPU_KINDS.indexOf(kind as (typeof SEARCH_GPU_KINDS)[number]);
  return i === -1 ? SEARCH_GPU_KINDS.length : i;
};

const sortedByName = <T extends string>(values: SearchFacetCount<T>[]) =>
  values.sort((a, b) => a.value.localeCompare(b.value));
