/**
 * "More reviews" under a product's reviews: the page shows the newest REVIEW_PAGE_SIZE, and each
 * click asks the API for the next ones after the cursor the last page answered.
 */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { ReviewPage } from '@shared/entities/catalogue';
import type { QueryInput } from '@shared/api-contract';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';

interface MoreReviewsButtonProps {
  productId: string;
  /** The cursor of the next page; the button is not shown without one. */
  after: string | null;
  onLoaded: (page: ReviewPage) => void;
  /** The list's order and star filter, kept on every next page. */
  filter?: Omit<QueryInput<'productReviews'>, 'after'>;
}

export function MoreReviewsButton({ productId, after, onLoaded, filter }: MoreReviewsButtonProps) {
  const [loading, setLoading] = useState(false);
  // The server-rendered page shows the button before the app runs; a click then would be lost.
  const ready = useHydrated();
  if (!after) return null;

  const loadMore = async () => {
    setLoading(true);
    try {
      onLoaded(await callApi('productReviews', { params: { id: productId }, query: { ...filter, after } }));
    } catch (error) {
      notify.error(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button variant="outlined" disabled={loading || !ready} onClick={() => void loadMore()} sx={{ mt: 2 }}>
      {t`More reviews`}
    </Button>
  );
}
