/**
 * What query understanding answers (docs/decisions/0085-vietnamese-query-understanding.md): the
 * kinds of phrase it reads, the chips the page shows, the filters the search applies, and the one
 * phrase a reader found, which every reader (prices, specifications, synonyms, names) returns.
 */
import type { SearchResult } from '../entities/search.js';

export const UNDERSTOOD_KINDS = [
  'category',
  'brand',
  'price',
  'ram',
  'storage',
  'screen',
  'weight',
  'gpu',
  'cpu',
  'panel',
] as const;
export type UnderstoodKind = (typeof UNDERSTOOD_KINDS)[number];

/** What the search answer tells the page about one understood phrase (a removable chip). */
export interface UnderstoodPhrase {
  kind: UnderstoodKind;
  /** What the chip reads: the catalogue's name ('Gaming', 'Dell') or the phrase tidied ('Dưới 30 triệu', 'RTX 4060'). */
  label: string;
  /** The search parameter it fills (category, price, brand, ram, storage, screen, weight, gpu, cpu) or 'spec'. */
  param: string;
  value: string;
  /** The query without this phrase: the chip's link, which searches again without this understanding. */
  query: string;
}

/** The search answer with what was understood: set only when a phrase was understood. */
export type UnderstoodSearchResult = SearchResult & { understood?: UnderstoodPhrase[] };

/** A specification a product must state, word by word, beyond the filters the URL has. */
export interface SpecWordTest {
  field: 'cpuModel' | 'gpuModel' | 'panel';
  /** Folded words that must all be among the field's folded words. */
  words: string[];
}

export interface UnderstandingFilters {
  category: string | null;
  priceRange: { min: number; max: number } | null;
  brand: string[];
  ram: number | null;
  storage: number | null;
  screen: string | null;
  weight: number | null;
  gpu: 'discrete' | null;
  cpu: string | null;
  specWords: SpecWordTest[];
}

/** One phrase a reader understood, tokens from..to, and how it sets its filter. */
export interface Found {
  from: number;
  to: number; // exclusive, in tokens
  kind: UnderstoodKind;
  label: string;
  param: string;
  value: string;
  apply: (f: UnderstandingFilters) => boolean;
  /** The phrase stays in the text too (a category or brand typed by its own name). */
  keepText?: boolean;
  /** Words that replace the phrase in the text (a synonym whose meaning is not a filter). */
  replaceWith?: string;
}

export function emptyUnderstandingFilters(): UnderstandingFilters {
  return {
    category: null,
    priceRange: null,
    brand: [],
    ram: null,
    storage: null,
    screen: null,
    weight: null,
    gpu: null,
    cpu: null,
    specWords: [],
  };
}
