/**
 * The claim and the lease the queued senders go through (mail/send-mail.ts, messages/send-message.ts,
 * analytics/send-purchase.ts): one sender's transaction moves a queued document to PROCESSING under
 * its own lease, and its outcome is recorded only while that lease is still the document's, so a
 * sender whose lease ran out and was claimed again by another never overwrites the newer outcome.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { runTransaction } from './run-transaction.js';

/** What the claim reads and writes of a queued document's `delivery`. */
export interface LeasedDocument {
  delivery: { attempts: number; leaseId?: string };
}

export interface Claimed<T> {
  doc: T;
  /** This attempt's number, counted by the claim. */
  attempts: number;
  leaseId: string;
}

/**
 * Claims `ref` when `claimable` says it may be sent now; null when another sender has it, it is
 * done, or it is not due. `leaseUntil` is read inside the transaction, as the lease's end.
 */
export async function claimWithLease<T extends LeasedDocument>(
  db: Firestore,
  ref: DocumentReference,
  claimable: (doc: T) => boolean,
  leaseUntil: () => string,
): Promise<Claimed<T> | null> {
  const leaseId = randomUUID();
  return runTransaction(db, async (tx) => {
    const doc = (await tx.get(ref)).data() as T | undefined;
    if (!doc || !claimable(doc)) return null;
    const attempts = doc.delivery.attempts + 1;
    tx.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.leaseId': leaseId,
      'delivery.nextAttemptAt': leaseUntil(),
    });
    return { doc, attempts, leaseId };
  });
}

/** Runs `record` in a transaction only while `leaseId` still holds `ref`. */
export async function recordUnderLease(
  db: Firestore,
  ref: DocumentReference,
  leaseId: string,
  record: (tx: Transaction) => void | Promise<void>,
): Promise<void> {
  await runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data() as LeasedDocument | undefined;
    // Our lease ran out and another sender claimed it: its outcome is the one to keep.
    if (current?.delivery.leaseId !== leaseId) return;
    await record(tx);
  });
}
