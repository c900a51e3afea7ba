/**
 * What every Firestore-backed limiter is built from, and how long it may wait for its store: the
 * slot limiter (small budgets, exact under any burst) and the counter store behind the search
 * count (one document per key). Both refuse when the store is late or failing, never count in
 * memory instead (docs/decisions/0030-limits-hold-or-refuse.md).
 */
import type { Firestore } from 'firebase-admin/firestore';

/**
 * How long a request waits for the store, every round, queue and retry included, before the limit
 * refuses: a request stuck behind other instances' writes would otherwise hold until the function
 * times out. A sign-in takes at most three store calls, so it still answers well inside 60 s.
 */
export const STORE_DEADLINE_MS = 5_000;

/** Retry-After when a limit refused because its store failed or answered late: it usually recovers within seconds. */
export const STORE_FAILURE_RETRY_AFTER_MS = 10_000;

export interface LimiterOptions {
  db: Firestore;
  /** Keeps each limit's keys apart in the shared collection. */
  keyPrefix: string;
  points: number;
  /** Seconds a point is held. */
  duration: number;
  /** The clock windows are measured with (tests move it instead of waiting). */
  now?: () => number;
  /** See STORE_DEADLINE_MS; tests shorten it. */
  deadlineMs?: number;
}
