import { t } from '@lingui/core/macro';
import { Box, Button, TextField, Typography } from '@mui/material';
import { notify } from '@/lib/notify';
import { useState, type FormEvent } from 'react';
import { REVIEW_RATING_LABELS } from '@shared/review-rating-labels';
import { MSG } from '@shared/messages';
import type { ReviewCreated } from '@shared/api-contract';
import { callApi } from '@/lib/api-client';
import { translateMessage } from '@/i18n/translate-message';

/** 'Write a customer review': rating and comment both required (spec section 5). */
export function ReviewForm({
  productId,
  onCreated,
}: {
  productId: string;
  onCreated: (created: ReviewCreated) => void;
}) {
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
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
        body: { rating: Number(rating), comment: comment.trim() },
      });
      setRating('');
      setComment('');
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
      <TextField
        select
        label={t`Rating`}
        value={rating}
        onChange={(e) => setRating(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t`Select...`}</option>
        {REVIEW_RATING_LABELS.map((option) => (
          <option key={option.value} value={option.value}>
            {translateMessage(option.label)}
          </option>
        ))}
      </TextField>
      <TextField
        label={t`Comment`}
        multiline
        minRows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={sending}>
          {t`Submit`}
        </Button>
      </Box>
    </Box>
  );
}
