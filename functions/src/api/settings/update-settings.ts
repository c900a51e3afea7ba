/** An admin's save of the shop settings: over the version the form loaded only, audited. */
import type { Firestore } from 'firebase-admin/firestore';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import { forgetShopSettings, shopSettingsDoc, shopSettingsRecord } from '../../data/shop-settings.js';
import { nextVersion } from '../../data/version.js';
import { SETTINGS_MSG } from '../../shared/screen-messages.js';
import type { ShopSettingsUpdateInput } from '../../shared/schemas.js';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings, type ShopSettingsRecord } from '../../shared/shop-settings.js';
import { conflict } from '../../http-error.js';
import { shippingSettingsToSave } from './shipping-settings-update.js';

const SETTINGS_FIELDS = Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[];

export async function updateShopSettings(
  db: Firestore,
  input: ShopSettingsUpdateInput,
  actor: AuditActor,
): Promise<ShopSettingsRecord> {
  const { version: loadedVersion, ...settings } = input;
  const ref = shopSettingsDoc(db);
  const saved = await runTransaction(db, async (tx) => {
    const current = shopSettingsRecord((await tx.get(ref)).data() as Partial<ShopSettingsRecord> | undefined);
    if (current.version !== loadedVersion) throw conflict(SETTINGS_MSG.settingsChanged, 'RECORD_CHANGED');
    const next: ShopSettingsRecord = {
      ...settings,
      searchSynonyms: settings.searchSynonyms ?? current.searchSynonyms,
      banners: settings.banners ?? current.banners,
      homeSections: settings.homeSections ?? current.homeSections,
      defaultLanguage: settings.defaultLanguage ?? current.defaultLanguage,
      priceStyle: settings.priceStyle ?? current.priceStyle,
      addressStyle: settings.addressStyle ?? current.addressStyle,
      returnDays: settings.returnDays ?? current.returnDays,
      returnPolicyText: settings.returnPolicyText ?? current.returnPolicyText,
      ...shippingSettingsToSave(settings, current),
      installment: settings.installment ?? current.installment,
      companyName: settings.companyName ?? current.companyName,
      taxCode: settings.taxCode ?? current.taxCode,
      businessAddress: settings.businessAddress ?? current.businessAddress,
      zaloUrl: settings.zaloUrl ?? current.zaloUrl,
      moitUrl: settings.moitUrl ?? current.moitUrl,
      version: nextVersion(current.version || undefined),
      updatedBy: actor,
    };
    tx.set(ref, next);
    writeAudit(tx, db, {
      action: 'settings.update',
      actor,
      target: { id: 'shop', label: next.shopName },
      changes: changedFields<ShopSettings>(current, next, SETTINGS_FIELDS),
    });
    return next;
  });
  // This instance reads the new values at once; the others within the cache's 60 s.
  forgetShopSettings(db);
  return saved;
}
