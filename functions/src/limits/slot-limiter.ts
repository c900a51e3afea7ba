/**
 * A limit that holds exactly under bursts from many instances, or refuses
 * (docs/decisions/0030-limits-hold-or-refuse.md). A key's budget of N points is N slot documents,
 * `rateLimits/{hash(key)}-{1..N}`; taking a point is taking a free slot with one conditional
 * write: `create()` for a slot never taken, an update preconditioned on the slot's last update
 * time for one whose window has passed. A slot can be taken once whoever races for it, so a
 * burst over any number of instances gets exactly N, and no write ever waits on another's lock
 * (the counter document, read and rewritten in a transaction per point, let a burst time out
 * and fall back to each instance's own count).
 *
 * Each slot holds its point for `duration` from when it was taken: at most N points in any
 * `duration`, and Retry-After is when the oldest slot frees. The store failing or answering late
 * rejects with LimitStoreFailure; callers refuse (429), never let the request through.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { withDeadline } from './contention.js';
import { STORE_DEADLINE_MS, type LimiterOptions } from './limiter-options.js';

/**
 * Rounds of "read the slots, try the free ones" before refusing: a round is lost only when other
 * requests took every slot it saw free, so a few rounds mean the budget is being spent right now.
 */
const MAX_ROUNDS = 5;

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
/** Another request took (or gave back) the slot between our read and our write. */
const lostRace = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ALREADY_EXISTS || code === FAILED_PRECONDITION || code === NOT_FOUND;
};

/** The store did not answer, answered an error, or stayed contended: the caller must refuse. */
export class LimitStoreFailure extends Error {
  constructor(cause: unknown) {
    super(`The limit store failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'LimitStoreFailure';
  }
}

interface SlotDoc {
  /** Epoch ms when the slot frees. */
  expire: number;
  /** For the Firestore TTL policy on rateLimits.expireAt that removes old slots. */
  expireAt: Timestamp;
}

/** A point taken: give it back with `release` (a correct password, a request refused further on). */
export interface TakenSlot {
  ref: DocumentReference;
  writeTime: Timestamp;
}

export type SlotTake = { allowed: true; slot: TakenSlot } | { allowed: false; msBeforeNext: number };

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export class SlotLimiter {
  readonly points: number;
  private readonly db: Firestore;
  private readonly keyPrefix: string;
  private readonly durationMs: number;
  private readonly now: () => number;
  private readonly deadlineMs: number;

  constructor({ db, keyPrefix, points, duration, now = Date.now, deadlineMs = STORE_DEADLINE_MS }: LimiterOptions) {
    this.db = db;
    this.keyPrefix = keyPrefix;
    this.points = points;
    this.durationMs = duration * 1000;
    this.now = now;
    this.deadlineMs = deadlineMs;
  }

  /** Keys hold emails and addresses: only their hash is stored. */
  private slotRefs(key: string): DocumentReference[] {
    const hash = createHash('sha256').update(`${this.keyPrefix}:${key}`).digest('hex');
    const col = this.db.collection(COLLECTIONS.rateLimits);
    return Array.from({ length: this.points }, (_, i) => col.doc(`${hash}-${i + 1}`));
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await withDeadline(work(), this.deadlineMs, 'The limit store');
    } catch (error) {
      throw error instanceof LimitStoreFailure ? error : new LimitStoreFailure(error);
    }
  }

  private expireOf(snapshot: DocumentSnapshot): number | null {
    if (!snapshot.exists) return null;
    const expire = (snapshot.data() as Partial<SlotDoc>).expire;
    return typeof expire === 'number' ? expire : null;
  }

  /** Takes one point for `key`, or says how long until one frees; rejects with LimitStoreFailure. */
  take(key: string): Promise<SlotTake> {
    return this.guarded(async () => {
      const refs = this.slotRefs(key);
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const snapshots = await this.db.getAll(...refs);
        const now = this.now();
        const free = shuffled(
          snapshots.filter((snapshot) => {
            const expire = this.expireOf(snapshot);
            return expire === null || expire <= now;
          }),
        );
        if (free.length === 0) {
          const soonest = Math.min(...snapshots.map((snapshot) => this.expireOf(snapshot) ?? now));
          return { allowed: false, msBeforeNext: Math.max(soonest - now, 1) };
        }
        for (const snapshot of free) {
          const expire = now + this.durationMs;
          const doc: SlotDoc = { expire, expireAt: Timestamp.fromMillis(expire) };
          try {
            const { writeTime } = snapshot.exists
              ? await snapshot.ref.update({ ...doc }, { lastUpdateTime: snapshot.updateTime! })
              : await snapshot.ref.create(doc);
            return { allowed: true, slot: { ref: snapshot.ref, writeTime } };
          } catch (error) {
            if (!lostRace(error)) throw error;
          }
        }
      }
      throw new LimitStoreFailure('every free slot was taken by others, round after round');
    });
  }

  /** Gives a taken point back, unless its slot has since expired and been taken again. */
  release(slot: TakenSlot): Promise<void> {
    return this.guarded(async () => {
      try {
        await slot.ref.delete({ lastUpdateTime: slot.writeTime });
      } catch (error) {
        if (!lostRace(error)) throw error;
      }
    });
  }

  /** Frees every point of `key` (a correct password clears the account's failures). */
  clear(key: string): Promise<void> {
    return this.guarded(async () => {
      const batch = this.db.batch();
      for (const ref of this.slotRefs(key)) batch.delete(ref);
      await batch.commit();
    });
  }
}
