/**
 * How a shopper's typed query is understood (docs/decisions/0085-vietnamese-query-understanding.md):
 * price phrases ('dưới 15 triệu', 'từ 10 đến 20 triệu'), specification words ('rtx 4060', 'i7',
 * '16gb', 'oled', '14 inch'), the admin's synonyms ('chơi game' -> Gaming) and the catalogue's own
 * category and brand names become filters; what is left is searched as text. Pure: the search
 * backend gives it the catalogue's vocabulary and the shop's synonyms, and applies the answer.
 */
import { catalogueNames, findName } from './catalogue-names.js';
import { findPrice } from './prices.js';
import { findSpec, findWeight } from './specs.js';
import { findSynonym, synonymPhrases, type SearchSynonym } from './synonyms.js';
import { tokenize, without, type Token } from './tokens.js';
import {
  emptyUnderstandingFilters,
  type Found,
  type UnderstandingFilters,
  type UnderstoodPhrase,
} from './understood.js';

export interface QueryUnderstanding {
  /** The words left to search as text, as typed ('' when nothing is left). */
  text: string;
  understood: UnderstoodPhrase[];
  filters: UnderstandingFilters;
}

export interface UnderstandingContext {
  categories: Iterable<string>;
  brands: Iterable<string>;
  synonyms: readonly SearchSynonym[];
  /**
   * Đồng per unit of the catalogue's prices: 1 for a catalogue priced in đồng, 100,000 for the
   * demo's specification-style prices (catalogueVndPerUnit).
   */
  vndPerUnit: number;
  /** Filters the request sets itself: a phrase meaning one of them stays text. */
  preset?: UnderstandingFilters;
}

/** Every phrase read left to right, each applied to `filters` unless its filter is set already. */
function readPhrases(tokens: Token[], context: UnderstandingContext, filters: UnderstandingFilters): Found[] {
  const named = catalogueNames(context.categories, context.brands);
  const namedByText = new Map(named.map((n) => [n.words.join(' '), n]));
  const synonyms = synonymPhrases(context.synonyms);
  const brandGiven = filters.brand.length > 0;
  const found: Found[] = [];
  let at = 0;
  while (at < tokens.length) {
    // A weight first: 'dưới 1,5kg' would otherwise read as a price of 1.
    const hit: Found | null =
      findWeight(tokens, at) ??
      findPrice(tokens, at, context.vndPerUnit) ??
      findSpec(tokens, at) ??
      findSynonym(tokens, at, synonyms, namedByText) ??
      findName(tokens, at, named);
    if (hit) {
      // A phrase whose filter is set already (by the URL or an earlier phrase) is read but not
      // applied: its words leave the text (they would match nothing), and no chip shows it.
      const applied = !(hit.kind === 'brand' && brandGiven) && hit.apply(filters);
      found.push(applied ? hit : { ...hit, label: '' });
      at = hit.to;
    } else at += 1;
  }
  return found;
}

/** The words no phrase took (or a synonym's replacing words), as typed. */
function leftText(query: string, tokens: Token[], found: Found[]): string {
  const taken = new Map<number, Found>();
  for (const f of found) for (let k = f.from; k < f.to; k += 1) taken.set(k, f);
  const textParts: string[] = [];
  tokens.forEach((token, k) => {
    const f = taken.get(k);
    if (!f || f.keepText) textParts.push(query.slice(token.start, token.end));
    else if (f.replaceWith !== undefined && k === f.from) textParts.push(f.replaceWith);
  });
  return textParts.join(' ').trim();
}

/**
 * Reads a query. Phrases are looked for left to right, at each word in this order: a price or a
 * weight, a specification, a synonym, a category or brand name; the first that matches takes its
 * words. A phrase whose filter is already set, by the request or an earlier phrase ('dưới 10 triệu
 * dưới 20 triệu'), only leaves the text. A query with nothing understood comes back as typed.
 */
export function understandQuery(query: string, context: UnderstandingContext): QueryUnderstanding {
  const tokens = tokenize(query);
  const filters = context.preset
    ? { ...context.preset, brand: [...context.preset.brand], specWords: [] }
    : emptyUnderstandingFilters();
  const found = readPhrases(tokens, context, filters);
  if (found.length === 0) return { text: query, understood: [], filters };

  const understood: UnderstoodPhrase[] = found
    .filter((f) => f.label !== '')
    .map(({ kind, label, param, value, from, to }) => ({
      kind,
      label,
      param,
      value,
      query: without(query, tokens, from, to),
    }));
  return { text: leftText(query, tokens, found), understood, filters };
}
