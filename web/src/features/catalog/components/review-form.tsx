import { t } from '@lingui/core/macro';
import { Box, Button, TextField, Typography } from '@mui/material';
import { notify } from '@/lib/notify';
import { useState, type FormEvent } from 'react';
import { MSG } from '@shared/messages';
import type { ReviewCreated } from '@shared/api-contract';
import { callApi } from '@/lib/api-client';
import { ReviewStarInput } from './review-star-input';
import { ReviewPhotoPicker } from './review-photo-picker';

/** 'Write a customer review': rating and comment both required (spec section 5), up to 3 photos. */
export function ReviewForm({
  productId,
  onCreated,
}: {
  productId: string;
  onCreated: (created: ReviewCreated) => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating || !comment.trim()) {
      notify.error(MSG.reviewRequired);
      return;
    }
    setSending(true);
    try {
      const created = await callApi('createReview', {
        params: { id: productId },
        // Without photos the body is the specification's, as before.
        body: { rating, comment: comment.trim(), ...(photos.length > 0 ? { photos } : {}) },
      });
      setRating(null);
      setComment('');
      setPhotos([]);
      notify.success(MSG.reviewSubmitted);
      onCreated(created);
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography component="h3" variant="h6">
        {t`Write a customer review`}
      </Typography>
      <ReviewStarInput value={rating} onChange={setRating} />
      <TextField
        label={t`Comment`}
        multiline
        minRows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <ReviewPhotoPicker photos={photos} onChange={setPhotos} />
      <Box>
        <Button type="submit" variant="contained" disabled={sending}>
          {t`Submit`}
        </Button>
      </Box>
    </Box>
  );
}
