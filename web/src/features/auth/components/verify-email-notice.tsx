import { lazy, Suspense } from 'react';
import { useSession } from '@/features/auth/session';

/** The banner's code loads only for a signed-in customer who has not verified: no shopper pays for it. */
const VerifyEmailBanner = lazy(() => import('./verify-email-banner'));

export function VerifyEmailNotice() {
  const { userInfo } = useSession();
  if (!userInfo || userInfo.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={userInfo.email} />
    </Suspense>
  );
}
