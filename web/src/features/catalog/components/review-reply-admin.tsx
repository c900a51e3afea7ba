/** An admin's button under a review to write, change or remove the shop's reply, and its editor. */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { ReviewReply } from '@shared/entities/catalogue';
import { ReviewReplyEditor } from './review-reply-editor';

export function ReviewReplyAdmin({
  productId,
  reviewId,
  reply,
  onSaved,
}: {
  productId: string;
  reviewId: string;
  reply: ReviewReply | undefined;
  /** The reply now; undefined once removed. */
  onSaved: (reply: ReviewReply | undefined) => void;
}) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Button size="small" onClick={() => setEditing(true)} sx={{ textTransform: 'none', mt: 0.5 }}>
        {reply ? t`Sửa phản hồi` : t`Phản hồi`}
      </Button>
    );
  }
  return (
    <ReviewReplyEditor
      productId={productId}
      reviewId={reviewId}
      reply={reply}
      onDone={(saved) => {
        if (saved !== undefined) onSaved(saved ?? undefined);
        setEditing(false);
      }}
    />
  );
}
