/**
 * The settings a client-rendered page (app.html: cart, checkout, account, admin) starts with: read
 * before the first render, into the read cache, so the screens that show them (useShopSettings)
 * do not read them again. Server-rendered pages carry theirs in the HTML instead (main.tsx), so
 * this module stays off the home route.
 */
import { DEFAULT_SHOP_SETTINGS, type PublicShopSettings } from '@shared/shop-settings';
import { callApi } from '@/lib/api-client';
import { load, readSnapshot } from '@/lib/query-store';
import { SHOP_SETTINGS_KEY } from '@/lib/use-shop-settings';

/** The shop's settings, or the specification's when they cannot be read (the page still works). */
export async function readPageSettings(): Promise<Pick<PublicShopSettings, 'defaultLanguage' | 'priceStyle'>> {
  await load(SHOP_SETTINGS_KEY, () => callApi('shopSettings'));
  return readSnapshot<PublicShopSettings>(SHOP_SETTINGS_KEY).data ?? DEFAULT_SHOP_SETTINGS;
}
