/**
 * The shop's settings as the server reads them: the stored document over the defaults, so a shop
 * that never saved its settings behaves as the specification says (shared/shop-settings.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SETTINGS_DOCS } from '../shared/collections.js';
import { DEFAULT_SHOP_SETTINGS } from '../shared/shop-settings.js';
import type { ShopSettings } from '../shared/shop-settings.js';

export const shopSettingsDoc = (db: Firestore) => db.collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.shop);

export async function readShopSettings(db: Firestore): Promise<ShopSettings> {
  const snapshot = await shopSettingsDoc(db).get();
  return { ...DEFAULT_SHOP_SETTINGS, ...(snapshot.data() as Partial<ShopSettings> | undefined) };
}
