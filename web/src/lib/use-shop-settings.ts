/**
 * The shop's public settings (GET /api/settings): shipping rule, price ranges, payment methods,
 * contact. Every screen reads them here rather than a copy of the defaults, so an admin's change
 * reaches the cart, the preview and the search page (docs/decisions/0026-shop-settings-and-vouchers.md).
 * The server-rendered search page embeds them (entry-server.tsx), so hydration does not read them again.
 */
import type { PublicShopSettings } from '@shared/shop-settings';
import { apiQueryKey } from './query-store';
import { useApiQuery } from './use-api-query';
import type { Query } from './use-query';

/** The cache key the settings are read and embedded under. */
export const SHOP_SETTINGS_KEY = apiQueryKey('shopSettings', {});

/** The functions cache them for 60 s; reading them more often would show nothing newer. */
const SETTINGS_FRESH_MS = 60_000;

export const useShopSettings = (): Query<PublicShopSettings> =>
  useApiQuery('shopSettings', {}, { freshForMs: SETTINGS_FRESH_MS });
