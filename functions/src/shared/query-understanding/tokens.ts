/**
 * The query as folded words with where each was typed, and the word matching every phrase reader
 * shares: every phrase is matched on folded words (searchWords' folding), so 'duoi 15 trieu' and
 * 'Dưới 15 triệu' are one phrase, and each understood phrase keeps where it was typed so a chip can
 * take it out of the query again.
 */
import { foldText } from '../text.js';

export interface Token {
  word: string;
  start: number;
  end: number;
}

/** The query's folded words with where each was typed (searchWords' folding, character by character). */
export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let i = 0;
  for (const char of query) {
    const folded = foldText(char);
    const isWord = /^[a-z0-9]+$/.test(folded);
    const isMark = folded === '' && current !== null;
    if (isWord) {
      if (current) {
        current.word += folded;
        current.end = i + char.length;
      } else current = { word: folded, start: i, end: i + char.length };
    } else if (isMark && current) {
      current.end = i + char.length;
    } else if (current) {
      tokens.push(current);
      current = null;
    }
    i += char.length;
  }
  if (current) tokens.push(current);
  return tokens;
}

export const words = (text: string) => tokenize(text).map((t) => t.word);

/** A name's folded words joined by spaces: how a synonym's meaning is compared with a name. */
export const foldedName = (text: string) => words(text).join(' ');

/** The phrase words at `at` if they are one of `phrases` (each folded words joined by spaces). */
export function startsWith(tokens: Token[], at: number, phrases: string[]): number {
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    if (parts.every((part, k) => tokens[at + k]?.word === part)) return parts.length;
  }
  return 0;
}

export const wordAt = (tokens: Token[], at: number) => tokens[at]?.word ?? '';

export const matchesAt = (tokens: Token[], at: number, phrase: string[]) =>
  phrase.length > 0 && phrase.every((word, k) => tokens[at + k]?.word === word);

/** The query with the tokens from..to (exclusive) taken out, spaces tidied. */
export function without(query: string, tokens: Token[], from: number, to: number): string {
  const start = tokens[from]!.start;
  const end = tokens[to - 1]!.end;
  return `${query.slice(0, start)} ${query.slice(end)}`.replace(/\s+/g, ' ').trim();
}
