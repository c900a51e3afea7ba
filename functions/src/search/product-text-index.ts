/**
 * Free-text matching and relevance, done by MiniSearch (docs/decisions/0006-search.md; the library
 * comparison is in docs/decisions/0015-search-engine.md). This module only says what to index and
 * how shoppers' words should match: folded like the rest of the shop, every word of 3 letters or
 * more a prefix, typos forgiven by length, name and brand weighing most. It is given the words
 * already folded, deduplicated and capped (searchTerms in shared/search-params.ts), so no query
 * costs more than SEARCH_MAX_WORDS words.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { SEARCH_PREFIX_MIN_CHARS } from '../shared/search-params.js';
import type { SearchIndexRow } from '../shared/stats.js';
import { searchWords } from '../shared/text.js';

export type TextFields = Pick<SearchIndexRow, 'id' | 'name' | 'brand' | 'category' | 'description'>;

/** Name and brand weigh most; a word only in the description still finds the product, ranked lower. */
export const FIELD_BOOSTS = { name: 3, brand: 3, category: 1.5, description: 1 } as const;

/**
 * Edits forgiven in a query word: none up to 3 letters, one from 4 letters, two from 8. So a typo
 * is only forgiven from SEARCH_PREFIX_MIN_CHARS letters on, as is a prefix.
 */
export function typoTolerance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

const matchOptions: SearchOptions = {
  boost: FIELD_BOOSTS,
  // 'mac' -> MacBook; 'a' or 'ma' would expand to most of the catalogue's words and cost the most.
  prefix: (term) => term.length >= SEARCH_PREFIX_MIN_CHARS,
  fuzzy: (word) => typoTolerance(word),
  maxFuzzy: 2,
  // A word that is typed in full outranks one it begins ('think' -> ThinkPad), which outranks a
  // near miss ('think' -> Thin): MiniSearch's defaults (prefix 0.375, fuzzy 0.45) rank a typo higher.
  weights: { prefix: 0.5, fuzzy: 0.1 },
};

/**
 * The shop's folding (lower case, no diacritics, đ -> d) both when indexing and when searching, so
 * 'do hoa' finds 'Đồ họa' and 'DELL' finds 'Dell'. searchWords already folds, so terms pass as they are.
 */
const folding = { tokenize: searchWords, processTerm: (term: string) => term };

export interface TextMatches {
  /** Relevance per matching product id (higher is better). */
  scores: Map<string, number>;
  /**
   * Set when no product matched every word and these are the products matching some of them:
   * the typed words (folded) the best of them matched, for 'Showing results for …'.
   */
  showingResultsFor?: string;
}

const scoresOf = (hits: SearchResult[]) => new Map(hits.map((hit) => [hit.id as string, hit.score]));

export class ProductTextIndex {
  private readonly engine = new MiniSearch<TextFields>({
    fields: ['name', 'brand', 'category', 'description'],
    ...folding,
  });

  constructor(products: Iterable<TextFields> = []) {
    for (const product of products) this.engine.add(product);
  }

  /** Adds or replaces a product's text (the catalogue changed). */
  put(product: TextFields): void {
    if (this.engine.has(product.id)) this.engine.replace(product);
    else this.engine.add(product);
  }

  remove(id: string): void {
    if (this.engine.has(id)) this.engine.discard(id);
  }

  get size(): number {
    return this.engine.documentCount;
  }

  /**
   * Every word required. When that finds nothing, the products matching most of the words, best
   * first, said as such with the typed words the best of them matched. `words` are folded
   * (searchTerms), so joined with spaces they tokenize back to themselves.
   */
  match(words: readonly string[]): TextMatches {
    const query = words.join(' ');
    const all = this.engine.search(query, { ...matchOptions, combineWith: 'AND' });
    if (all.length > 0) return { scores: scoresOf(all) };
    const some = this.engine.search(query, { ...matchOptions, combineWith: 'OR' });
    const best = some[0];
    return best ? { scores: scoresOf(some), showingResultsFor: best.queryTerms.join(' ') } : { scores: new Map() };
  }
}

/** Category names matching what the shopper typed, the same way products match, best first. */
export function matchingCategories(categories: Iterable<string>, words: readonly string[]): string[] {
  const engine = new MiniSearch<{ id: string; name: string }>({ fields: ['name'], ...folding });
  engine.addAll([...categories].map((name) => ({ id: name, name })));
  return engine.search(words.join(' '), { ...matchOptions, combineWith: 'AND' }).map((hit) => hit.id as string);
}
