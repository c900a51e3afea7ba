import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { EMULATOR_HOSTS, RULES_PROJECT_ID } from '../../../local-stack.mjs';
import { emulatorHost } from './emulator-host.js';

// Its own project (local-stack.mjs), whose coverage report scripts/test/check-rules-coverage.mjs reads.
export { RULES_PROJECT_ID };

const FIRESTORE_RULES_PATH = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

export const firestoreEmulator = emulatorHost(process.env.FIRESTORE_EMULATOR_HOST, EMULATOR_HOSTS.firestore);

// Denied requests are the point of most tests; the SDK would log each one as a warning.
setLogLevel('silent');

export function readFirestoreRules(): string {
  return readFileSync(FIRESTORE_RULES_PATH, 'utf8');
}

/**
 * The rules the emulator currently holds for the project, read from its coverage report
 * (the emulator has no other endpoint that returns them); null when none are loaded.
 */
async function loadedFirestoreRules(): Promise<string | null> {
  const { host, port } = firestoreEmulator;
  const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`);
  if (!response.ok) return null;
  const report = (await response.json()) as { rules?: { files?: { content?: string }[] } };
  return report.rules?.files?.[0]?.content ?? null;
}

/**
 * Loading rules resets the emulator's coverage report, so each test file loads them only when the emulator
 * holds different ones: the report then covers every file of the run. tests/rules/global-setup.ts, as the
 * project's globalSetup, loads them once at the start of each run so the report starts empty.
 */
export async function createFirestoreTestEnv(): Promise<RulesTestEnvironment> {
  const rules = readFirestoreRules();
  const needsLoad = (await loadedFirestoreRules()) !== rules;
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: needsLoad ? { ...firestoreEmulator, rules } : { ...firestoreEmulator },
  });
}

/** The context's Firestore as the modular API's type; the compat instance it returns works with modular calls. */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}
