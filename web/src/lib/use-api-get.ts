/**
 * One authenticated GET per screen with the spec's three states (loading, error, data) and a
 * reload for lists that re-fetch after a change.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from './api-client';

interface Loaded<T> {
  path: string;
  /** Which reload this result answers; a newer one makes it stale. */
  version: number;
  data: T | null;
  error: string | null;
}

export interface ApiGetResult<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with what a later call returned (e.g. the order after "Mark as Paid"). */
  replace: (data: T) => void;
}

/** `path` is relative to /api; null waits (e.g. until a route parameter exists). */
export function useApiGet<T>(path: string | null): ApiGetResult<T> {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    api.get<T>(path, { auth: true }).then(
      (data) => current && setLoaded({ path, version, data, error: null }),
      (error: unknown) => current && setLoaded({ path, version, data: null, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback(
    (data: T) => setLoaded((previous) => (previous ? { ...previous, data, error: null } : previous)),
    [],
  );

  // While a reload of the same path runs, the previous rows stay visible instead of a spinner flash.
  const samePath = loaded !== null && loaded.path === path;
  const fresh = samePath && loaded.version === version;
  return {
    data: samePath ? loaded.data : null,
    error: fresh ? loaded.error : null,
    loading: !fresh,
    reload,
    replace,
  };
}
