/** What the layout and the screens use of analytics (docs/analytics.md); the rest loads after consent. */
export { AnalyticsTags } from './analytics-tags';
export { trackEvent } from './track-event';
export type { EventItem, ShopEvent } from './shop-events';
export { orderAnalyticsIds } from './order-analytics-ids';
