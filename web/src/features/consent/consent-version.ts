/** The shop's `consentVersion`, from the settings every page has in its read cache (as the footer reads them). */
import type { PublicShopSettings } from '@shared/shop-settings';
import { apiQueryKey, readSnapshot } from '@/lib/query-store';

export const currentConsentVersion = () =>
  readSnapshot<PublicShopSettings>(apiQueryKey('shopSettings', {})).data?.consentVersion ?? '1';
