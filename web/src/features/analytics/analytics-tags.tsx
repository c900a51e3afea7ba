/**
 * The analytics tags' one hook on every route (docs/analytics.md): on idle after hydration, and only
 * when the current choice allows a tag whose id is set, the loader (tag-loader.ts) comes in and
 * adds the tags. Nothing is in the server's HTML, and a browser without consent loads no code of
 * it. The choice is read again for each event, so a withdrawal sends nothing more and the tags
 * already loaded are gone from the next page.
 */
import { useEffect } from 'react';
import { trackEvent } from './track-event';

export function AnalyticsTags() {
  useEffect(() => {
    (window.requestIdleCallback ?? setTimeout)(() => trackEvent());
  }, []);
  return null;
}
