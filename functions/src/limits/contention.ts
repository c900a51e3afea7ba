/**
 * Retries a Firestore transaction that lost to a concurrent one. Under contention production
 * answers ABORTED, and the SDK gives up on "Transaction lock timeout" ("not classified as
 * transient"); the emulator may instead close the losing transaction (INVALID_ARGUMENT, see
 * data/run-transaction.ts). Both mean "run it again", never "answer 500".
 */
const ABORTED = 10;
const INVALID_ARGUMENT = 3;
const CLOSED_TRANSACTION = /transaction is invalid or closed|transaction has expired/i;
/** The SDK's own give-up after its retries of ABORTED transactions (no status code attached). */
const SDK_RETRIES_SPENT = /exceeded maximum number of retries allowed/i;

export function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === ABORTED) return true;
  if (typeof message === 'string' && SDK_RETRIES_SPENT.test(message)) return true;
  return code === INVALID_ARGUMENT && typeof message === 'string' && CLOSED_TRANSACTION.test(message);
}

export interface RetryOptions {
  attempts: number;
  /** First back-off in ms; doubled per attempt, with full jitter. */
  baseDelayMs: number;
}

export async function retryContention<T>(task: () => Promise<T>, { attempts, baseDelayMs }: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !isContention(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** attempt * Math.random()));
    }
  }
}

/** What a store call that outlived its deadline rejects with. */
export class StoreDeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'StoreDeadlineError';
  }
}

/**
 * The work's answer, or a StoreDeadlineError once `ms` have passed. The work itself is not
 * cancelled (Firestore transactions cannot be): a late commit only counts a point more, which a
 * limiter may do, and the caller stops waiting for it.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StoreDeadlineError(what, ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
