import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runTransaction } from './run-transaction.js';

/** A Firestore whose runTransaction fails with the given errors first, then runs the body. */
function flakyDb(failures: unknown[]) {
  let calls = 0;
  const db = {
    runTransaction: async (body: (tx: unknown) => Promise<unknown>) => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return body({});
    },
  } as unknown as Firestore;
  return { db, calls: () => calls };
}

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

describe('runTransaction', () => {
  it("runs again a transaction the emulator closed under contention ('invalid or closed')", async () => {
    const { db, calls } = flakyDb([closed, closed]);
    await expect(runTransaction(db, async () => 'saved')).resolves.toBe('saved');
    expect(calls()).toBe(3);
  });

  it('passes any other error on at once', async () => {
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 });
    const { db, calls } = flakyDb([other]);
    await expect(runTransaction(db, async () => 'saved')).rejects.toBe(other);
    expect(calls()).toBe(1);
  });

  it('gives up after 5 closed transactions', async () => {
    const { db, calls } = flakyDb(Array.from({ length: 6 }, () => closed));
    await expect(runTransaction(db, async () => 'saved')).rejects.toBe(closed);
    expect(calls()).toBe(5);
  });
});
