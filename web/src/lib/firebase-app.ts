/** The Firebase app and the Firestore (lite) client the catalogue screens read from. */
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { env } from '@/config/env';

export const firebaseApp = initializeApp(env.firebase);

/**
 * The lite client: the shop reads documents once per screen and needs no realtime listeners,
 * so it skips the full SDK's weight on the first load.
 */
export const firestore = getFirestore(firebaseApp);
if (env.useEmulators) {
  // The server renderer (entry-server.tsx) loads this module too; it never reads through it.
  const host = typeof window === 'undefined' ? '127.0.0.1' : window.location.hostname;
  connectFirestoreEmulator(firestore, host, env.emulatorPorts.firestore);
}
