/** What the layout uses of consent (eslint.config.js fences the rest). */
export { ConsentMount, CookieSettingsLink } from './consent-mount';
