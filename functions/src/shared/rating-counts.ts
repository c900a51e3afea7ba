/**
 * A product's reviews counted per number of stars (ProductDoc.ratingCounts, ADR 0096): what the
 * product page's star bars show and filter by. Kept by the review's transaction and counted from
 * the reviews by the migration and the seed, all through these functions.
 */
import type { RatingCounts } from './entities/catalogue.js';

export const STAR_VALUES = ['5', '4', '3', '2', '1'] as const satisfies readonly (keyof RatingCounts)[];

export const noRatings = (): RatingCounts => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });

/** The counts with one more review of `rating` stars (a whole number from 1 to 5). */
export function withRating(counts: RatingCounts, rating: number): RatingCounts {
  const key = String(rating) as keyof RatingCounts;
  return { ...counts, [key]: counts[key] + 1 };
}

export function countRatings(ratings: readonly number[]): RatingCounts {
  return ratings.reduce(withRating, noRatings());
}
