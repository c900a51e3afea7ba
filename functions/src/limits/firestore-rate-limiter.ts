/**
 * A rate-limiter-flexible store on Firestore, so every function instance shares one count per key
 * (an in-memory limiter would give each instance, and each cold start, a fresh allowance).
 * The library does the limiting logic; this class only stores `{ points, expire }` per key, with
 * the read-modify-write of a consume done in a transaction so concurrent attempts are all counted.
 * Keys are hashed: they hold emails and IP addresses, which need not sit in Firestore in clear.
 *
 * A burst never answers 500 (docs/decisions/0013-abuse-limits.md): writes for one key are queued
 * inside the instance and a transaction that still loses to another instance is retried; when the
 * store keeps failing or stays late, consume rejects with the error and the caller refuses with 429
 * (docs/decisions/0030-limits-hold-or-refuse.md): no instance counts on its own.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { COLLECTIONS } from '../shared/collections.js';
import { KeyedQueue } from './keyed-queue.js';
import { retryContention, withDeadline } from './contention.js';
import { STORE_DEADLINE_MS, type LimiterOptions } from './limiter-options.js';

/** Enough retries to outlast a few instances' bursts on one key, short enough for a sign-in to wait. */
const CONTENTION_RETRY = { attempts: 4, baseDelayMs: 25 };

interface StoredWindow {
  points: number;
  /** Epoch ms when the window ends; null for keys that never expire (duration 0). */
  expire: number | null;
}

interface RateLimitDoc {
  points: number;
  expire: number | null;
  /** For a Firestore TTL policy that purges finished windows. */
  expireAt: Timestamp | null;
}

export class FirestoreRateLimiter extends RateLimiterStoreAbstract {
  private readonly db: Firestore;
  private readonly now: () => number;
  private readonly queue = new KeyedQueue();
  private readonly deadlineMs: number;

  constructor({ db, now = Date.now, deadlineMs = STORE_DEADLINE_MS, ...options }: LimiterOptions) {
    // No insurance limiter: a store that is late or failing makes consume reject with its Error,
    // and the caller refuses (search-counter.ts), rather than each instance counting on its own.
    super({ ...options, storeClient: db });
    this.db = db;
    this.now = now;
    this.deadlineMs = deadlineMs;
  }

  private withinDeadline<T>(work: Promise<T>): Promise<T> {
    return withDeadline(work, this.deadlineMs, 'The rate-limit store');
  }

  private docFor(rlKey: string) {
    const id = createHash('sha256').update(rlKey).digest('hex');
    return this.db.collection(COLLECTIONS.rateLimits).doc(id);
  }

  private static live(doc: Partial<RateLimitDoc> | undefined, now: number): StoredWindow | null {
    if (!doc || typeof doc.points !== 'number') return null;
    const expire = doc.expire ?? null;
    if (expire !== null && expire <= now) return null;
    return { points: doc.points, expire };
  }

  // The methods below are the store contract of RateLimiterStoreAbstract (called by consume, penalty, get, delete).

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoredWindow): RateLimiterRes {
    const isFirstInDuration = changedPoints === result.points;
    const consumedPoints = isFirstInDuration ? changedPoints : result.points;
    return new RateLimiterRes(
      Math.max(this.points - consumedPoints, 0),
      result.expire === null ? -1 : Math.max(result.expire - this.now(), 0),
      consumedPoints,
      isFirstInDuration,
    );
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<StoredWindow> {
    const ref = this.docFor(rlKey);
    const transaction = () =>
      this.db.runTransaction(async (tx) => {
        const now = this.now();
        const current = forceExpire ? null : FirestoreRateLimiter.live((await tx.get(ref)).data(), now);
        const next: StoredWindow = current
          ? { points: current.points + points, expire: current.expire }
          : { points, expire: msDuration > 0 ? now + msDuration : null };
        const doc: RateLimitDoc = {
          ...next,
          expireAt: next.expire === null ? null : Timestamp.fromMillis(next.expire),
        };
        tx.set(ref, doc);
        return next;
      });
    return this.withinDeadline(this.queue.run(rlKey, () => retryContention(transaction, CONTENTION_RETRY)));
  }

  async _get(rlKey: string): Promise<StoredWindow | null> {
    const snapshot = await this.withinDeadline(this.docFor(rlKey).get());
    return FirestoreRateLimiter.live(snapshot.data(), this.now());
  }

  async _delete(rlKey: string): Promise<boolean> {
    const ref = this.docFor(rlKey);
    return this.withinDeadline(
      this.queue.run(rlKey, async () => {
        const existed = (await ref.get()).exists;
        await ref.delete();
        return existed;
      }),
    );
  }
}
