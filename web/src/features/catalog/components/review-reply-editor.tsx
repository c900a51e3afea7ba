/**
 * The admin's editor for the shop's reply under a review (loaded for admins only, review-reply.tsx):
 * save sets it (PUT …/reply), remove deletes it; both are audited by the API.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { ReviewReply } from '@shared/entities/catalogue';
import { REVIEW_REPLY_MAX } from '@shared/review-limits';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export function ReviewReplyEditor({
  productId,
  reviewId,
  reply,
  onDone,
}: {
  productId: string;
  reviewId: string;
  reply: ReviewReply | undefined;
  /** The reply now (null once removed), or undefined when cancelled. */
  onDone: (reply: ReviewReply | null | undefined) => void;
}) {
  const [text, setText] = useState(reply?.text ?? '');
  const [sending, setSending] = useState(false);
  const params = { id: productId, reviewId };

  const run = async (call: () => Promise<{ reply?: ReviewReply }>) => {
    setSending(true);
    try {
      const review = await call();
      onDone(review.reply ?? null);
    } catch (error) {
      notify.error(error);
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => callApi('replyToReview', { params, body: { text } }));
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1, mt: 1, maxWidth: 560 }}>
      <TextField
        label={t`Phản hồi của shop`}
        multiline
        minRows={2}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: REVIEW_REPLY_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="small" disabled={sending || !text.trim()}>
          {t`Gửi phản hồi`}
        </Button>
        {reply && (
          <Button
            size="small"
            color="error"
            disabled={sending}
            onClick={() => void run(() => callApi('deleteReviewReply', { params }))}
          >
            {t`Xóa phản hồi`}
          </Button>
        )}
        <Button size="small" disabled={sending} onClick={() => onDone(undefined)}>
          {t`Cancel`}
        </Button>
      </Box>
    </Box>
  );
}
