/** The Firebase app and the Firestore (lite) client the catalogue screens read from. */
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { env } from '../config/env';

export const firebaseApp = initializeApp(env.firebase);

/**
 * The lite client: the shop reads documents once per screen and needs no realtime listeners,
 * so it skips the full SDK's weight on the first load.
 */
export const firestore = getFirestore(firebaseApp);
if (env.useEmulators) {
  connectFirestoreEmulator(firestore, window.location.hostname, env.emulatorPorts.firestore);
}
