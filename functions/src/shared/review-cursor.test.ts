import { describe, expect, it } from 'vitest';
import { countRatings, noRatings, withRating } from './rating-counts.js';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor.js';

describe('review cursors', () => {
  const last = { createdAt: '2026-11-27T03:04:05.000Z', id: 'uid-1', helpfulCount: 12 };

  it('newest first is the shared date~id cursor, and reads back', () => {
    const text = encodeReviewCursor(last, 'newest');
    expect(text).toBe('2026-11-27T03:04:05.000Z~uid-1');
    expect(decodeReviewCursor(text, 'newest')).toEqual({ createdAt: last.createdAt, id: 'uid-1' });
  });

  it('most helpful first carries the count in front, and reads back', () => {
    const text = encodeReviewCursor(last, 'helpful');
    expect(text).toBe('h12.2026-11-27T03:04:05.000Z~uid-1');
    expect(decodeReviewCursor(text, 'helpful')).toEqual(last);
  });

  it('a cursor of the other order, or any other text, is no cursor', () => {
    expect(decodeReviewCursor(encodeReviewCursor(last, 'newest'), 'helpful')).toBeNull();
    expect(decodeReviewCursor(encodeReviewCursor(last, 'helpful'), 'newest')).toBeNull();
    for (const text of [
      '',
      'h.2026~x',
      'hx.2026-11-27T03:04:05.000Z~a',
      'h1.not-a-date~a',
      'h1.2026-11-27T03:04:05.000Z~a/b',
    ])
      expect(decodeReviewCursor(text, 'helpful')).toBeNull();
  });
});

describe('rating counts', () => {
  it('counts reviews per star, and one more moves only its star', () => {
    expect(countRatings([5, 4, 5, 1])).toEqual({ '1': 1, '2': 0, '3': 0, '4': 1, '5': 2 });
    expect(withRating(noRatings(), 3)).toEqual({ '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 });
  });
});
