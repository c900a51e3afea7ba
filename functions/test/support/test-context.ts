/**
 * The API under test, in-process, against the emulators. Firestore is a named database
 * ('api-tests', see TEST_DATABASE): the dev stack's data stays untouched and the running functions emulator's
 * triggers (registered on the default database) never fire for it. Auth is shared with the dev
 * stack (the emulator has one user pool per project), so every test user has a unique email.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { ApiContext } from '../../src/api/context.js';
import { createApp, type AppOptions } from '../../src/api/app.js';
import { DEMO_PAYMENT_SETTINGS } from '../../src/payments/payment-settings.js';
import { DEMO_CARRIER_SETTINGS } from '../../src/shipping/carrier-settings.js';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../../local-stack.mjs';

export { PROJECT_ID };
/**
 * vitest 4 ignores `fileParallelism: false` inside a project, so files may run side by side:
 * each worker gets its own database ('api-tests' for the first) and clears it per file.
 */
const poolId = process.env.VITEST_POOL_ID ?? '1';
export const TEST_DATABASE = poolId === '1' ? 'api-tests' : `api-tests-${poolId}`;
const APP_NAME = 'api-tests';

const adminApp = getApps().find((app) => app.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);

export const db = getFirestore(adminApp, TEST_DATABASE);
/** The origin the account emails' links name in the API suites. */
export const TEST_SHOP_ORIGIN = 'https://shop.example';
export const auth = getAuth(adminApp);
/** What signs the alert emails' unsubscribe links in the API suites. */
export const TEST_ALERT_SECRET = 'test-alert-unsubscribe-secret';

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? EMULATOR_HOSTS.auth;
const firestoreHost = () => process.env.FIRESTORE_EMULATOR_HOST ?? EMULATOR_HOSTS.firestore;

export const ctx: ApiContext = {
  db,
  auth,
  storage: null,
  identityToolkit: () => ({
    baseUrl: `http://${authHost()}/identitytoolkit.googleapis.com/v1`,
    apiKey: 'test-api-key',
  }),
  payments: () => DEMO_PAYMENT_SETTINGS,
  shopOrigin: () => TEST_SHOP_ORIGIN,
  alertTokenSecret: () => TEST_ALERT_SECRET,
  carriers: () => DEMO_CARRIER_SETTINGS,
};

export const testApp = (options: AppOptions = {}) => createApp(ctx, options);

/** Empties the 'api-tests' database (emulator-only endpoint). */
export async function clearDatabase(): Promise<void> {
  const url = `http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/${TEST_DATABASE}/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear ${TEST_DATABASE}: ${response.status}`);
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@api-tests.example.com`;
