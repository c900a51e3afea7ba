/**
 * The shopper pages rendered on the server (ADR 0018): home, product, search and compare, as a signed-out
 * visitor with an empty cart sees them. The ssr Cloud Function (functions/src/ssr/) loads this
 * bundle, gives it the page's data readers, and wraps the answer in the built index.html.
 *
 * The data goes into the read cache under the keys the pages read it with, so the pages render it
 * as they would in the browser; the same entries are embedded in the HTML and seeded before
 * hydration (main.tsx), so the browser does not read them again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import type { Messages } from '@lingui/core';
import type { Language } from '@shared/languages';
import { setPriceStyle, type PriceStyle } from '@shared/money';
import type { PageReaders, RenderedPage, RenderedPageKind } from '@shared/ssr-contract';
import { AppProviders } from './app/app';
import { appRoutes } from './app/router';
import { routes } from './config/paths';
import { CATALOG_KEYS } from './features/catalog/catalog-queries';
import { HOME_PAGE_KEY } from './features/catalog/home-page-key';
import { activateLanguage } from './i18n/i18n';
import { messages as enMessages } from './locales/en.po';
import { messages as viMessages } from './locales/vi.po';
import { apiSearchQuery, readSearchParams } from './features/search/search-filters';
import { parseCompareIds } from '@shared/compare';
import { apiQueryKey, clearQueryCache, seedQuery } from './lib/query-store';
import { SHOP_SETTINGS_KEY } from './lib/use-shop-settings';
import { contentPageKey } from './features/pages/content-page-reads';

/** The app's routes, matched once per server instance rather than per request. */
const handler = createStaticHandler(appRoutes);

/** Every catalogue is in the server bundle; the default language reads the source texts. */
const CATALOGUES: Record<Language, Messages> = { mixed: {}, vi: viMessages, en: enMessages };

interface LoadedPage {
  status: number;
  page: RenderedPageKind;
  data: Record<string, unknown>;
}

async function loadPage(url: URL, readers: PageReaders): Promise<LoadedPage> {
  if (matchPath(routes.home, url.pathname)) {
    return { status: 200, page: { kind: 'home' }, data: { [HOME_PAGE_KEY]: await readers.homePage() } };
  }
  const product = matchPath(routes.product, url.pathname);
  if (product) {
    const slug = product.params['slug'] ?? '';
    const found = await readers.productBySlug(slug);
    if (!found)
      return { status: 404, page: { kind: 'product-not-found' }, data: { [CATALOG_KEYS.product(slug)]: null } };
    const similar = { [apiQueryKey('similarProducts', { params: { id: found._id } })]: await readers.similar(found) };
    const questions = {
      [apiQueryKey('productQuestions', { params: { id: found._id }, query: {} })]: await readers.questions(found._id),
    };
    return {
      status: 200,
      page: { kind: 'product', product: found },
      data: { [CATALOG_KEYS.product(slug)]: found, ...similar, ...questions },
    };
  }
  if (matchPath(routes.search, url.pathname)) {
    const parsed = readSearchParams(url.searchParams);
    const categories = {
      [apiQueryKey('listCategories', {})]: await readers.categories(),
      // The filter sidebar's price ranges.
      [SHOP_SETTINGS_KEY]: await readers.shopSettings(),
    };
    if (!parsed.ok) return { status: 400, page: { kind: 'search', filters: null }, data: categories };
    const key = apiQueryKey('searchProducts', { query: apiSearchQuery(parsed.filters) });
    return {
      status: 200,
      page: { kind: 'search', filters: parsed.filters },
      data: { ...categories, [key]: await readers.search(parsed.filters) },
    };
  }
  if (matchPath(routes.compare, url.pathname)) {
    // No ids is the page's own invitation to choose laptops; malformed ones are a bad link.
    const raw = url.searchParams.get('ids') ?? '';
    const parsed = parseCompareIds(raw);
    if (!parsed.ok) return { status: raw ? 400 : 200, page: { kind: 'compare', products: [] }, data: {} };
    const compared = await readers.compare(parsed.ids);
    const key = apiQueryKey('compareProducts', { query: { ids: parsed.ids.join(',') } });
    return { status: 200, page: { kind: 'compare', products: compared.products }, data: { [key]: compared } };
  }
  const content = matchPath(routes.contentPage, url.pathname);
  if (content) {
    // Drafts and unknown slugs answer 404, with the page's own "does not exist" embedded.
    const slug = content.params['slug'] ?? '';
    const found = await readers.contentPage(slug);
    const data = { [contentPageKey(slug)]: found };
    return found
      ? { status: 200, page: { kind: 'content-page', page: found }, data }
      : { status: 404, page: { kind: 'not-found' }, data };
  }
  return { status: 404, page: { kind: 'not-found' }, data: {} };
}

export type { PageReaders, RenderedPage };

type EmotionServer = ReturnType<typeof createEmotionServer>;
type StyleChunk = ReturnType<EmotionServer['extractCriticalToChunks']>['styles'][number];

/**
 * Every style the render inserted. extractCriticalToChunks keeps the classes the markup carries and
 * leaves out those of the inner styled() layers MUI's components are built from (a Paper inside an
 * AppBar, an sx on a Link), which no element carries. The browser then compiled and inserted those
 * while committing hydration, about 50 rules on the home page and a style recalculation of the whole
 * page (ADR 0018). Sent along, they are marked as inserted like the rest.
 */
function styleChunks(emotion: EmotionServer, cache: EmotionCache, html: string): StyleChunk[] {
  const { styles } = emotion.extractCriticalToChunks(html);
  const sent = new Set(styles.flatMap((chunk) => chunk.ids));
  const layerIds = Object.keys(cache.registered)
    .map((className) => className.slice(cache.key.length + 1))
    .filter((id) => !sent.has(id) && typeof cache.inserted[id] === 'string');
  const layers = { key: cache.key, ids: layerIds, css: layerIds.map((id) => cache.inserted[id]).join('') };
  return layerIds.length > 0 ? [...styles, layers] : styles;
}

export async function renderPage(
  href: string,
  readers: PageReaders,
  language: Language,
  priceStyle: PriceStyle = 'spec',
): Promise<RenderedPage> {
  const url = new URL(href);
  const context = await handler.query(new Request(url.href));
  // The shopper routes have no loaders or redirects; anything else is not for this renderer.
  if (context instanceof Response) throw new Error(`Unexpected response while rendering ${url.pathname}`);
  const loaded = await loadPage(url, readers);
  // Every page's footer reads the settings (the shipping offer): embedded, the browser reads them
  // from the page rather than again.
  const data = { [SHOP_SETTINGS_KEY]: await readers.shopSettings(), ...loaded.data };

  // From here to clearQueryCache nothing awaits, so concurrent requests never see each other's data,
  // language or price style.
  activateLanguage(language, CATALOGUES[language]);
  setPriceStyle(priceStyle);
  for (const [key, value] of Object.entries(data)) seedQuery(key, value);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  let html: string;
  try {
    html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders router={router} serverHtml>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>,
    );
  } finally {
    clearQueryCache();
  }
  const styles = emotion.constructStyleTagsFromChunks({ html, styles: styleChunks(emotion, cache, html) });
  return { status: loaded.status, page: loaded.page, html, styles, data };
}
