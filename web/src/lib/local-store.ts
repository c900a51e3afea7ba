/**
 * Typed local storage: values are validated when read, so a stale or tampered entry is
 * dropped instead of crashing a screen.
 */
import type { z } from 'zod';

export function readStored<S extends z.ZodType>(key: string, schema: S): z.infer<S> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
