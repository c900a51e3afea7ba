/**
 * Firebase Auth session, loaded on demand (sign-in, sign-out, authenticated API calls) so that
 * shoppers who only browse never download it. The session refreshes ID tokens by itself.
 */
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCustomToken,
  signOut,
} from 'firebase/auth';
import { env } from '@/config/env';
import { firebaseApp } from './firebase-app';

/**
 * The persistences getAuth would choose, and no popup/redirect resolver: getAuth's browser build
 * adds one, which loads Google's script (apis.google.com/js/api.js) for sign-in popups the shop never
 * opens, and the pages' Content-Security-Policy refuses it on every signed-in page
 * (docs/decisions/0031-admin-actions-that-cannot-slip.md). Sessions start from a custom token.
 */
export const AUTH_PERSISTENCE = [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence];

const auth = initializeAuth(firebaseApp, { persistence: AUTH_PERSISTENCE });
if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${window.location.hostname}:${env.emulatorPorts.auth}`, { disableWarnings: true });
}

export async function openSession(customToken: string): Promise<void> {
  await signInWithCustomToken(auth, customToken);
}

export async function closeSession(): Promise<void> {
  await signOut(auth);
}

/** A fresh ID token of the signed-in user, or null when the SDK holds no session. */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}
