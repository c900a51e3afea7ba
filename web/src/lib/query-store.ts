/**
 * The client's read cache: one entry per key (an endpoint and its input, or a Firestore read),
 * shared by every screen that shows it. An entry keeps its last data while it reloads, so a
 * screen that comes back shows what it had at once and refreshes behind it; a mutation may seed an
 * entry with its answer (the placed order) or mark entries stale (the order list after an order).
 * Why hand-written rather than @tanstack/react-query: docs/decisions/0017-api-contract.md.
 */
import type { EndpointName } from '@shared/api-contract';
import type { CallInput } from './api-client';
import { errorMessage } from './api-error';

export interface QuerySnapshot<T> {
  /** The last data loaded or seeded for the key; kept while a reload runs. */
  data: T | undefined;
  /** The last load failed (its message); a later success clears it. */
  error: string | null;
  /** A load is running. */
  loading: boolean;
}

interface Entry {
  snapshot: QuerySnapshot<unknown>;
  /** When the data was last loaded or seeded (ms). */
  loadedAt: number;
  /** Seeded by a mutation: screens show it without loading it again for SEEDED_FRESH_MS. */
  seeded: boolean;
  /** Counts loads and seeds, so an older answer never overwrites a newer one. */
  generation: number;
  inFlight: Promise<void> | null;
  listeners: Set<() => void>;
}

/** A mutation's answer is what the server holds now; a minute later it is worth reading again. */
const SEEDED_FRESH_MS = 60_000;

const EMPTY: QuerySnapshot<never> = { data: undefined, error: null, loading: false };
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { snapshot: EMPTY, loadedAt: 0, seeded: false, generation: 0, inFlight: null, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, change: Partial<QuerySnapshot<unknown>>): void {
  entry.snapshot = { ...entry.snapshot, ...change };
  entry.listeners.forEach((listener) => listener());
}

export function readSnapshot<T>(key: string): QuerySnapshot<T> {
  return (entries.get(key)?.snapshot ?? EMPTY) as QuerySnapshot<T>;
}

export function subscribe(key: string, listener: () => void): () => void {
  const entry = entryFor(key);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** Loads the key unless a load is already running; the answer replaces the data or sets the error. */
export function load<T>(key: string, loader: () => Promise<T>): Promise<void> {
  const entry = entryFor(key);
  if (entry.inFlight) return entry.inFlight;
  const generation = ++entry.generation;
  entry.seeded = false;
  publish(entry, { loading: true });
  const settle = (change: Partial<QuerySnapshot<unknown>>) => {
    if (entry.generation !== generation) return;
    entry.inFlight = null;
    publish(entry, { ...change, loading: false });
  };
  entry.inFlight = loader().then(
    (data) => {
      entry.loadedAt = Date.now();
      settle({ data, error: null });
    },
    (error: unknown) => settle({ data: undefined, error: errorMessage(error) }),
  );
  return entry.inFlight;
}

/** The cache key of an API call: its endpoint name and input, so invalidateQueries(name) reaches every input. */
export function apiQueryKey<K extends EndpointName>(name: K, input?: CallInput<K>): string {
  return `${name}:${JSON.stringify(input ?? {})}`;
}

/** Whether a screen showing the key should load it now. */
export function needsLoad(key: string, freshForMs: number): boolean {
  const entry = entryFor(key);
  if (entry.inFlight) return false;
  if (entry.seeded && Date.now() - entry.loadedAt < SEEDED_FRESH_MS) return false;
  if (entry.snapshot.error !== null || entry.snapshot.data === undefined) return true;
  return Date.now() - entry.loadedAt > freshForMs;
}

/** Puts a mutation's answer in the cache (e.g. the order POST /api/orders returned), ending any running load. */
export function seedQuery<T>(key: string, data: T): void {
  const entry = entryFor(key);
  entry.generation += 1;
  entry.inFlight = null;
  entry.loadedAt = Date.now();
  entry.seeded = true;
  publish(entry, { data, error: null, loading: false });
}

/** Changes the cached data of a key (e.g. the order after 'Mark as Paid'); nothing when none is loaded. */
export function updateQuery<T>(key: string, change: (data: T) => T): void {
  const entry = entries.get(key);
  if (!entry || entry.snapshot.data === undefined) return;
  entry.generation += 1;
  entry.inFlight = null;
  publish(entry, { data: change(entry.snapshot.data as T), error: null, loading: false });
}

/**
 * Forgets every key starting with `prefix` (all of them by default: sign-in, sign-out, between
 * tests): data a mutation made out of date (the order list after an order, a list after an admin
 * save) or another account's. A screen still showing such an entry sees it empty and loads it again
 * (use-query.ts) rather than showing the old data meanwhile.
 */
export function invalidateQueries(prefix = ''): void {
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue;
    entry.generation += 1;
    entry.inFlight = null;
    entry.seeded = false;
    entry.loadedAt = 0;
    if (entry.listeners.size === 0) entries.delete(key);
    else publish(entry, EMPTY);
  }
}

export const clearQueryCache = (): void => invalidateQueries();
