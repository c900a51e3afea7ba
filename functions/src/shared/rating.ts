export type StarKind = 'full' | 'half' | 'empty';

/** Five stars for an average rating with half-star thresholds: >= i is full, >= i - 0.5 is half. */
export function starsFor(rating: number): StarKind[] {
  return [1, 2, 3, 4, 5].map((i) => (rating >= i ? 'full' : rating >= i - 0.5 ? 'half' : 'empty'));
}

/** Average of review ratings, rounded to one decimal; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
