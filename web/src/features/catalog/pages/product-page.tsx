import { t } from '@lingui/core/macro';
import { Box, Divider, Grid, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ProductWithReviews, ReviewPage } from '@shared/entities/catalogue';
import { API_MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { pageTitle } from '@shared/page-title';
import type { ReviewCreated } from '@shared/api-contract';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { Rating } from '@/components/rating';
import { translateMessage } from '@/i18n/translate-message';
import { CATALOG_KEYS, fetchProductBySlug } from '@/features/catalog/catalog-queries';
import { SpecTable } from '@/features/catalog/components/spec-table';
import { SimilarLaptops } from '@/features/catalog/components/similar-laptops';
import { ProductQuestions } from '@/features/catalog/components/product-questions';
import { useQuery } from '@/lib/use-query';
import { ProductPromotions } from '@/features/catalog/components/product-promotions';
import { ProductWarranty } from '@/features/catalog/components/product-warranty';
import { VariantPicker } from '@/features/catalog/components/variant-picker';
import { useChosenVariant } from '@/features/catalog/use-chosen-variant';
import { ProductInstallment } from '@/features/catalog/components/product-installment';
import { ProductBuyBox } from './product-buy-box';
import { RestockAlertButton } from '@/features/alerts';
import { ProductBuyBar } from './product-buy-bar';
import { trackEvent } from '@/features/analytics';
import { ProductReviews, withReview } from './product-reviews';

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
              product.update((current) => (current ? { ...withReview(current, review), numReviews, rating } : current))
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
  const { numReviews } = product;
  // A product sold in configurations shows the chosen one; otherwise `shown` is the product itself.
  const { variant, shown, choose } = useChosenVariant(product);
  useEffect(() => {
    trackEvent({ name: 'view_item', items: [{ ...product, price: shown.price }] });
    // Once per product shown: choosing another configuration is not another view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product._id]);
  const price = formatPrice(shown.price);

  useEffect(() => {
    const previous = document.title;
    // The title the server-rendered page has too (page-head.ts), so hydration does not change the tab.
    document.title = pageTitle(product.name);
    return () => {
      document.title = previous;
    };
  }, [product.name]);

  return (
    <>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery key={variant?._id} images={shown.images} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
            {product.name}
          </Typography>
          <Rating rating={product.rating} caption={t`${numReviews} reviews`} />
          {variant && <VariantPicker product={product} current={variant} onChoose={choose} />}
          {/* The spec's price line beside the buy box; a phone stacks the two and reads it there only (ADR 0094). */}
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Divider sx={{ my: 2 }} />
            <Typography>{t`Price : ${price}`}</Typography>
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography component="div">
            {t`Description:`}
            <Typography sx={{ mt: 1 }}>{product.description}</Typography>
          </Typography>
          <ProductPromotions promotions={product.promotions} />
          <ProductWarranty specs={product.specs} />
          <ProductInstallment price={shown.price} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ProductBuyBox product={shown} />
        </Grid>
      </Grid>

      <SpecTable specs={shown.specs} />
      <SimilarLaptops productId={product._id} />

      <ProductReviews product={product} onReviewCreated={onReviewCreated} onMoreReviews={onMoreReviews} />
      <ProductQuestions productId={product._id} slug={product.slug} />
      <ProductBuyBar product={shown} soldOutAction={<RestockAlertButton productId={product._id} />} />
    </>
  );
}
