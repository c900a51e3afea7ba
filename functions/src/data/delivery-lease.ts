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
  delivery: { state: string; attempts: number; nextAttemptAt?: string; leaseId?: string };
}

export interface Claimed<T> {
  doc: T;
  /** This attempt's number, counted by the claim. */
  attempts: number;
  leaseId: string;
}

export interface ClaimRule {
  now: number;
  /** The attempts a document gets; after the last one it is never claimed again. */
  maxAttempts: number;
  leaseMs: number;
  /** States after which nothing is sent again (SUCCESS, and what a sender adds, such as NOT_SENT). */
  finalStates?: readonly string[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Whether a queued document may be sent now: new (PENDING), or a retry or a lapsed lease whose
 * `nextAttemptAt` has come, short of the last attempt and of a final state.
 */
function isDue({ delivery }: LeasedDocument, rule: ClaimRule): boolean {
  const { state, nextAttemptAt, attempts } = delivery;
  if ((rule.finalStates ?? ['SUCCESS']).includes(state) || attempts >= rule.maxAttempts) return false;
  if (state === 'PENDING') return true;
  return nextAttemptAt !== undefined && nextAttemptAt <= iso(rule.now);
}

/**
 * Claims `ref` when it is due (isDue) for `rule.leaseMs`; null when another sender has it, it is
 * done, or it is not due.
 */
export async function claimWithLease<T extends LeasedDocument>(
  db: Firestore,
  ref: DocumentReference,
  rule: ClaimRule,
): Promise<Claimed<T> | null> {
  const leaseId = randomUUID();
  return runTransaction(db, async (tx) => {
    const doc = (await tx.get(ref)).data() as T | undefined;
    if (!doc || !isDue(doc, rule)) return null;
    const attempts = doc.delivery.attempts + 1;
    tx.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.leaseId': leaseId,
      'delivery.nextAttemptAt': iso(rule.now + rule.leaseMs),
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
