/**
 * The search's laptop-specification filters (docs/decisions/0025-faceted-search-and-index-snapshot.md):
 * their URL parameters, what each value means, and the one parser the API and the web share. Kept
 * apart from search-params.ts so the link builder (search-query-string.ts, on every first visit)
 * and the index (functions/src/search/facets.ts) read the same meanings without zod.
 *
 * - `brand`: one or more product brands, comma-separated (`brand=Dell,HP`), any of them; the
 *   parameter given twice (`brand=Dell&brand=HP`) means the same. Matched in any case.
 * - `ram`, `storage`: a minimum in GB (`ram=16`: 16 GB or more).
 * - `gpu`: `integrated` or `discrete`.
 * - `screen`: a range of whole inches (`13-14`: from 13.0 up to but not including 15.0).
 * - `weight`: a maximum in kg (`weight=1.5`: 1.5 kg or less).
 * - `cpu`: the CPU's brand (Intel, AMD, Apple, Qualcomm), in any case.
 */

/** The URL parameters of the specification filters, in the order links write them. */
export const SPEC_FILTER_KEYS = ['brand', 'ram', 'storage', 'gpu', 'screen', 'weight', 'cpu'] as const;
export type SpecFilterKey = (typeof SPEC_FILTER_KEYS)[number];

/** Kept here rather than imported from laptop-specs.ts, whose zod schema would join the search page's bundle. */
export const SEARCH_GPU_KINDS = ['integrated', 'discrete'] as const;
export type SearchGpuKind = (typeof SEARCH_GPU_KINDS)[number];

export interface SpecFilters {
  /** Brands as given (trimmed, repeats dropped); empty for any brand. */
  brand: string[];
  /** Minimum RAM in GB, or null. */
  ram: number | null;
  /** Minimum storage in GB, or null. */
  storage: number | null;
  gpu: SearchGpuKind | null;
  /** Whole inches 'from-to', or null. */
  screen: string | null;
  /** Maximum weight in kg, or null. */
  weight: number | null;
  /** The CPU brand as given (trimmed), or null. */
  cpu: string | null;
}

export const NO_SPEC_FILTERS: SpecFilters = {
  brand: [],
  ram: null,
  storage: null,
  gpu: null,
  screen: null,
  weight: null,
  cpu: null,
};

/** At most this many brands in one search: each is a comparison per product. */
export const SEARCH_MAX_BRANDS = 20;

/** Screen sizes a laptop may have (laptop-specs.ts accepts 7 to 21 inches). */
export const SCREEN_INCHES_RANGE = { min: 7, max: 21 } as const;

/** The screen bands the facet counts offer, each a value of the `screen` filter. */
export const SCREEN_BANDS = ['7-12', '13-14', '15-16', '17-21'] as const;

/** The weight thresholds the facet counts offer (kg or less). */
export const WEIGHT_THRESHOLDS = [1.2, 1.5, 2, 2.5] as const;

/** The inches a `screen` value covers: 13-14 is 13.0 <= inches < 15.0. */
export function screenBounds(screen: string): { from: number; below: number } {
  const [from = 0, to = 0] = screen.split('-').map(Number);
  return { from, below: to + 1 };
}

/** Brands are matched in any case: 'dell' finds Dell. */
export const foldBrand = (brand: string): string => brand.trim().toLowerCase();

export type SpecFiltersResult = { ok: true; specs: SpecFilters } | { ok: false; message: string };

/** The messages whose values are fixed, spelt out whole so the web's catalogue has them (ADR 0019). */
const SPEC_FILTER_MSG = {
  ram: 'ram must be a whole number of GB from 1 to 256',
  storage: 'storage must be a whole number of GB from 1 to 16384',
  weight: 'weight must be a number of kg from 0.1 to 10, such as 1.5',
} as const;

const WHOLE = /^\d{1,6}$/;
const DECIMAL = /^\d{1,2}(\.\d{1,2})?$/;
const WORD = /^[\p{L}\p{N}][\p{L}\p{N} .&+-]{0,39}$/u;

/** One value, or a message; undefined when the parameter is absent or empty. */
type Read<T> = { value: T | null } | { message: string };

function single(raw: Record<string, unknown>, key: SpecFilterKey): string | { message: string } | null {
  const value = raw[key];
  if (value === undefined) return null;
  if (typeof value !== 'string') return { message: `${key} must be given once` };
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function wholeNumber(raw: Record<string, unknown>, key: 'ram' | 'storage', max: number): Read<number> {
  const value = single(raw, key);
  if (value === null || typeof value !== 'string') return value ?? { value: null };
  const message = SPEC_FILTER_MSG[key];
  if (!WHOLE.test(value)) return { message };
  const number = Number(value);
  return number >= 1 && number <= max ? { value: number } : { message };
}

function brands(raw: Record<string, unknown>): Read<string[]> {
  const value = raw.brand;
  if (value === undefined) return { value: [] };
  const given = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!given || given.some((v) => typeof v !== 'string')) return { message: 'brand must be text' };
  const seen = new Set<string>();
  const list: string[] = [];
  for (const brand of (given as string[]).flatMap((v) => v.split(','))) {
    const trimmed = brand.trim();
    if (trimmed === '') continue;
    if (!WORD.test(trimmed)) return { message: 'brand must be brand names separated by commas, such as Dell,HP' };
    if (seen.has(foldBrand(trimmed))) continue;
    seen.add(foldBrand(trimmed));
    list.push(trimmed);
  }
  if (list.length > SEARCH_MAX_BRANDS) return { message: `brand must name at most ${SEARCH_MAX_BRANDS} brands` };
  return { value: list };
}

function gpu(raw: Record<string, unknown>): Read<SearchGpuKind> {
  const value = single(raw, 'gpu');
  if (value === null || typeof value !== 'string') return value ?? { value: null };
  const kind = SEARCH_GPU_KINDS.find((k) => k === value.toLowerCase());
  return kind ? { value: kind } : { message: "gpu must be 'integrated' or 'discrete'" };
}

function screen(raw: Record<string, unknown>): Read<string> {
  const value = single(raw, 'screen');
  if (value === null || typeof value !== 'string') return value ?? { value: null };
  const { min, max } = SCREEN_INCHES_RANGE;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
  const [from, to] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(from >= min && to <= max))
    return { message: `screen must be a range of whole inches from ${min} to ${max}, such as 13-14` };
  if (from > to) return { message: 'screen range minimum must not exceed its maximum' };
  return { value: `${from}-${to}` };
}

function weight(raw: Record<string, unknown>): Read<number> {
  const value = single(raw, 'weight');
  if (value === null || typeof value !== 'string') return value ?? { value: null };
  const message = SPEC_FILTER_MSG.weight;
  if (!DECIMAL.test(value)) return { message };
  const number = Number(value);
  return number >= 0.1 && number <= 10 ? { value: number } : { message };
}

function cpu(raw: Record<string, unknown>): Read<string> {
  const value = single(raw, 'cpu');
  if (value === null || typeof value !== 'string') return value ?? { value: null };
  return WORD.test(value) ? { value } : { message: 'cpu must be a CPU brand, such as Intel or AMD' };
}

/** Reads the specification filters from raw query parameters; absent or empty ones are no filter. */
export function parseSpecFilters(raw: Record<string, unknown>): SpecFiltersResult {
  const read = {
    brand: brands(raw),
    ram: wholeNumber(raw, 'ram', 256),
    storage: wholeNumber(raw, 'storage', 16384),
    gpu: gpu(raw),
    screen: screen(raw),
    weight: weight(raw),
    cpu: cpu(raw),
  };
  for (const key of SPEC_FILTER_KEYS) {
    const result = read[key];
    if ('message' in result) return { ok: false, message: result.message };
  }
  const value = <T>(result: Read<T>) => ('value' in result ? result.value : null);
  return {
    ok: true,
    specs: {
      brand: value(read.brand) ?? [],
      ram: value(read.ram),
      storage: value(read.storage),
      gpu: value(read.gpu),
      screen: value(read.screen),
      weight: value(read.weight),
      cpu: value(read.cpu),
    },
  };
}
