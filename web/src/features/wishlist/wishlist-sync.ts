/**
 * The wishlist's calls behind the hearts, loaded on first use (saved-ids.ts): reading the saved ids
 * and saving or removing one. The heart turns at once and turns back if the server refuses.
 */
import { t } from '@lingui/core/macro';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The hearts' store (saved-ids.ts), passed in: it loads this module, so this one cannot import it. */
export interface SavedStore {
  get: (uid: string) => ReadonlySet<string>;
  set: (uid: string, ids: Iterable<string>) => void;
}

/** Taps so far: a read that a tap overtook would turn its heart back, so its answer is dropped. */
let taps = 0;

export async function readSavedIds(savedStore: SavedStore, uid: string): Promise<void> {
  const tapsBefore = taps;
  try {
    const { productIds } = await callApi('myWishlistIds');
    if (taps === tapsBefore) savedStore.set(uid, productIds);
  } catch {
    // The hearts stay unpressed; a tap still saves, and answers the list as it is.
  }
}

/** Saves the laptop, or removes it when it is saved. */
export async function toggleSaved(savedStore: SavedStore, uid: string, productId: string, name: string): Promise<void> {
  taps += 1;
  const before = savedStore.get(uid);
  const wasSaved = before.has(productId);
  const next = new Set(before);
  if (wasSaved) next.delete(productId);
  else next.add(productId);
  savedStore.set(uid, next);
  try {
    const params = { params: { id: productId } };
    const { productIds } = wasSaved
      ? await callApi('removeFromWishlist', params)
      : await callApi('addToWishlist', params);
    savedStore.set(uid, productIds);
    notify.success(wasSaved ? t`${name} removed from Yêu thích` : t`${name} saved to Yêu thích`);
  } catch (error) {
    savedStore.set(uid, before);
    notify.error(error);
  }
}
