/**
 * Firebase Auth session, loaded on demand (sign-in, sign-out, authenticated API calls) so that
 * shoppers who only browse never download it. The session refreshes ID tokens by itself.
 */
import { connectAuthEmulator, getAuth, signInWithCustomToken, signOut } from 'firebase/auth';
import { env } from '@/config/env';
import { firebaseApp } from './firebase-app';

const auth = getAuth(firebaseApp);
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
