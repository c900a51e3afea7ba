/**
 * robots.txt: everything may be crawled except the pages that are about one visitor (cart,
 * checkout, orders, account) or behind sign-in (admin); those say nothing to a search engine and
 * only spend its crawl budget.
 */

/**
 * Path prefixes of the private routes in web/src/config/paths.ts (functions cannot import web
 * code, so keep the two in step). robots.txt matches by prefix: '/payment' also covers the
 * gateways' return pages, '/admin' every admin screen, '/order' the order pages.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/cart',
  '/shipping',
  '/payment',
  '/placeorder',
  '/order',
  '/orderhistory',
  '/profile',
  '/admin',
  '/signin',
  '/signup',
] as const;

/** Crawlers need an absolute URL for the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
