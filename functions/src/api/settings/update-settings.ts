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

/** Settings added after the first form: a save that leaves one out (a form written before it) keeps the saved value. */
const OPTIONAL_ON_SAVE = [
  'searchSynonyms',
  'banners',
  'homeSections',
  'defaultLanguage',
  'priceStyle',
  'addressStyle',
  'returnDays',
  'returnPolicyText',
  'installment',
  'companyName',
  'taxCode',
  'businessAddress',
  'zaloUrl',
  'moitUrl',
  'consentVersion',
  // Zalo ZNS template ids.
  'zns',
  // Analytics tag ids.
  'ga4MeasurementId',
  'metaPixelId',
  'tiktokPixelId',
] as const satisfies readonly (keyof ShopSettings)[];
type OptionalOnSave = (typeof OPTIONAL_ON_SAVE)[number];

/** Each of `fields` as sent, or as saved when the save leaves it out. */
function keptWhereLeftOut(
  sent: Partial<Pick<ShopSettings, OptionalOnSave>>,
  current: ShopSettings,
  fields: readonly OptionalOnSave[],
): Pick<ShopSettings, OptionalOnSave> {
  return Object.fromEntries(fields.map((field) => [field, sent[field] ?? current[field]])) as Pick<
    ShopSettings,
    OptionalOnSave
  >;
}

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
      ...keptWhereLeftOut(settings, current, OPTIONAL_ON_SAVE),
      ...shippingSettingsToSave(settings, current),
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
