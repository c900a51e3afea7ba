/** What other features may use of the content pages (eslint.config.js fences the rest). */
export { ContentPageView } from './content-page-view';
export { pagePlaceholders } from './content-page-reads';
