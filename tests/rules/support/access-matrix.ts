/**
 * Table-driven access tests: one named test per (actor, operation) cell, each asserting the
 * outcome the table states. Tables list every cell explicitly so a file reads as the policy.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentSnapshot, Firestore, QuerySnapshot } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTOR_LABELS, ACTORS, contextFor, type Actor } from './actors.js';
import { createFirestoreTestEnv, firestoreOf } from './firestore-env.js';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const ALLOWED = 'allowed';
export const DENIED = 'denied';
export type Outcome = typeof ALLOWED | typeof DENIED;

export type AccessTable = Record<Actor, Record<Operation, Outcome>>;

const NOTHING: Record<Operation, Outcome> = {
  get: DENIED,
  list: DENIED,
  create: DENIED,
  update: DENIED,
  delete: DENIED,
};

/** A collection only functions (Admin SDK) read and write: no client, admin included, touches it. */
export const NO_CLIENT_ACCESS: AccessTable = {
  signedOut: NOTHING,
  owner: NOTHING,
  otherCustomer: NOTHING,
  admin: NOTHING,
  demotedAdmin: NOTHING,
};

/** The request each operation makes; reads target seeded data so an allowed read must return it. */
export interface MatrixRequests {
  get: (db: Firestore) => Promise<DocumentSnapshot>;
  list: (db: Firestore) => Promise<QuerySnapshot>;
  create: (db: Firestore) => Promise<unknown>;
  update: (db: Firestore) => Promise<unknown>;
  delete: (db: Firestore) => Promise<unknown>;
}

export interface AccessMatrix {
  /** Writes the data every cell starts from (rules disabled). */
  seed: (db: Firestore) => Promise<void>;
  requests: MatrixRequests;
  expected: AccessTable;
}

/** A Firestore test environment for a describe block: fresh data seeded before each test. */
export function useSeededFirestore(seed: (db: Firestore) => Promise<void>): () => RulesTestEnvironment {
  let testEnv: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    testEnv = await createFirestoreTestEnv();
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });
  beforeEach(async () => {
    const env = current();
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => seed(firestoreOf(context)));
  });
  function current(): RulesTestEnvironment {
    if (!testEnv) throw new Error('The rules test environment is not initialised yet');
    return testEnv;
  }
  return current;
}

export function describeAccessMatrix(title: string, matrix: AccessMatrix): void {
  describe(title, () => {
    const testEnv = useSeededFirestore(matrix.seed);

    for (const actor of ACTORS) {
      for (const operation of OPERATIONS) {
        const outcome = matrix.expected[actor][operation];
        const verb = outcome === ALLOWED ? 'may' : 'may not';
        it(`${ACTOR_LABELS[actor]} ${verb} ${operation}`, async () => {
          const db = firestoreOf(contextFor(testEnv(), actor));
          await expectOutcome(operation, matrix.requests, db, outcome);
        });
      }
    }
  });
}

async function expectOutcome(
  operation: Operation,
  requests: MatrixRequests,
  db: Firestore,
  outcome: Outcome,
): Promise<void> {
  if (outcome === DENIED) {
    await assertFails(requests[operation](db));
    return;
  }
  if (operation === 'get') {
    const snapshot = await assertSucceeds(requests.get(db));
    expect(snapshot.exists()).toBe(true);
  } else if (operation === 'list') {
    const snapshot = await assertSucceeds(requests.list(db));
    expect(snapshot.size).toBeGreaterThan(0);
  } else {
    await assertSucceeds(requests[operation](db));
  }
}
