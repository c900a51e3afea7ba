/**
 * The catalogue's own category and brand names typed in a query ('dell', 'gaming'): each becomes
 * its filter, and stays in the text searched too.
 */
import { matchesAt, words, type Token } from './tokens.js';
import type { Found } from './understood.js';

/** Longest phrases first, so 'máy tính xách tay' wins over 'máy tính'. */
export function byLength<T extends { words: string[] }>(list: T[]): T[] {
  return [...list].sort((a, b) => b.words.length - a.words.length);
}

export interface NamedFilter {
  words: string[];
  name: string;
  kind: 'category' | 'brand';
}

export function namedFilter(from: number, to: number, named: NamedFilter, keepText: boolean): Found {
  return {
    from,
    to,
    kind: named.kind,
    label: named.name,
    param: named.kind,
    value: named.name,
    keepText,
    apply: (f) => {
      if (named.kind === 'brand') {
        if (f.brand.includes(named.name)) return false;
        f.brand.push(named.name);
        return true;
      }
      if (f.category !== null) return false;
      f.category = named.name;
      return true;
    },
  };
}

/** The categories' and brands' names as folded words, longest first. */
export function catalogueNames(categories: Iterable<string>, brands: Iterable<string>): NamedFilter[] {
  return byLength([
    ...[...categories].map((name) => ({ words: words(name), name, kind: 'category' as const })),
    ...[...brands].map((name) => ({ words: words(name), name, kind: 'brand' as const })),
  ]);
}

/** A category or brand name at `at`, typed by its own name. */
export function findName(tokens: Token[], at: number, named: readonly NamedFilter[]): Found | null {
  const name = named.find((n) => matchesAt(tokens, at, n.words));
  return name ? namedFilter(at, at + name.words.length, name, true) : null;
}
