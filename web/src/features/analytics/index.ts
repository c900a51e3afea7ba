/** What the layout and the screens use of analytics (docs/analytics.md); the rest loads after consent. */
export { AnalyticsTags } from './analytics-tags';
