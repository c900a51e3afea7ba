/**
 * Reloads a query every `everyMs` while `active`, for at most `forMs` after it became active: a
 * page read through the API (a guest's order, which has no live Firestore read) follows a change it
 * waits for, such as a gateway's payment notification arriving after the shopper is back, without a
 * forgotten tab asking forever.
 */
import { useEffect } from 'react';

export function useReloadWhile(active: boolean, reload: () => void, everyMs: number, forMs: number): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, everyMs);
    const stop = setTimeout(() => clearInterval(timer), forMs);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [active, reload, everyMs, forMs]);
}
