/**
 * The full Firestore SDK, for live listeners (onSnapshot): the order screens show a payment, a
 * shipment or a cancellation as it happens. Only the routes that read orders import this module
 * (dynamically, through features/orders/order-reads.ts), so the catalogue's routes keep the lite
 * client of firebase-app.ts and the home route's budget (docs/decisions/0028-orders-read-from-firestore.md).
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

// The SDK's functions the order reads use, from this module only: importing them anywhere else would
// put the SDK on that route's first visit.
export { collection, doc, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './firebase-app';

/**
 * The same Firebase app as the Auth session (lib/firebase-auth.ts), so the rules see the signed-in
 * user: a customer reads their own orders, an admin every order.
 */
export const liveFirestore = getFirestore(firebaseApp);
if (env.useEmulators) connectFirestoreEmulator(liveFirestore, window.location.hostname, env.emulatorPorts.firestore);
