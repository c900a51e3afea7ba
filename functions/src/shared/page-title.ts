/** The browser tab's title: the server-rendered head (functions/src/ssr/page-head.ts) and the web say the same. */
export const SITE_NAME = 'Laptop Shop';

/** '{page} | Laptop Shop', e.g. a product's name. */
export const pageTitle = (label: string): string => `${label} | ${SITE_NAME}`;
