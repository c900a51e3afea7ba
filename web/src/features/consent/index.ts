/** What the layout uses of consent (eslint.config.js fences the rest). */
export { ConsentMount, CookieSettingsLink } from './consent-mount';
/** What the analytics tags read of the choice (features/analytics). */
export { readChoice } from './consent-cookies';
export { currentConsentVersion } from './consent-version';
