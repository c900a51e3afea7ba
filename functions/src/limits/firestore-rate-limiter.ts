/**
 * A rate-limiter-flexible store on Firestore, so every function instance shares one count per key
 * (an in-memory limiter would give each instance, and each cold start, a fresh allowance).
 * The library does the limiting logic; this class only stores `{ points, expire }` per key, with
 * the read-modify-write of a consume done in a transaction so concurrent attempts are all counted.
 * Keys are hashed: they hold emails and IP addresses, which need not sit in Firestore in clear.
 *
 * A burst never answers 500 (docs/decisions/0013-abuse-limits.md): writes for one key are queued
 * inside the instance, a transaction that still loses to another instance is retried, and when the
 * store keeps failing the library's insurance limiter (in memory, same points and duration) counts
 * instead, so the limit still holds on this instance rather than the request failing.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { COLLECTIONS } from '../shared/collections.js';
import { KeyedQueue } from './keyed-queue.js';
import { retryContention, withDeadline } from './contention.js';

/** Enough retries to outlast a few instances' bursts on one key, short enough for a sign-in to wait. */
const CONTENTION_RETRY = { attempts: 4, baseDelayMs: 25 };

/**
 * How long a request waits for the store, queue included, before the insurance limiter answers:
 * a transaction stuck behind other instances' locks (each SDK attempt may wait for the lock, and
 * the SDK retries) would otherwise hold the request until the function times out. A sign-in takes
 * at most three store calls, so it still answers well inside the function's 60 s.
 */
export const STORE_DEADLINE_MS = 5_000;

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

export interface FirestoreRateLimiterOptions {
  db: Firestore;
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  /** The clock windows are measured with (tests move it instead of waiting). */
  now?: () => number;
  /** See STORE_DEADLINE_MS; tests shorten it. */
  deadlineMs?: number;
}

export class FirestoreRateLimiter extends RateLimiterStoreAbstract {
  private readonly db: Firestore;
  private readonly now: () => number;
  private readonly queue = new KeyedQueue();
  private readonly deadlineMs: number;

  constructor({ db, now = Date.now, deadlineMs = STORE_DEADLINE_MS, ...options }: FirestoreRateLimiterOptions) {
    super({
      ...options,
      storeClient: db,
      insuranceLimiter: new RateLimiterMemory({
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.duration,
      }),
    });
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
