/**
 * The `ssr` function's app: home, product, search and compare pages rendered on the server (ADR 0018), so a
 * phone shows products before any JavaScript runs and search engines and link previews read the
 * page. Hosting rewrites those paths here (firebase.json); every other page is the client-rendered
 * app.html. docs/decisions/0018-server-rendering.md.
 */
import { readShopSettings } from '../data/shop-settings.js';
import { publicShopSettings, type PublicShopSettings } from '../shared/shop-settings.js';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { categoryNames, publishedProductBySlug } from '../data/catalog-reads.js';
import { readHomePage } from '../search/home-page-reads.js';
import { compareProducts, similarProducts } from '../data/compare-reads.js';
import { answeredQuestionPage } from '../data/question-reads.js';
import { publishedPageBySlug } from '../data/page-collections.js';
import { contentPageHead } from './content-page-head.js';
import { trustProxy } from '../limits/client-address.js';
import { firestoreSearchCounter, type SearchCounter } from '../limits/search-counter.js';
import { runSearch } from '../search/run-search.js';
import { SSR_DATA_ELEMENT_ID, SSR_LANGUAGE_ATTRIBUTE, SSR_PRICE_STYLE_ATTRIBUTE } from '../shared/constants.js';
import { acceptedLanguages, chosenLanguageIn, HTML_LANG, resolveLanguage, type Language } from '../shared/languages.js';
import type { PriceStyle } from '../shared/money.js';
import type { PageReaders, RenderedPage, ServerRenderer } from '../shared/ssr-contract.js';
import { shopOrigin } from '../site-origin.js';
import { pageSecurityHeadersMiddleware } from '../security-headers.js';
import {
  compareHead,
  homeHead,
  jsonForScript,
  noindexHead,
  notFoundHead,
  productHead,
  renderHead,
  searchHead,
  type JsonValue,
  type PageHead,
} from './page-head.js';

/**
 * The HTML is the signed-out view, the same for everyone, so Hosting's CDN keeps it: a product
 * change reaches shoppers within s-maxage (5 minutes), and for 10 minutes more the CDN may answer
 * with the previous page while it fetches the new one. Browsers always ask again (max-age=0).
 */
export const SSR_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** Unknown products and invalid searches: cached briefly, so a product published a minute later appears. */
export const SSR_ERROR_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/**
 * The largest page the function sends. A shopper page is 40 to 120 KB; one many times that is data
 * that should not be there (a product description pasted in by the megabyte), and sending it would
 * cost every visitor the download and the CDN the copy. Refused, with the client-rendered page.
 */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export interface SsrOptions {
  /** The built renderer (functions/ssr/entry-server.js), loaded on first use. */
  renderer: () => Promise<ServerRenderer>;
  /** The built web app's HTML (functions/ssr/template.html). */
  template: () => Promise<string>;
  /** The shop's origin for every absolute URL; SHOP_BASE_URL (site-origin.ts) unless a test gives one. */
  origin?: string;
  /** Searches per client, counted with the API's (limits/search-counter.ts); Firestore's unless a test gives one. */
  searchCounter?: SearchCounter;
  /** Google's proxy hops and Hosting's ranges in front of the function, as for the API (AppOptions). */
  trustedProxyHops?: () => number;
  hostingProxyRanges?: () => readonly string[];
}

/** A search refused because the client made too many: the page answers 429 (the API's count, ADR 0013). */
class TooManySearches extends Error {
  constructor(readonly waitMs: number) {
    super('too many searches from this client');
  }
}

export function pageReaders(db: Firestore): PageReaders {
  return {
    homePage: async () => readHomePage(db, await readShopSettings(db)),
    productBySlug: (slug) => publishedProductBySlug(db, slug),
    search: async (filters) => {
      const { searchSynonyms } = await readShopSettings(db);
      return (await runSearch(db, filters, undefined, { synonyms: searchSynonyms })).result;
    },
    categories: () => categoryNames(db),
    compare: (ids) => compareProducts(db, ids),
    similar: (product) => similarProducts(db, product),
    shopSettings: async () => publicShopSettings(await readShopSettings(db)),
    questions: (productId) => answeredQuestionPage(db, productId, null),
    contentPage: (slug) => publishedPageBySlug(db, slug),
  };
}

function headFor(page: RenderedPage['page'], origin: string, settings: PublicShopSettings): PageHead {
  switch (page.kind) {
    case 'home':
      return homeHead(origin);
    case 'product':
      return productHead(origin, page.product, settings);
    case 'search':
      return page.filters ? searchHead(origin, page.filters) : noindexHead('Search');
    case 'product-not-found':
      return notFoundHead();
    case 'compare':
      return compareHead(page.products);
    case 'not-found':
      return noindexHead('Page Not Found');
    case 'content-page':
      return contentPageHead(origin, page.page, settings.shopName);
  }
}

/** The template's own title, description and robots tags give way to the page's. */
const TEMPLATE_HEAD_TAGS = [
  /<title>[^<]*<\/title>\s*/,
  /<meta name="description"[^>]*>\s*/,
  /<meta name="robots"[^>]*>\s*/,
];

/**
 * Puts `insert` in place of the first `search` in `html`, character for character. A string given
 * to String.prototype.replace as the replacement is a pattern: `$\``, `$'` and `$&` in a product
 * name or a search query would copy the template into the page again (a few in one review made
 * every render of its product a hundred documents long) and break the embedded JSON.
 * A replacer function's result is never read as a pattern.
 */
function replaceLiterally(html: string, search: string | RegExp, insert: string): string {
  return html.replace(search, () => insert);
}

export function pageHtml(
  template: string,
  rendered: RenderedPage,
  head: PageHead,
  language: Language,
  priceStyle: PriceStyle = 'spec',
): string {
  const withoutDefaults = replaceLiterally(
    TEMPLATE_HEAD_TAGS.reduce((html, tag) => replaceLiterally(html, tag, ''), template),
    /<html lang="[^"]*">/,
    `<html lang="${HTML_LANG[language]}">`,
  );
  const data = `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${jsonForScript(rendered.data as JsonValue)}</script>`;
  return replaceLiterally(
    replaceLiterally(withoutDefaults, '</head>', `${renderHead(head)}\n${rendered.styles}\n</head>`),
    '<div id="root"></div>',
    // The root says which language and price style the markup has: the browser starts with them (main.tsx).
    `<div id="root" ${SSR_LANGUAGE_ATTRIBUTE}="${language}" ${SSR_PRICE_STYLE_ATTRIBUTE}="${priceStyle}">${rendered.html}</div>${data}`,
  );
}

export function createSsrApp(db: Firestore, options: SsrOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.use(pageSecurityHeadersMiddleware());
  // The pages are 40 to 120 KB of HTML (markup, critical styles, embedded data), a fifth of that
  // compressed. Compressed here, the CDN caches and serves them compressed (Vary: Accept-Encoding),
  // and the local stack measures what a phone downloads.
  app.use(compression());
  // The client's address, for the search count, read as the API reads it.
  const hops = options.trustedProxyHops ?? (() => 0);
  const hostingRanges = options.hostingProxyRanges ?? (() => []);
  app.set(
    'trust proxy',
    trustProxy(() => ({ proxyHops: hops(), hostingRanges: hostingRanges() })),
  );
  const readers = pageReaders(db);
  const searches = options.searchCounter ?? firestoreSearchCounter(db);

  app.get(/.*/, async (req: Request, res: Response) => {
    const template = await options.template();
    try {
      const origin = options.origin ?? shopOrigin();
      // Hosting passes the __session cookie on and keys its cache by it, so each chosen language is
      // cached apart. Without a choice, the owner's default; `auto` reads Accept-Language, so the
      // answer names it in Vary and the CDN keeps one copy per header (ADR 0086).
      const settings = await readers.shopSettings();
      const chosen = chosenLanguageIn(req.headers.cookie);
      if (!chosen && settings.defaultLanguage === 'auto') res.vary('Accept-Language');
      const language = resolveLanguage(chosen, settings.defaultLanguage, () =>
        acceptedLanguages(req.headers['accept-language']),
      );
      // A search the CDN did not have counts toward the client's searches, as through the API.
      const search: PageReaders['search'] = async (filters) => {
        const waitMs = await searches.count(req.ip ?? 'unknown');
        if (waitMs !== null) throw new TooManySearches(waitMs);
        return readers.search(filters);
      };
      const rendered = await (
        await options.renderer()
      ).renderPage(`${origin}${req.originalUrl}`, { ...readers, search }, language, settings.priceStyle);
      const html = pageHtml(
        template,
        rendered,
        headFor(rendered.page, origin, settings),
        language,
        settings.priceStyle,
      );
      const bytes = Buffer.byteLength(html);
      if (bytes > MAX_PAGE_BYTES) {
        // A 500, so no CDN keeps it and monitoring sees it; the app shell holds no page data.
        logger.error(`Refused a server-rendered page of ${bytes} bytes (over ${MAX_PAGE_BYTES}): ${req.path}`);
        res.status(500).set('Cache-Control', 'no-store').type('html').send(template);
        return;
      }
      res
        .status(rendered.status)
        .set('Cache-Control', rendered.status === 200 ? SSR_CACHE_CONTROL : SSR_ERROR_CACHE_CONTROL)
        .type('html')
        .send(html);
    } catch (error) {
      if (error instanceof TooManySearches) {
        // The app shell, not cached: the browser's own search then shows the API's 429 message.
        res
          .status(429)
          .set({ 'Retry-After': String(Math.max(1, Math.ceil(error.waitMs / 1000))), 'Cache-Control': 'no-store' })
          .type('html')
          .send(template);
        return;
      }
      // The page still works: the browser renders it, as it did before server rendering.
      logger.error('Server rendering failed; serving the client-rendered page', error);
      res.status(200).set('Cache-Control', 'no-store').type('html').send(template);
    }
  });
  return app;
}
