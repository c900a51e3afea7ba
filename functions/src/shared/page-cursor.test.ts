import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './page-cursor.js';

describe('page cursors', () => {
  it('reads back the sort key and id it was made from', () => {
    const cursor = { sortKey: '2026-11-24T03:00:00.123Z', id: 'abc_DEF-1' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    '',
    'page-2',
    '2026-11-24T03:00:00Z',
    '2026-11-24~p1',
    '2026-11-24T03:00:00Z~a/b',
    '~p1',
    '2026-11-24T03:00:00Z~__x__',
  ])('is no cursor: %j', (text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
