/**
 * Typed local storage: values are checked when read, so a stale or tampered entry is dropped
 * instead of crashing a screen. Checks are plain type guards rather than zod schemas because the
 * session and the cart read storage on every page's first load, where zod would add ~24 KB gzipped
 * (lazy screens may pass `schemaGuard(someZodSchema)`).
 */

export type Guard<T> = (value: unknown) => value is T;

export function readStored<T>(key: string, isValid: Guard<T>): T | null {
  // The server renderer has no storage: it renders the signed-out view with an empty cart.
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // Unparseable JSON falls through to removal.
  }
  window.localStorage.removeItem(key);
  return null;
}

export function writeStored(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

export function removeStored(key: string): void {
  window.localStorage.removeItem(key);
}

/** A guard from any schema with safeParse (zod), for screens that load zod anyway. */
export function schemaGuard<T>(schema: { safeParse: (value: unknown) => { success: boolean } }): Guard<T> {
  return (value: unknown): value is T => schema.safeParse(value).success;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when every listed field of the record has the given typeof. */
export function hasFields(record: Record<string, unknown>, fields: Record<string, 'string' | 'number' | 'boolean'>) {
  return Object.entries(fields).every(([name, type]) => typeof record[name] === type);
}
