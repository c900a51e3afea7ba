/**
 * One hook for every read a screen shows, from the API (use-api-query.ts) or straight from
 * Firestore: loading, error or data (spec section 4), from the shared cache in query-store.ts.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { load, needsLoad, readSnapshot, subscribe, updateQuery, type QuerySnapshot } from './query-store';

export interface QueryOptions {
  /** How long loaded data is shown without loading it again when a screen shows it (default: always reload). */
  freshForMs?: number;
}

export interface Query<T> extends QuerySnapshot<T> {
  /** Loads again, keeping the current data on screen meanwhile. */
  reload: () => void;
  /** Changes the data every screen showing this key sees (e.g. after a mutation answered it). */
  update: (change: (data: T) => T) => void;
}

const NOTHING: QuerySnapshot<never> = { data: undefined, error: null, loading: false };
const noSubscription = () => () => undefined;

/** `key` names what is read (null waits, e.g. for a route parameter); `loader` reads it. */
export function useQuery<T>(key: string | null, loader: () => Promise<T>, options: QueryOptions = {}): Query<T> {
  // The key alone decides what is loaded; the latest loader is used for it.
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });
  const freshForMs = options.freshForMs ?? 0;

  const read = () => (key === null ? NOTHING : readSnapshot<T>(key));
  const snapshot = useSyncExternalStore(
    useCallback((listener: () => void) => (key === null ? noSubscription() : subscribe(key, listener)), [key]),
    read,
    // On the server, and while hydrating, the cache holds what the server rendered with (entry-server.tsx).
    read,
  );

  // An entry emptied under the screen (clearQueryCache) counts as a new key: it is loaded again.
  const empty = snapshot.data === undefined && snapshot.error === null && !snapshot.loading;
  useEffect(() => {
    if (key !== null && needsLoad(key, freshForMs)) void load(key, () => loaderRef.current());
  }, [key, freshForMs, empty]);

  const reload = useCallback(() => {
    if (key !== null) void load(key, () => loaderRef.current());
  }, [key]);
  const update = useCallback((change: (data: T) => T) => key !== null && updateQuery(key, change), [key]);

  // Until the first load starts (the effect above), a key with nothing cached is loading, not empty.
  const loading = snapshot.loading || (key !== null && snapshot.data === undefined && snapshot.error === null);
  return { ...snapshot, loading, reload, update };
}
