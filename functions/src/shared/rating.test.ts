import { describe, expect, it } from 'vitest';
import { averageRating, ratingAverage, starsFor } from './rating.js';

describe('starsFor (half-star thresholds)', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [0.4, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [0.5, ['half', 'empty', 'empty', 'empty', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [2.5, ['full', 'full', 'half', 'empty', 'empty']],
    [3.4, ['full', 'full', 'full', 'empty', 'empty']],
    [4.7, ['full', 'full', 'full', 'full', 'half']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('rating %s shows %j', (rating, stars) => {
    expect(starsFor(rating)).toEqual(stars);
  });
});

describe('averageRating', () => {
  it('is 0 without reviews and rounds to one decimal', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2])).toBe(1.5);
  });
});

describe('ratingAverage', () => {
  it('gives from a running sum and count what averageRating gives from the ratings', () => {
    expect(ratingAverage(0, 0)).toBe(0);
    expect(ratingAverage(13, 3)).toBe(averageRating([5, 4, 4]));
    expect(ratingAverage(14, 4)).toBe(3.5);
  });
});
