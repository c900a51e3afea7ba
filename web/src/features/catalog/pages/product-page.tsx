import { t } from '@lingui/core/macro';
import { Box, Button, Card, CardContent, Chip, Divider, Grid, Link, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { ProductWithReviews, ReviewPage } from '@shared/entities/catalogue';
import { API_MSG, MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { pageTitle } from '@shared/page-title';
import type { ReviewCreated } from '@shared/api-contract';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { ProductImage } from '@/features/catalog/components/product-image';
import { Rating } from '@/components/rating';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import { useSession } from '@/features/auth';
import { useAddToCart } from '@/features/cart';
import { CATALOG_KEYS, fetchProductBySlug } from '@/features/catalog/catalog-queries';
import { MoreReviewsButton } from '@/features/catalog/components/more-reviews-button';
import { ReviewList } from '@/features/catalog/components/review-list';
import { SpecTable } from '@/features/catalog/components/spec-table';
import { SimilarLaptops } from '@/features/catalog/components/similar-laptops';
import { CompareButton } from '@/features/catalog/components/compare-button';
import { useQuery } from '@/lib/use-query';
import { LoadingBox } from '@/components/loading-box';

/**
 * Only signed-in shoppers see the form, and the server renders the signed-out page: its text fields
 * (about 30 KB of MUI input, menu and modal code) load when it is shown, not on every first visit.
 */
const ReviewForm = lazy(() =>
  import('@/features/catalog/components/review-form').then(({ ReviewForm }) => ({ default: ReviewForm })),
);

export default function ProductPage() {
  const { slug = '' } = useParams();
  const product = useQuery(CATALOG_KEYS.product(slug), () => fetchProductBySlug(slug));

  return (
    <QueryView query={product}>
      {(found) =>
        found ? (
          <ProductDetail
            product={found}
            onReviewCreated={({ review, numReviews, rating }) =>
              product.update((current) =>
                current ? { ...current, numReviews, rating, reviews: [review, ...current.reviews] } : current,
              )
            }
            onMoreReviews={(page) => product.update((current) => (current ? withMoreReviews(current, page) : current))}
          />
        ) : (
          <MessageBox severity="error">{translateMessage(API_MSG.productNotFound)}</MessageBox>
        )
      }
    </QueryView>
  );
}

/** The next page appended; a review already shown (one just written) is not listed twice. */
function withMoreReviews(current: ProductWithReviews, page: ReviewPage): ProductWithReviews {
  const shown = new Set(current.reviews.map((review) => review._id));
  return {
    ...current,
    reviews: [...current.reviews, ...page.reviews.filter((review) => !shown.has(review._id))],
    reviewsNextCursor: page.nextCursor,
  };
}

function ProductDetail({
  product,
  onReviewCreated,
  onMoreReviews,
}: {
  product: ProductWithReviews;
  onReviewCreated: (created: ReviewCreated) => void;
  onMoreReviews: (page: ReviewPage) => void;
}) {
  const { userInfo } = useSession();
  const { addToCart, pendingId, ready } = useAddToCart();
  const navigate = useNavigate();
  const reviewsHeading = useRef<HTMLHeadingElement>(null);
  const inStock = product.countInStock > 0;
  const { numReviews } = product;
  const price = formatPrice(product.price);

  useEffect(() => {
    const previous = document.title;
    // The title the server-rendered page has too (page-head.ts), so hydration does not change the tab.
    document.title = pageTitle(product.name);
    return () => {
      document.title = previous;
    };
  }, [product.name]);

  const onAdd = async () => {
    if (await addToCart(product._id)) void navigate(paths.cart());
  };

  const onCreated = (created: ReviewCreated) => {
    onReviewCreated(created);
    window.scrollTo({ behavior: 'smooth', top: reviewsHeading.current?.offsetTop ?? 0 });
  };

  return (
    <>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductImage src={product.image} alt={product.name} loading="priority" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
            {product.name}
          </Typography>
          <Rating rating={product.rating} caption={t`${numReviews} reviews`} />
          <Divider sx={{ my: 2 }} />
          <Typography>{t`Price : ${price}`}</Typography>
          <Divider sx={{ my: 2 }} />
          <Typography component="div">
            {t`Description:`}
            <Typography sx={{ mt: 1 }}>{product.description}</Typography>
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent
              sx={(theme) => ({
                display: 'grid',
                gap: 2,
                // The compare toggle is a plain button (compare-button.tsx), drawn like an outlined MUI button.
                '& .product-compare': {
                  ...theme.typography.button,
                  padding: theme.spacing(0.75, 2),
                  borderRadius: `${theme.shape.borderRadius}px`,
                  border: `1px solid ${theme.palette.primary.main}`,
                  background: 'none',
                  color: theme.palette.primary.main,
                  cursor: 'pointer',
                  '&:hover': { backgroundColor: theme.palette.action.hover },
                  '&[aria-pressed="true"]': { backgroundColor: theme.palette.action.selected },
                },
              })}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography>{t`Price:`}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{price}</Typography>
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography>{t`Status:`}</Typography>
                <Chip
                  label={translateMessage(inStock ? MSG.inStockBadge : MSG.outOfStockBadge)}
                  color={inStock ? 'success' : 'error'}
                  size="small"
                />
              </Box>
              {inStock && (
                <Button variant="contained" onClick={() => void onAdd()} disabled={!ready || pendingId === product._id}>
                  {t`Add to cart`}
                </Button>
              )}
              <CompareButton product={product} className="product-compare" />
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <SpecTable specs={product.specs} />
      <SimilarLaptops productId={product._id} />

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
    </>
  );
}
