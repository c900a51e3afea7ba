/**
 * What a screen calls to report an event (shop-events.ts); without one, only loads the allowed tags.
 * On every route, so only a check: when the current choice allows a tag, the loader comes in, adds
 * the tags if this page has not yet (a choice just made), and sends the event; otherwise nothing
 * loads and nothing is sent.
 */
import { allowedTags } from './allowed-tags';
import type { ShopEvent } from './shop-events';

export function trackEvent(event?: ShopEvent): void {
  const ids = allowedTags();
  if (ids) void import('./tag-loader').then(({ sendEvent }) => sendEvent(ids, event));
}
