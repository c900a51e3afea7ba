/**
 * The reviews list as the shopper filtered it: the product's own first page while the list is
 * newest first and unfiltered (server-rendered with the page), otherwise pages read from
 * GET /api/products/:id/reviews with `sort` and `stars`, next pages after their cursor.
 */
import { useEffect, useState } from 'react';
import type { Review, ReviewPage } from '@shared/entities/catalogue';
import type { ReviewSort } from '@shared/review-limits';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export interface ReviewFilter {
  sort: ReviewSort;
  stars: number | null;
}

export const ALL_NEWEST: ReviewFilter = { sort: 'newest', stars: null };

export const isAllNewest = (filter: ReviewFilter) => filter.sort === 'newest' && filter.stars === null;

/** The query the API reads the filter from (defaults left out). */
export const filterQuery = ({ sort, stars }: ReviewFilter) => ({
  ...(sort === 'newest' ? {} : { sort }),
  ...(stars === null ? {} : { stars: String(stars) }),
});

export interface FilteredReviews {
  reviews: Review[];
  nextCursor: string | null;
  loading: boolean;
  addPage: (page: ReviewPage) => void;
}

/** null while the filter is the default (the product's own reviews show). */
export function useFilteredReviews(productId: string, filter: ReviewFilter): FilteredReviews | null {
  const [page, setPage] = useState<{ key: string; reviews: Review[]; nextCursor: string | null } | null>(null);
  const { sort, stars } = filter;
  const key = `${sort}:${stars ?? ''}`;
  const all = isAllNewest(filter);

  useEffect(() => {
    if (all) return;
    let current = true;
    callApi('productReviews', { params: { id: productId }, query: filterQuery({ sort, stars }) })
      .then((first) => current && setPage({ key, reviews: first.reviews, nextCursor: first.nextCursor }))
      .catch((error: unknown) => current && notify.error(error));
    return () => {
      current = false;
    };
  }, [productId, key, all, sort, stars]);

  if (all) return null;
  const loaded = page?.key === key ? page : null;
  return {
    reviews: loaded?.reviews ?? [],
    nextCursor: loaded?.nextCursor ?? null,
    loading: loaded === null,
    addPage: (next) =>
      setPage(
        (shown) => shown && { ...shown, reviews: [...shown.reviews, ...next.reviews], nextCursor: next.nextCursor },
      ),
  };
}
