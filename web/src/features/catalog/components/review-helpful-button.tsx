/**
 * "Hữu ích (n)" under a review: a signed-in customer marks it helpful, and a second press takes the
 * vote back (aria-pressed says which). Signed out, it leads to sign-in; one's own review shows the
 * count but cannot be pressed (the API answers 409).
 */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';

export function ReviewHelpfulButton({
  productId,
  reviewId,
  helpfulCount,
}: {
  productId: string;
  reviewId: string;
  helpfulCount: number;
}) {
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ready = useHydrated();
  const [count, setCount] = useState(helpfulCount);
  const [voted, setVoted] = useState(false);
  const [sending, setSending] = useState(false);
  // A review's id is its author's uid.
  const own = userInfo?._id === reviewId;

  const toggle = async () => {
    if (!userInfo) {
      void navigate(paths.signin(pathname));
      return;
    }
    setSending(true);
    try {
      const params = { id: productId, reviewId };
      const answer = voted
        ? await callApi('unmarkReviewHelpful', { params })
        : await callApi('markReviewHelpful', { params });
      setCount(answer.helpfulCount);
      setVoted(!voted);
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      variant={voted ? 'outlined' : 'text'}
      aria-pressed={voted}
      disabled={!ready || sending || own}
      onClick={() => void toggle()}
      sx={{ textTransform: 'none', mt: 0.5 }}
    >
      {t`Hữu ích (${count})`}
    </Button>
  );
}
