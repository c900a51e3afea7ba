/**
 * The admin's synonyms ('chơi game' -> Gaming), the seeded ones, and how a synonym typed in a query
 * is read: as a category or brand filter, as other words to search, or as nothing.
 */
import { byLength, namedFilter, type NamedFilter } from './catalogue-names.js';
import { foldedName, matchesAt, words, type Token } from './tokens.js';
import type { Found } from './understood.js';

/** One group of the admin's synonyms: each phrase, typed with or without marks, means `means`. */
export interface SearchSynonym {
  phrases: string[];
  /**
   * What the catalogue calls it: a category or brand name becomes that filter; other words replace
   * the phrase in the text searched; empty drops the phrase (it names what every product is).
   */
  means: string;
}

/** Seeded synonyms: how Vietnamese shoppers name the demo catalogue's categories. */
export const DEFAULT_SEARCH_SYNONYMS: SearchSynonym[] = [
  { phrases: ['chơi game', 'gaming', 'game', 'gamer', 'game thủ'], means: 'Gaming' },
  { phrases: ['máy tính xách tay', 'laptop', 'máy tính', 'notebook'], means: '' },
  { phrases: ['văn phòng', 'dân văn phòng', 'office'], means: 'Văn phòng' },
  { phrases: ['đồ họa', 'thiết kế', 'design', 'dựng phim', 'edit video', 'máy trạm', 'workstation'], means: 'Đồ họa' },
  { phrases: ['mỏng nhẹ', 'mỏng', 'nhẹ', 'siêu nhẹ', 'siêu mỏng', 'ultrabook', 'gọn nhẹ'], means: 'Mỏng nhẹ' },
  { phrases: ['sinh viên', 'học sinh', 'đi học', 'học tập', 'student'], means: 'Sinh viên' },
  { phrases: ['doanh nhân', 'doanh nghiệp', 'business', 'công sở'], means: 'Doanh nhân' },
  // Words that only carry the sentence ('laptop cho sinh viên'): every word typed must match, so they would narrow it.
  { phrases: ['cho', 'mua', 'cần mua', 'tìm', 'tìm mua'], means: '' },
];

/** One synonym phrase as folded words, with what it means. */
export interface SynonymPhrase {
  words: string[];
  means: string;
}

/** Every group's phrases as folded words, longest first; a phrase with no word is dropped. */
export function synonymPhrases(synonyms: readonly SearchSynonym[]): SynonymPhrase[] {
  return byLength(
    synonyms.flatMap((group) => group.phrases.map((phrase) => ({ words: words(phrase), means: group.means }))),
  ).filter((s) => s.words.length > 0);
}

/**
 * A synonym at `at`: a catalogue name it means becomes that filter, an empty meaning drops its
 * words, other words replace it in the text; a synonym that means itself is left to the names.
 */
export function findSynonym(
  tokens: Token[],
  at: number,
  synonyms: readonly SynonymPhrase[],
  namedByText: ReadonlyMap<string, NamedFilter>,
): Found | null {
  const synonym = synonyms.find((s) => matchesAt(tokens, at, s.words));
  if (!synonym) return null;
  const to = at + synonym.words.length;
  const meaning = namedByText.get(foldedName(synonym.means));
  if (meaning) return namedFilter(at, to, meaning, false);
  if (synonym.means.trim() === '')
    return { from: at, to, kind: 'category', label: '', param: '', value: '', apply: () => true };
  if (foldedName(synonym.means) !== synonym.words.join(' '))
    return {
      from: at,
      to,
      kind: 'category',
      label: '',
      param: '',
      value: '',
      replaceWith: synonym.means,
      apply: () => true,
    };
  return null;
}
