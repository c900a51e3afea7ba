/**
 * A screen's live read (a Firestore listener): loading, error or data like useQuery's (spec
 * section 4), changed each time the listener reports, and stopped when the screen goes or the key
 * changes. No cache and no polling: the listener is the source (docs/decisions/0028-orders-read-from-firestore.md).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuerySnapshot } from './query-store';

export interface LiveListener<T> {
  next: (data: T) => void;
  /** A message to show, in the reader's language. */
  error: (message: string) => void;
}

export interface LiveQuery<T> extends QuerySnapshot<T> {
  /**
   * Shows a mutation's answer at once (the API's answer is the order as it is now); the listener's
   * next report replaces it.
   */
  update: (change: (data: T) => T) => void;
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  error: string | null;
}

/**
 * `key` names what is listened to (null waits, e.g. for a route parameter or the session); `listen`
 * starts the listener and returns its stop. `initial` is data to show before the first report
 * (e.g. the order the checkout's POST answered).
 */
export function useLive<T>(
  key: string | null,
  listen: (listener: LiveListener<T>) => () => void,
  initial?: () => T | undefined,
): LiveQuery<T> {
  const [state, setState] = useState<State<T>>(() => ({
    key,
    data: key === null ? undefined : initial?.(),
    error: null,
  }));

  // The key alone decides what is listened to: a new `listen` each render must not restart the listener.
  const listenRef = useRef(listen);
  useEffect(() => {
    listenRef.current = listen;
  });

  useEffect(() => {
    if (key === null) return undefined;
    return listenRef.current({
      next: (data) => setState({ key, data, error: null }),
      error: (error) => setState({ key, data: undefined, error }),
    });
  }, [key]);

  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current.data === undefined ? current : { ...current, data: change(current.data) })),
    [],
  );

  // A new key shows what it starts from until its listener reports.
  const shown = state.key === key ? state : { key, data: key === null ? undefined : initial?.(), error: null };
  const loading = key !== null && shown.data === undefined && shown.error === null;
  return { data: shown.data, error: shown.error, loading, update };
}
