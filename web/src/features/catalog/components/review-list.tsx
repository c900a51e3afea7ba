import { t } from '@lingui/core/macro';
import { Box, Divider, Typography } from '@mui/material';
import type { Review } from '@shared/entities/catalogue';
import { shownDay } from '@/i18n/dates';
import { MessageBox } from '@/components/message-box';
import { Rating } from '@/components/rating';
import { ReviewHelpfulButton } from './review-helpful-button';
import { ReviewReplySection } from './review-reply';

export function ReviewList({ productId, reviews }: { productId: string; reviews: Review[] }) {
  if (reviews.length === 0) return <MessageBox>{t`There is no review`}</MessageBox>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Customer reviews`}>
      {reviews.map((review) => (
        <Box component="li" key={review._id} sx={{ py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {review.name}
            {review.verifiedPurchase && <VerifiedPurchaseBadge />}
          </Typography>
          <Rating rating={review.rating} />
          <Typography variant="body2" color="text.secondary">
            {shownDay(review.createdAt)}
          </Typography>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{review.comment}</Typography>
          {review.photos && review.photos.length > 0 && <ReviewPhotos photos={review.photos} author={review.name} />}
          <ReviewReplySection productId={productId} reviewId={review._id} reply={review.reply} />
          <Box>
            <ReviewHelpfulButton productId={productId} reviewId={review._id} helpfulCount={review.helpfulCount ?? 0} />
          </Box>
          <Divider sx={{ mt: 1.5 }} />
        </Box>
      ))}
    </Box>
  );
}

/** "Đã mua hàng": the author had a delivered order of this laptop when they wrote the review. */
function VerifiedPurchaseBadge() {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 600,
        color: 'success.dark',
        bgcolor: 'rgba(46, 125, 50, 0.1)',
        whiteSpace: 'nowrap',
      }}
    >
      ✓ {t`Đã mua hàng`}
    </Box>
  );
}

/** The review's photos as thumbnails, each a link to the full-size photo. */
function ReviewPhotos({ photos, author }: { photos: string[]; author: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
      {photos.map((url, index) => {
        const number = index + 1;
        return (
          <a key={url} href={url} target="_blank" rel="noopener noreferrer">
            <img
              src={url}
              alt={t`Ảnh ${number} của ${author}`}
              width={72}
              height={72}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
            />
          </a>
        );
      })}
    </Box>
  );
}
