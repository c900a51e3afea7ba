/**
 * The shop's settings as the server reads them: the stored document over the defaults, so a shop
 * that never saved its settings behaves as the specification says (shared/shop-settings.ts).
 *
 * Every order placement, preview and payment reads them, so each instance keeps what it read for
 * at most SHOP_SETTINGS_CACHE_MS; a save on this instance forgets it at once, and other instances
 * see it within that time (docs/decisions/0026-shop-settings-and-vouchers.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SETTINGS_DOCS } from '../shared/collections.js';
import { DEFAULT_SHOP_SETTINGS } from '../shared/shop-settings.js';
import type { ShopSettings, ShopSettingsRecord } from '../shared/shop-settings.js';

export const SHOP_SETTINGS_CACHE_MS = 60_000;

export const shopSettingsDoc = (db: Firestore) => db.collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.shop);

/** The stored document over the defaults, with its version ('' while never saved). */
export function shopSettingsRecord(stored: Partial<ShopSettingsRecord> | undefined): ShopSettingsRecord {
  return { ...DEFAULT_SHOP_SETTINGS, version: '', updatedBy: null, ...stored };
}

const cache = new WeakMap<Firestore, { readAt: number; record: Promise<ShopSettingsRecord> }>();

/** The settings with their version, read at most SHOP_SETTINGS_CACHE_MS ago by this instance. */
export async function readShopSettingsRecord(db: Firestore): Promise<ShopSettingsRecord> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && now - cached.readAt < SHOP_SETTINGS_CACHE_MS) return cached.record;
  const record = shopSettingsDoc(db)
    .get()
    .then((snapshot) => shopSettingsRecord(snapshot.data() as Partial<ShopSettingsRecord> | undefined));
  cache.set(db, { readAt: now, record });
  // A failed read is not kept: the next call tries again.
  record.catch(() => cache.delete(db));
  return record;
}

export async function readShopSettings(db: Firestore): Promise<ShopSettings> {
  const { version: _version, updatedBy: _updatedBy, ...settings } = await readShopSettingsRecord(db);
  return settings;
}

/** Forgets this instance's copy: after its own save, and in tests that write the document directly. */
export function forgetShopSettings(db: Firestore): void {
  cache.delete(db);
}
