import { useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/config/paths';

/** Where to go after signing in: the ?redirect= target when it is a same-site path, else /. */
export function useRedirectTarget(): { target: string; redirectParam: string | undefined } {
  const [params] = useSearchParams();
  const raw = params.get('redirect');
  const target = safeRedirect(raw);
  return { target, redirectParam: raw ? target : undefined };
}
