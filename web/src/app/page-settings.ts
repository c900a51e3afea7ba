/**
 * The settings a client-rendered page (app.html: cart, checkout, account, admin) starts with: read
 * before the first render, into the read cache, so the screens that show them (useShopSettings)
 * do not read them again. Server-rendered pages carry theirs in the HTML instead (main.tsx).
 *
 * One plain GET of the contract's `shopSettings` (public, GET /api/settings) rather than callApi:
 * main.tsx imports this module, and the API client with the contract's endpoint table would join
 * the JavaScript every route's start is measured with. The import is static: imported dynamically,
 * this module made Rollup split the read cache and env.ts into chunks of their own (+0.7 KB gzip
 * on the home route, which never runs it).
 */
import type { PublicShopSettings } from '@shared/shop-settings';
import { apiQueryKey, seedQuery } from '@/lib/query-store';

/**
 * The API's base host, read as env.ts reads its apiBaseUrl (empty: same origin). Not env.ts
 * itself: imported here, it moved from the router's chunk into the start-up's (+0.1 KB gzip on the
 * home route).
 */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined) || '';

type PageSettings = Pick<PublicShopSettings, 'defaultLanguage' | 'priceStyle'>;

/** The specification's, when the settings cannot be read (the page still works; its screens read them again). */
const SPEC_PAGE_SETTINGS: PageSettings = { defaultLanguage: 'mixed', priceStyle: 'spec' };

export async function readPageSettings(): Promise<PageSettings> {
  try {
    const response = await fetch(`${API_BASE_URL}/api/settings`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return SPEC_PAGE_SETTINGS;
    const settings = (await response.json()) as PublicShopSettings;
    // Under the key useShopSettings reads (lib/use-shop-settings.ts SHOP_SETTINGS_KEY).
    seedQuery(apiQueryKey('shopSettings', {}), settings);
    return settings;
  } catch {
    return SPEC_PAGE_SETTINGS;
  }
}
