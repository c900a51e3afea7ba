/**
 * Free-text matching and relevance, done by MiniSearch (docs/decisions/0006-search.md; the library
 * comparison is in docs/decisions/0015-search-engine.md). This module only says what to index and
 * how shoppers' words should match: folded like the rest of the shop, every word of 3 letters or
 * more a prefix, typos forgiven by length, name and brand weighing most. It is given the words
 * already folded, deduplicated and capped (searchTerms in shared/search-params.ts), so no query
 * costs more than SEARCH_MAX_WORDS words.
 *
 * A query is not handed to MiniSearch whole: its cost would grow with every product each word
 * matches, and 8 broad words cost a second at 25,000 products (0015, "Cost of a query"). Instead
 * each word is expanded to the catalogue words it matches (itself, the words it begins, its near
 * misses) and each catalogue word's scores, which MiniSearch works out once, are kept until the
 * catalogue changes (TermScoreCache). A query then only adds numbers in typed arrays, one slot per
 * product. The scores are MiniSearch's own: same BM25, boosts and prefix/typo weights, summed the
 * same way, times the number of words a product matched.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { SEARCH_MAX_WORDS, SEARCH_PREFIX_MIN_CHARS } from '../shared/search-params.js';
import type { SearchIndexRow } from '../shared/entities/search.js';
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

/** 'mac' -> MacBook; 'a' or 'ma' would expand to most of the catalogue's words and cost the most. */
const isPrefix = (word: string) => word.length >= SEARCH_PREFIX_MIN_CHARS;

/**
 * A word that is typed in full outranks one it begins ('think' -> ThinkPad), which outranks a near
 * miss ('think' -> Thin): MiniSearch's defaults (prefix 0.375, fuzzy 0.45) rank a typo higher.
 */
const WEIGHTS = { prefix: 0.5, fuzzy: 0.1 } as const;

const matchOptions: SearchOptions = {
  boost: FIELD_BOOSTS,
  prefix: isPrefix,
  fuzzy: (word) => typoTolerance(word),
  maxFuzzy: 2,
  weights: WEIGHTS,
};

/** One catalogue word alone: what its expansion into the words a query word matches scores. */
const termOnly: SearchOptions = { boost: FIELD_BOOSTS, prefix: false, fuzzy: false };

/**
 * Most catalogue-word scores kept per instance, counted in (product, score) pairs of 12 bytes: about
 * 24 MB. The demo-like catalogue of 25,000 products has about 1 million pairs in all, so every word
 * fits; past the budget the oldest words are dropped and scored again when next asked for.
 */
export const TERM_CACHE_MAX_PAIRS = 2_000_000;

export interface TextMatches {
  /** Relevance per matching product id (higher is better). */
  scores: Map<string, number>;
  /**
   * Set when no product matched every word and these are the products matching some of them:
   * the typed words (folded) the best of them matched, for 'Showing results for …'.
   */
  showingResultsFor?: string;
}

/**
 * Every catalogue word's scores, worked out by MiniSearch when the snapshot was written: what a new
 * instance matches with, so it answers without loading MiniSearch's index (docs/decisions/0025-
 * faceted-search-and-index-snapshot.md, "A new instance"). Word i's products are the slots
 * `slots[offsets[i]] .. slots[offsets[i + 1] - 1]`, each scored by the same place in `scores`.
 */
export interface TermPostings {
  terms: string[];
  offsets: Int32Array;
  slots: Int32Array;
  scores: Float64Array;
}

/** A ProductTextIndex as data, for the index snapshot. */
export interface TextIndexSnapshot {
  /** Product ids by slot. */
  ids: string[];
  postings: TermPostings;
  /**
   * MiniSearch's own serialised index, asked for only when the catalogue first changes (a search
   * never needs it while the postings are current); it may throw when the stored copy is unreadable.
   */
  engine: () => AsPlainObject;
}

/** One catalogue word's products (by slot) and MiniSearch's score for each. */
interface TermScores {
  slots: Int32Array;
  scores: Float64Array;
}

const NO_SCORES: TermScores = { slots: new Int32Array(0), scores: new Float64Array(0) };

/** A catalogue word a query word matches, and the weight its scores count with. */
interface Expansion {
  term: string;
  weight: number;
}

// Each query word is one bit of a product's mask; a mask of 8 words fits a byte.
if (SEARCH_MAX_WORDS > 8) throw new Error('ProductTextIndex keeps the matched words of a product in 8 bits');

export class ProductTextIndex {
  /**
   * Every word ever indexed, to expand prefixes and typos as MiniSearch does (it never shrinks: a
   * word no product has any more scores nothing). The set spares the tree a lookup per word indexed.
   */
  private readonly vocabulary = new SearchableMap<true>();
  private readonly knownWords = new Set<string>();
  private readonly options: Options<TextFields> = {
    fields: ['name', 'brand', 'category', 'description'],
    // The shop's folding (lower case, no diacritics, đ -> d) both when indexing and when searching,
    // so 'do hoa' finds 'Đồ họa' and 'DELL' finds 'Dell'. searchWords already folds, so terms pass
    // as they are. Indexing a field also records its words for expanding query words.
    tokenize: (text, field) => {
      const words = searchWords(text);
      if (field) for (const word of words) if (!this.knownWords.has(word)) this.learn(word);
      return words;
    },
    processTerm: (term) => term,
  };
  /** MiniSearch's index; null until first needed by an index loaded from a snapshot. */
  private loadedEngine: MiniSearch<TextFields> | null = new MiniSearch<TextFields>(this.options);
  private loadEngine: (() => MiniSearch<TextFields>) | null = null;
  /** The snapshot's scores of every word, used until the catalogue first changes; then MiniSearch's. */
  private frozen: { postings: TermPostings; termAt: Map<string, number> } | null = null;
  /** A slot per product id ever indexed, so a query's sums live in typed arrays, not maps. */
  private readonly slotOf = new Map<string, number>();
  private readonly idAt: string[] = [];
  private readonly termScores = new Map<string, TermScores>();
  private cachedPairs = 0;

  constructor(products: Iterable<TextFields> = []) {
    for (const product of products) this.put(product);
  }

  /** Adds or replaces a product's text (the catalogue changed). */
  put(product: TextFields): void {
    const engine = this.engine;
    if (!this.slotOf.has(product.id)) {
      this.slotOf.set(product.id, this.idAt.length);
      this.idAt.push(product.id);
    }
    if (engine.has(product.id)) engine.replace(product);
    else engine.add(product);
    this.forgetScores();
  }

  remove(id: string): void {
    const engine = this.engine;
    if (!engine.has(id)) return;
    engine.discard(id);
    this.forgetScores();
  }

  get size(): number {
    return this.engine.documentCount;
  }

  /**
   * Loads MiniSearch's index now if a snapshot left it unloaded: done a moment after a new instance
   * answered its first search, so the first product edit it sees costs an update, not the load.
   */
  preloadEngine(): void {
    if (this.loadEngine) void this.engine;
  }

  /** MiniSearch's index, loaded from the snapshot on first use. */
  private get engine(): MiniSearch<TextFields> {
    if (!this.loadedEngine) {
      this.loadedEngine = this.loadEngine?.() ?? new MiniSearch<TextFields>(this.options);
      this.loadEngine = null;
    }
    return this.loadedEngine;
  }

  /**
   * What a new instance needs to answer as this one does without indexing any text again
   * (docs/decisions/0025-faceted-search-and-index-snapshot.md): the product slots, every catalogue
   * word's scores, and MiniSearch's own serialised index for the first change after that.
   */
  toSnapshot(): TextIndexSnapshot {
    const engine = this.engine.toJSON();
    const postings = this.frozen?.postings ?? this.scoreEveryTerm(engine.index.map(([term]) => term));
    return { ids: [...this.idAt], postings, engine: () => engine };
  }

  /**
   * The index a snapshot describes, ready to match at once: words are matched with the snapshot's
   * scores, and MiniSearch's index is loaded only when the catalogue first changes (MiniSearch.loadJS,
   * no text tokenized). Should the stored copy be unreadable then, `rebuildFrom`'s products are
   * indexed again instead, so a damaged snapshot makes an update slower, never search wrong.
   */
  static fromSnapshot(snapshot: TextIndexSnapshot, rebuildFrom: () => Iterable<TextFields>): ProductTextIndex {
    const index = new ProductTextIndex();
    const { postings } = snapshot;
    index.loadedEngine = null;
    index.loadEngine = () => {
      try {
        return MiniSearch.loadJS(snapshot.engine(), index.options);
      } catch {
        const engine = new MiniSearch<TextFields>(index.options);
        engine.addAll([...rebuildFrom()]);
        return engine;
      }
    };
    index.frozen = { postings, termAt: new Map(postings.terms.map((term, i) => [term, i])) };
    for (const term of postings.terms) index.learn(term);
    snapshot.ids.forEach((id, slot) => index.slotOf.set(id, slot));
    index.idAt.push(...snapshot.ids);
    return index;
  }

  /** MiniSearch's score of every product for each of `terms`, packed as the snapshot keeps them. */
  private scoreEveryTerm(terms: readonly string[]): TermPostings {
    const lists = terms.map((term) => this.engine.search(term, termOnly));
    const kept = terms.flatMap((term, i) => (lists[i]!.length > 0 ? [{ term, hits: lists[i]! }] : []));
    const pairs = kept.reduce((sum, { hits }) => sum + hits.length, 0);
    const postings: TermPostings = {
      terms: kept.map(({ term }) => term),
      offsets: new Int32Array(kept.length + 1),
      slots: new Int32Array(pairs),
      scores: new Float64Array(pairs),
    };
    let k = 0;
    kept.forEach(({ hits }, i) => {
      postings.offsets[i] = k;
      for (const hit of hits) {
        postings.slots[k] = this.slotOf.get(hit.id as string)!;
        postings.scores[k] = hit.score;
        k += 1;
      }
    });
    postings.offsets[kept.length] = k;
    return postings;
  }

  /**
   * Every word required. When that finds nothing, the products matching most of the words, best
   * first, said as such with the typed words the best of them matched. `words` are folded
   * (searchTerms), so each is a term as indexed.
   */
  match(words: readonly string[]): TextMatches {
    const slots = this.idAt.length;
    const sums = new Float64Array(slots);
    const matched = new Uint8Array(slots); // bit i: the product matched words[i]
    words.forEach((word, i) => {
      const bit = 1 << i;
      for (const { term, weight } of this.expand(word)) {
        const { slots: found, scores } = this.scoresOf(term);
        for (let k = 0; k < found.length; k += 1) {
          const slot = found[k]!;
          sums[slot]! += weight * scores[k]!;
          matched[slot]! |= bit;
        }
      }
    });
    const every = (1 << words.length) - 1;
    const all = this.collect(sums, matched, (mask) => mask === every);
    if (all.scores.size > 0) return { scores: all.scores };
    const some = this.collect(sums, matched, (mask) => mask !== 0);
    if (some.best === undefined) return { scores: new Map() };
    const bestMask = matched[some.best]!;
    return { scores: some.scores, showingResultsFor: words.filter((_, i) => bestMask & (1 << i)).join(' ') };
  }

  /**
   * The same answer the straightforward way: the whole query handed to MiniSearch, which scores
   * every product each word matches, on every search. Kept as the reference the tests compare
   * `match` with, and as the benchmark's baseline (scripts/bench-search.mjs).
   */
  matchWholeQuery(words: readonly string[]): TextMatches {
    const query = words.join(' ');
    const all = this.engine.search(query, { ...matchOptions, combineWith: 'AND' });
    if (all.length > 0) return { scores: scoresOf(all) };
    const some = this.engine.search(query, { ...matchOptions, combineWith: 'OR' });
    const best = some[0];
    return best ? { scores: scoresOf(some), showingResultsFor: best.queryTerms.join(' ') } : { scores: new Map() };
  }

  /** MiniSearch's score (sum times the number of words matched) of every product `keep` accepts, and the best slot. */
  private collect(sums: Float64Array, matched: Uint8Array, keep: (mask: number) => boolean) {
    const scores = new Map<string, number>();
    let best: number | undefined;
    let bestScore = -Infinity;
    for (let slot = 0; slot < matched.length; slot += 1) {
      const mask = matched[slot]!;
      if (!keep(mask)) continue;
      const score = sums[slot]! * bitCount(mask);
      scores.set(this.idAt[slot]!, score);
      if (score > bestScore) [best, bestScore] = [slot, score];
    }
    return { scores, best };
  }

  /** The catalogue words `word` matches and their weights, as MiniSearch expands a query term. */
  private expand(word: string): Expansion[] {
    const expansions: Expansion[] = [{ term: word, weight: 1 }];
    const near = typoTolerance(word) > 0 ? this.vocabulary.fuzzyGet(word, typoTolerance(word)) : undefined;
    if (isPrefix(word)) {
      for (const term of this.vocabulary.atPrefix(word).keys()) {
        const distance = term.length - word.length;
        if (distance === 0) continue;
        near?.delete(term); // begun and near: counts as begun
        expansions.push({ term, weight: (WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance) });
      }
    }
    for (const [term, [, distance]] of near ?? []) {
      if (distance === 0) continue;
      expansions.push({ term, weight: (WEIGHTS.fuzzy * term.length) / (term.length + distance) });
    }
    // In one order whatever order the vocabulary learnt its words in (indexing, or a snapshot), so
    // every instance adds the same scores in the same order and ranks equal products alike.
    return expansions.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  }

  /** One catalogue word's products and scores: MiniSearch's work, done once per catalogue version. */
  private scoresOf(term: string): TermScores {
    if (this.frozen) {
      const { postings, termAt } = this.frozen;
      const i = termAt.get(term);
      if (i === undefined) return NO_SCORES;
      const [from, to] = [postings.offsets[i]!, postings.offsets[i + 1]!];
      return { slots: postings.slots.subarray(from, to), scores: postings.scores.subarray(from, to) };
    }
    const kept = this.termScores.get(term);
    if (kept) return kept;
    const hits = this.engine.search(term, termOnly);
    const entry: TermScores = {
      slots: Int32Array.from(hits, (hit) => this.slotOf.get(hit.id as string)!),
      scores: Float64Array.from(hits, (hit) => hit.score),
    };
    this.termScores.set(term, entry);
    this.cachedPairs += hits.length;
    for (const [oldest, { slots }] of this.termScores) {
      if (this.cachedPairs <= TERM_CACHE_MAX_PAIRS || oldest === term) break;
      this.termScores.delete(oldest);
      this.cachedPairs -= slots.length;
    }
    return entry;
  }

  private learn(word: string) {
    this.knownWords.add(word);
    this.vocabulary.set(word, true);
  }

  private forgetScores() {
    this.frozen = null;
    if (this.termScores.size === 0) return;
    this.termScores.clear();
    this.cachedPairs = 0;
  }
}

const scoresOf = (hits: SearchResult[]) => new Map(hits.map((hit) => [hit.id as string, hit.score]));

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** Category names matching what the shopper typed, the same way products match, best first. */
export function matchingCategories(categories: Iterable<string>, words: readonly string[]): string[] {
  const engine = new MiniSearch<{ id: string; name: string }>({
    fields: ['name'],
    tokenize: searchWords,
    processTerm: (term: string) => term,
  });
  engine.addAll([...categories].map((name) => ({ id: name, name })));
  return engine.search(words.join(' '), { ...matchOptions, combineWith: 'AND' }).map((hit) => hit.id as string);
}
