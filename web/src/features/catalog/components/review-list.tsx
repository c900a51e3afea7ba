import { t } from '@lingui/core/macro';
import { Box, Divider, Typography } from '@mui/material';
import type { Review } from '@shared/entities/catalogue';
import { shownDay } from '@/i18n/dates';
import { MessageBox } from '@/components/message-box';
import { Rating } from '@/components/rating';

export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <MessageBox>{t`There is no review`}</MessageBox>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Customer reviews`}>
      {reviews.map((review) => (
        <Box component="li" key={review._id} sx={{ py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{review.name}</Typography>
          <Rating rating={review.rating} />
          <Typography variant="body2" color="text.secondary">
            {shownDay(review.createdAt)}
          </Typography>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{review.comment}</Typography>
          <Divider sx={{ mt: 1.5 }} />
        </Box>
      ))}
    </Box>
  );
}
