/**
 * The `seo` function's app: /sitemap.xml, robots.txt and the Google Shopping feed, which Hosting
 * sends to it (firebase.json).
 * Given the database and, in tests, a fixed origin, so a test can run it in-process against the
 * emulator; otherwise the URLs are on the configured shop origin (site-origin.ts).
 */
import express, { type Request, type Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { readShopSettings } from '../data/shop-settings.js';
import { merchantItems } from '../shared/merchant-items.js';
import { readFeedProducts } from './feed-products.js';
import { FEED_TAIL, feedHead, itemXml } from './google-feed-xml.js';
import { robotsTxt } from './robots-txt.js';
import { readSitemapEntries } from './sitemap-entries.js';
import { MAX_SITEMAP_URLS, sitemapXml } from './sitemap-xml.js';
import { pageSecurityHeadersMiddleware } from '../security-headers.js';
import { shopOrigin } from '../site-origin.js';

/**
 * Any visitor gets the same answer, so Hosting's CDN may keep it for an hour (s-maxage): a new or
 * published product reaches the sitemap within that; browsers always ask again (max-age=0).
 */
export const SEO_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

/**
 * Where robots.txt is served. Not '/robots.txt': the Cloud Functions runtime (the Functions
 * Framework, and the emulator alike) answers that path 404 before any function runs, so Hosting
 * redirects /robots.txt here (firebase.json). Crawlers follow a robots.txt redirect and apply what
 * they find to the original host (RFC 9309, section 2.3.1.2). The emulator also refuses every path
 * ending in '/robots.txt', hence no folder and no '.txt'.
 */
export const ROBOTS_TXT_PATH = '/robots-txt';

/** Where Merchant Center fetches the shopping feed (docs/product-feeds.md). */
export const GOOGLE_FEED_PATH = '/feeds/google.xml';
const FEED_PRODUCTS_PER_WRITE = 500;

/** `origin`: the shop's origin for the URLs; SHOP_BASE_URL (site-origin.ts) unless a test gives one. */
export function createSeoApp(db: Firestore, origin?: string) {
  const app = express();
  app.disable('x-powered-by');
  app.use(pageSecurityHeadersMiddleware());
  const siteOrigin = () => origin ?? shopOrigin();

  app.get('/sitemap.xml', async (_req: Request, res: Response) => {
    const entries = await readSitemapEntries(db);
    if (entries.length > MAX_SITEMAP_URLS) {
      logger.warn(`The sitemap lists ${entries.length} URLs, over the ${MAX_SITEMAP_URLS} one file may hold`);
    }
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml').send(sitemapXml(siteOrigin(), entries));
  });

  // Cached like the sitemap: Merchant Center fetches it at most daily, and a price change reaches it within the hour.
  app.get(GOOGLE_FEED_PATH, async (_req: Request, res: Response) => {
    const [products, settings] = await Promise.all([readFeedProducts(db), readShopSettings(db)]);
    const context = { origin: siteOrigin(), currency: 'VND' };
    const head = feedHead({ title: settings.shopName, link: `${context.origin}/` });
    // Written in parts (chunked), never as one string: 10,000 products make about 20 MB, and Cloud
    // Functions refuse a single response over 32 MB, but not a streamed one. Hence the charset
    // named here: send() adds it only to a whole string.
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml; charset=utf-8');
    res.write(head);
    for (let start = 0; start < products.length; start += FEED_PRODUCTS_PER_WRITE) {
      const part = products.slice(start, start + FEED_PRODUCTS_PER_WRITE);
      res.write(
        part.flatMap((product) => merchantItems(product, context).map((item) => `${itemXml(item)}\n`)).join(''),
      );
    }
    res.end(FEED_TAIL);
  });

  app.get(ROBOTS_TXT_PATH, (_req: Request, res: Response) => {
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('text/plain').send(robotsTxt(siteOrigin()));
  });

  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.use((error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    logger.error('seo function failed', error);
    // Never cached: a passing Firestore fault must not stay on the CDN for an hour.
    res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Internal error');
  });
  return app;
}
