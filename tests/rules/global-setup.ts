/**
 * Vitest global setup for the `rules` project: loads firestore.rules once per run. Loading resets the
 * emulator's coverage report, so scripts/test/check-rules-coverage.mjs then sees exactly this run's evaluations
 * (test files load rules themselves only when the emulator holds different ones).
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { firestoreEmulator, readFirestoreRules, RULES_PROJECT_ID } from './support/firestore-env.js';

export default async function loadRulesOnce(): Promise<void> {
  const testEnv = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...firestoreEmulator, rules: readFirestoreRules() },
  });
  await testEnv.cleanup();
}
