/**
 * Firestore transactions with one retry rule added. Under contention production Firestore answers
 * ABORTED, which the SDK retries; the emulator instead closes the losing transaction and answers
 * INVALID_ARGUMENT 'Transaction is invalid or closed', which the SDK passes on (it surfaced as a 500
 * on two concurrent product saves). That case is retried here the same way. Transaction bodies
 * have no effects outside the transaction, so running one again is safe.
 */
import type { Firestore, ReadWriteTransactionOptions, Transaction } from 'firebase-admin/firestore';

const INVALID_ARGUMENT = 3;
const CLOSED_TRANSACTION = /transaction is invalid or closed|transaction has expired/i;
const CLOSED_RETRIES = 5;

const isClosedTransaction = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === INVALID_ARGUMENT && typeof message === 'string' && CLOSED_TRANSACTION.test(message);
};

export async function runTransaction<T>(
  db: Firestore,
  body: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(body, options);
    } catch (error) {
      if (attempt >= CLOSED_RETRIES || !isClosedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt * Math.random()));
    }
  }
}
