/**
 * The shop's reply under a review. An admin also gets the button that opens its editor; that part
 * (and the editor's text field) loads only for admins: shoppers never download it.
 */
import { lazy, Suspense, useState } from 'react';
import type { ReviewReply } from '@shared/entities/catalogue';
import { useSession } from '@/features/auth';
import { ShopReply } from './shop-reply';

const ReviewReplyAdmin = lazy(() =>
  import('@/features/catalog/components/review-reply-admin').then(({ ReviewReplyAdmin }) => ({
    default: ReviewReplyAdmin,
  })),
);

export function ReviewReplySection({
  productId,
  reviewId,
  reply,
}: {
  productId: string;
  reviewId: string;
  reply: ReviewReply | undefined;
}) {
  const { userInfo } = useSession();
  const [shown, setShown] = useState(reply);
  return (
    <>
      {shown && <ShopReply reply={shown} />}
      {userInfo?.isAdmin && (
        <Suspense fallback={null}>
          <ReviewReplyAdmin productId={productId} reviewId={reviewId} reply={shown} onSaved={setShown} />
        </Suspense>
      )}
    </>
  );
}
