/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache, e.g. the
 * shopper pressed Back on a payment gateway's page: the page comes back exactly as it was left
 * (a disabled button, a 'Opening VNPAY...' notice), with no new render of its own.
 */
import { useEffect, useEffectEvent } from 'react';

export function usePageRestored(onRestored: () => void): void {
  const restored = useEffectEvent(onRestored);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
