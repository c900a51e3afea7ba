/**
 * The shop's public origin, for every absolute URL a page, the sitemap or robots.txt names
 * (canonical, og:url, og:image, JSON-LD, breadcrumbs, sitemap locations): SHOP_BASE_URL, the
 * setting the payment return pages use too (config.ts).
 *
 * Never a request header. Host and X-Forwarded-Host are whatever the sender wrote (a proxy in
 * front may pass the client's own on), and these answers are cached publicly by Hosting's CDN:
 * one request naming evil.example would have put that host in what every later visitor and crawler
 * got. docs/decisions/0018-server-rendering.md.
 */
import { shopBaseUrl } from './config.js';

export class ShopOriginError extends Error {}

/** `scheme://host[:port]` of an http(s) URL; a path, query or credentials in the setting is a mistake, said at once. */
export function originOf(configured: string): string {
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new ShopOriginError(`SHOP_BASE_URL is not a URL: '${configured}'`);
  }
  const onlyOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !onlyOrigin) {
    throw new ShopOriginError(`SHOP_BASE_URL must be an http(s) origin such as https://shop.example: '${configured}'`);
  }
  return url.origin;
}

/** Read per request: Functions params are available at run time, not when the module loads for a deploy. */
export const shopOrigin = (): string => originOf(shopBaseUrl());
