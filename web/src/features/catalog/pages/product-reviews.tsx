/**
 * The product page's reviews: the star breakdown (each bar a filter), the order, the list and its
 * next pages, and the form to write one (or, signed out, a link to sign in first). A new review
 * scrolls the list's heading into view.
 */
import { t } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductWithReviews, Review, ReviewPage } from '@shared/entities/catalogue';
import { noRatings, withRating } from '@shared/rating-counts';
import type { ReviewCreated } from '@shared/api-contract';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { MoreReviewsButton } from '@/features/catalog/components/more-reviews-button';
import { ReviewList } from '@/features/catalog/components/review-list';
import { ReviewStarBars } from '@/features/catalog/components/review-star-bars';
import { ReviewSortButtons } from '@/features/catalog/components/review-sort-buttons';
import { ALL_NEWEST, filterQuery, useFilteredReviews } from '@/features/catalog/components/review-filters';
import { LoadingBox } from '@/components/loading-box';

/**
 * Only signed-in shoppers see the form, and the server renders the signed-out page: its text fields
 * (about 30 KB of MUI input, menu and modal code) load when it is shown, not on every first visit.
 */
/** A new review on top of the list and counted in its star's bar (the answer carries the spec's fields only). */
export function withReview(product: ProductWithReviews, review: Review): ProductWithReviews {
  return {
    ...product,
    reviews: [review, ...product.reviews],
    ratingCounts: withRating(product.ratingCounts ?? noRatings(), review.rating),
  };
}

const ReviewForm = lazy(() =>
  import('@/features/catalog/components/review-form').then(({ ReviewForm }) => ({ default: ReviewForm })),
);

export function ProductReviews({
  product,
  onReviewCreated,
  onMoreReviews,
}: {
  product: ProductWithReviews;
  onReviewCreated: (created: ReviewCreated) => void;
  onMoreReviews: (page: ReviewPage) => void;
}) {
  const { userInfo } = useSession();
  const reviewsHeading = useRef<HTMLHeadingElement>(null);
  const [filter, setFilter] = useState(ALL_NEWEST);
  const filtered = useFilteredReviews(product._id, filter);

  const onCreated = (created: ReviewCreated) => {
    onReviewCreated(created);
    // The new review shows at the top of the unfiltered, newest-first list.
    setFilter(ALL_NEWEST);
    window.scrollTo({ behavior: 'smooth', top: reviewsHeading.current?.offsetTop ?? 0 });
  };

  return (
    <Box component="section" sx={{ mt: 5 }}>
      <Typography component="h2" variant="h5" id="reviews" ref={reviewsHeading} sx={{ mb: 2 }}>
        {t`Reviews`}
      </Typography>
      {product.ratingCounts && product.numReviews > 0 && (
        <ReviewStarBars
          counts={product.ratingCounts}
          selected={filter.stars}
          onSelect={(stars) => setFilter({ ...filter, stars })}
        />
      )}
      {product.numReviews > 1 && (
        <ReviewSortButtons sort={filter.sort} onSort={(sort) => setFilter({ ...filter, sort })} />
      )}
      {filtered === null ? (
        <>
          <ReviewList productId={product._id} reviews={product.reviews} />
          <MoreReviewsButton productId={product._id} after={product.reviewsNextCursor} onLoaded={onMoreReviews} />
        </>
      ) : filtered.loading ? (
        <LoadingBox />
      ) : (
        <>
          <ReviewList productId={product._id} reviews={filtered.reviews} />
          <MoreReviewsButton
            productId={product._id}
            after={filtered.nextCursor}
            filter={filterQuery(filter)}
            onLoaded={filtered.addPage}
          />
        </>
      )}
      <Box sx={{ mt: 3 }}>
        {userInfo ? (
          <Suspense fallback={<LoadingBox />}>
            <ReviewForm productId={product._id} onCreated={onCreated} />
          </Suspense>
        ) : (
          <MessageBox>
            {t`Please`}{' '}
            <Link component={RouterLink} to={paths.signin(paths.product(product.slug))}>
              {t`Sign In`}
            </Link>{' '}
            {t`to write a review`}
          </MessageBox>
        )}
      </Box>
    </Box>
  );
}
