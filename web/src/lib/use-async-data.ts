/**
 * Loading, error or data for one screen (spec section 4: "each screen shows loading, error or data").
 * State is tied to the key it was loaded for, so a new key shows 'Loading...' at once and a late
 * answer for an old key is never shown.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './api-client';

type Settled<T> = { key: string; status: 'success'; data: T } | { key: string; status: 'error'; error: string };

export type AsyncData<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'success'; data: T };

/** `load` must be stable (a module-level function): the key alone decides when to reload. */
export function useAsyncData<T>(
  key: string,
  load: (key: string) => Promise<T>,
): AsyncData<T> & { update: (change: (data: T) => T) => void } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let active = true;
    load(key).then(
      (data) => active && setSettled({ key, status: 'success', data }),
      (error: unknown) => active && setSettled({ key, status: 'error', error: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [key, load]);

  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((current) => (current?.status === 'success' ? { ...current, data: change(current.data) } : current)),
    [],
  );

  if (!settled || settled.key !== key) return { status: 'loading', update };
  return settled.status === 'success'
    ? { status: 'success', data: settled.data, update }
    : { status: 'error', error: settled.error, update };
}
