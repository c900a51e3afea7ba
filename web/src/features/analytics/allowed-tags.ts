/**
 * Which tags this browser's current choice allows (docs/analytics.md): GA4 after Phân tích, Meta
 * and TikTok after Tiếp thị, each only when the shop set its id. A choice made for an older
 * `consentVersion` allows nothing, as it is asked again. On every route, so kept to a few lines:
 * the cookie and the settings the read cache already holds.
 */
import { currentConsentVersion, readChoice } from '@/features/consent';
import type { PublicShopSettings } from '@shared/shop-settings';
import { apiQueryKey, readSnapshot } from '@/lib/query-store';

/** The ids of the tags allowed now; an empty string is a tag that stays off. */
export interface TagIds {
  ga4: string;
  meta: string;
  tiktok: string;
}

export function allowedTags(): TagIds | null {
  const choice = readChoice();
  const settings = readSnapshot<PublicShopSettings>(apiQueryKey('shopSettings', {})).data;
  if (!choice || !settings || choice.version !== currentConsentVersion()) return null;
  const ids = {
    ga4: choice.analytics ? settings.ga4MeasurementId : '',
    meta: choice.marketing ? settings.metaPixelId : '',
    tiktok: choice.marketing ? settings.tiktokPixelId : '',
  };
  return ids.ga4 || ids.meta || ids.tiktok ? ids : null;
}
