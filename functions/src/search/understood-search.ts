/**
 * A search with its query understood (docs/decisions/0085-vietnamese-query-understanding.md): the
 * catalogue's vocabulary (categories, brands, the unit of its prices) is given to the pure
 * understanding, and what it understood joins the request's filters. A filter the request sets
 * itself wins over the same filter understood from the words; a query that is a product's whole
 * name is searched as typed, so naming a product still finds it first.
 */
import { ANY } from '../shared/constants.js';
import { catalogueVndPerUnit } from '../shared/query-understanding/prices.js';
import type { SearchSynonym } from '../shared/query-understanding/synonyms.js';
import { understandQuery } from '../shared/query-understanding/understand-query.js';
import {
  emptyUnderstandingFilters,
  type SpecWordTest,
  type UnderstandingFilters,
  type UnderstoodPhrase,
} from '../shared/query-understanding/understood.js';
import type { SearchFilters } from '../shared/search-filters.js';
import type { SearchIndexRow } from '../shared/entities/search.js';
import { searchWords } from '../shared/text.js';
import type { FacetIndex } from './facets.js';
import { foldName, type SearchCatalogue } from './search-catalogue.js';

interface Vocabulary {
  categories: string[];
  brands: string[];
  vndPerUnit: number;
  names: Set<string>;
}

/** Per catalogue version (one FacetIndex each). */
const vocabularies = new WeakMap<FacetIndex, Vocabulary>();

function vocabularyOf(index: FacetIndex): Vocabulary {
  let vocabulary = vocabularies.get(index);
  if (!vocabulary) {
    const categories = new Set<string>();
    const brands = new Set<string>();
    const names = new Set<string>();
    let maxPrice = 0;
    for (const row of index.rows) {
      categories.add(row.category);
      if (row.brand) brands.add(row.brand);
      names.add(foldName(row.name));
      maxPrice = Math.max(maxPrice, row.price);
    }
    vocabulary = { categories: [...categories], brands: [...brands], vndPerUnit: catalogueVndPerUnit(maxPrice), names };
    vocabularies.set(index, vocabulary);
  }
  return vocabulary;
}

export interface UnderstoodSearch {
  filters: SearchFilters;
  specWords: SpecWordTest[];
  understood: UnderstoodPhrase[];
}

/** The request's own filters, which understood phrases may not replace. */
function presetOf(filters: SearchFilters): UnderstandingFilters {
  const { specs } = filters;
  return {
    ...emptyUnderstandingFilters(),
    category: filters.category === ANY ? null : filters.category,
    priceRange: filters.priceRange,
    brand: [...specs.brand],
    ram: specs.ram,
    storage: specs.storage,
    screen: specs.screen,
    weight: specs.weight,
    gpu: specs.gpu === 'discrete' ? 'discrete' : null,
    cpu: specs.cpu,
  };
}

export function understandSearch(
  catalogue: SearchCatalogue,
  filters: SearchFilters,
  synonyms: readonly SearchSynonym[],
): UnderstoodSearch {
  const unchanged = { filters, specWords: [], understood: [] };
  if (filters.query === ANY) return unchanged;
  const vocabulary = vocabularyOf(catalogue.facets());
  if (vocabulary.names.has(foldName(filters.query))) return unchanged;
  const preset = presetOf(filters);
  const { text, understood, filters: found } = understandQuery(filters.query, { ...vocabulary, synonyms, preset });
  if (text === filters.query && understood.length === 0) return unchanged;
  return {
    filters: {
      ...filters,
      query: text === '' ? ANY : text,
      category: found.category ?? ANY,
      priceRange: found.priceRange,
      price: found.priceRange ? `${found.priceRange.min}-${found.priceRange.max}` : filters.price,
      specs: {
        ...filters.specs,
        brand: found.brand,
        ram: found.ram,
        storage: found.storage,
        screen: found.screen,
        weight: found.weight,
        gpu: filters.specs.gpu ?? found.gpu,
        cpu: found.cpu,
      },
    },
    specWords: found.specWords,
    understood,
  };
}

/** Per catalogue version: each row's specification words, folded on first use. */
const foldedSpecs = new WeakMap<FacetIndex, Map<number, Record<SpecWordTest['field'], Set<string>>>>();

function specWordsOf(index: FacetIndex, slot: number): Record<SpecWordTest['field'], Set<string>> {
  let bySlot = foldedSpecs.get(index);
  if (!bySlot) foldedSpecs.set(index, (bySlot = new Map()));
  let found = bySlot.get(slot);
  if (!found) {
    const specs: SearchIndexRow['specs'] = index.rows[slot]?.specs;
    found = {
      cpuModel: new Set(searchWords(specs?.cpuModel ?? '')),
      gpuModel: new Set(searchWords(specs?.gpuModel ?? '')),
      panel: new Set(searchWords(specs?.panel ?? '')),
    };
    bySlot.set(slot, found);
  }
  return found;
}

/** The candidates (every row when null) whose specifications state every understood word. */
export function slotsStating(index: FacetIndex, candidates: number[] | null, tests: readonly SpecWordTest[]): number[] {
  const slots = candidates ?? Array.from(index.rows.keys());
  return slots.filter((slot) => {
    const stated = specWordsOf(index, slot);
    return tests.every((test) => test.words.every((word) => stated[test.field].has(word)));
  });
}
