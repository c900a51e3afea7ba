/**
 * The product page's reviews: the list, its next pages, and the form to write one (or, signed out,
 * a link to sign in first). A new review scrolls the list's heading into view.
 */
import { t } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductWithReviews, ReviewPage } from '@shared/entities/catalogue';
import type { ReviewCreated } from '@shared/api-contract';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { MoreReviewsButton } from '@/features/catalog/components/more-reviews-button';
import { ReviewList } from '@/features/catalog/components/review-list';
import { LoadingBox } from '@/components/loading-box';

/**
 * Only signed-in shoppers see the form, and the server renders the signed-out page: its text fields
 * (about 30 KB of MUI input, menu and modal code) load when it is shown, not on every first visit.
 */
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

  const onCreated = (created: ReviewCreated) => {
    onReviewCreated(created);
    window.scrollTo({ behavior: 'smooth', top: reviewsHeading.current?.offsetTop ?? 0 });
  };

  return (
    <Box component="section" sx={{ mt: 5 }}>
      <Typography component="h2" variant="h5" id="reviews" ref={reviewsHeading} sx={{ mb: 2 }}>
        {t`Reviews`}
      </Typography>
      <ReviewList reviews={product.reviews} />
      <MoreReviewsButton productId={product._id} after={product.reviewsNextCursor} onLoaded={onMoreReviews} />
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
