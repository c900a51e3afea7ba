import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SYNONYMS } from './query-understanding/synonyms.js';
import { searchSynonymsSchema } from './schemas.js';

const firstMessage = (value: unknown) => {
  const parsed = searchSynonymsSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('searchSynonymsSchema', () => {
  it('accepts the seeded groups, and a group meaning nothing (its phrases are dropped)', () => {
    expect(searchSynonymsSchema.parse(DEFAULT_SEARCH_SYNONYMS)).toEqual(DEFAULT_SEARCH_SYNONYMS);
    expect(searchSynonymsSchema.parse([{ phrases: [' laptop '], means: '' }])).toEqual([
      { phrases: ['laptop'], means: '' },
    ]);
  });

  it.each([
    ['not a list', { phrases: ['a'] }, 'searchSynonyms must be a list of groups'],
    [
      'a group without phrases',
      [{ phrases: [], means: 'Gaming' }],
      'searchSynonyms.phrases must have at least 1 phrase',
    ],
    ['an empty phrase', [{ phrases: ['  '], means: 'Gaming' }], 'searchSynonyms.phrases must not be empty'],
    [
      'a phrase of signs only',
      [{ phrases: ['!!'], means: 'Gaming' }],
      'searchSynonyms.phrases must have a letter or digit',
    ],
    ['a missing meaning', [{ phrases: ['game'] }], 'searchSynonyms.means is required'],
    [
      'a long meaning',
      [{ phrases: ['game'], means: 'x'.repeat(61) }],
      'searchSynonyms.means must be at most 60 characters',
    ],
    [
      'one phrase in two groups, marks aside',
      [
        { phrases: ['đồ họa'], means: 'Đồ họa' },
        { phrases: ['do hoa'], means: 'Gaming' },
      ],
      'searchSynonyms must not list a phrase twice',
    ],
  ])('refuses %s, naming the field', (_case, value, message) => {
    expect(firstMessage(value)).toBe(message);
  });
});
