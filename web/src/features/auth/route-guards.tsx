/** Route protection in the UI; the real enforcement is in the API and the security rules. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from './session';

/** Signed-out users go to /signin?redirect={where they wanted to go}. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { userInfo } = useSession();
  const location = useLocation();
  if (!userInfo) return <Navigate to={paths.signin(`${location.pathname}${location.search}`)} replace />;
  return children;
}

/** Non-admins go to /signin (spec section 6). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { userInfo } = useSession();
  if (!userInfo?.isAdmin) return <Navigate to={paths.signin()} replace />;
  return children;
}
