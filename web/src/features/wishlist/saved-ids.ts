/**
 * Which laptops the signed-in customer saved ("Yêu thích"), as the hearts on cards show them
 * (docs/decisions/0099-wishlist.md). Plain code on purpose, like the compare tray's store: the cards
 * of the home route use it. The ids are read once the browser is idle and only for a signed-in
 * customer, by wishlist-sync.ts loaded then, so a signed-out visit reads and loads nothing more.
 */
import { useEffect, useSyncExternalStore } from 'react';

type Saved = { uid: string; ids: ReadonlySet<string> } | null;

let saved: Saved = null;
let readFor: string | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const savedStore = {
  /** The ids as last read or changed for `uid`. */
  get: (uid: string): ReadonlySet<string> => (saved?.uid === uid ? saved.ids : new Set<string>()),
  set: (uid: string, ids: Iterable<string>) => {
    saved = { uid, ids: new Set(ids) };
    for (const listener of listeners) listener();
  },
};

/** The calls and notices behind the hearts, loaded on first use. */
export const loadWishlistSync = () => import('./wishlist-sync');

/** Whether `uid` saved `productId`: false while unknown (signed out, or not read yet). */
export function useSaved(uid: string | undefined, productId: string): boolean {
  useEffect(() => {
    if (!uid || readFor === uid) return;
    readFor = uid;
    // One read for every heart on the page, when the browser has nothing better to do.
    (window.requestIdleCallback ?? setTimeout)(
      () => void loadWishlistSync().then((sync) => sync.readSavedIds(savedStore, uid)),
    );
  }, [uid]);
  const state = useSyncExternalStore(
    subscribe,
    () => saved,
    () => null,
  );
  return state !== null && state.uid === uid && state.ids.has(productId);
}
