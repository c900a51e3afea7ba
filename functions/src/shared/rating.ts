export type StarKind = 'full' | 'half' | 'empty';

/** Five stars for an average rating with half-star thresholds: >= i is full, >= i - 0.5 is half. */
export function starsFor(rating: number): StarKind[] {
  return [1, 2, 3, 4, 5].map((i) => (rating >= i ? 'full' : rating >= i - 0.5 ? 'half' : 'empty'));
}

/** Average of review ratings, rounded to one decimal; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  return ratingAverage(
    ratings.reduce((a, b) => a + b, 0),
    ratings.length,
  );
}

/** The same average from a running sum and count (a product's ratingTotal and numReviews). */
export function ratingAverage(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((total / count) * 10) / 10;
}
