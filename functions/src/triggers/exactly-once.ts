/**
 * Firestore triggers are delivered at least once. Each handler applies its change in a transaction
 * that also records the event id, so a redelivered event finds its id and changes nothing.
 */
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { runTransaction } from '../data/run-transaction.js';

/** Redeliveries come within minutes; a TTL policy on `expireAt` may drop older markers. */
const MARKER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Stats documents are shared by every event of a kind; bursts (a seed, a sale) contend on them. */
const TRANSACTION_ATTEMPTS = 25;

/**
 * Runs `apply` at most once per event id. `apply` must do all its reads before its first write
 * (a Firestore transaction rule); the marker is written last. Resolves false for a redelivery.
 */
export async function applyOnce(
  db: Firestore,
  eventId: string,
  apply: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  const marker = db.collection(COLLECTIONS.processedEvents).doc(eventId);
  return runTransaction(
    db,
    async (tx) => {
      if ((await tx.get(marker)).exists) return false;
      await apply(tx);
      const now = Date.now();
      tx.create(marker, {
        processedAt: new Date(now).toISOString(),
        expireAt: Timestamp.fromMillis(now + MARKER_LIFETIME_MS),
      });
      return true;
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}
