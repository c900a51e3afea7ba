import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

// Order lookup's one-time codes (docs/decisions/0105-order-lookup-codes.md): functions only. A
// client that could write one would open any order; one that could read them would learn which
// pairs name an order.
const lookup = {
  orderId: 'guest-order-1',
  codeHash: 'a'.repeat(64),
  expiresAt: '2026-11-27T00:05:00.000Z',
  wrongTries: 0,
  createdAt: '2026-11-27T00:00:00.000Z',
};

describeAccessMatrix('orderLookups/{pairKey}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.orderLookups, 'pair-1'), lookup);
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.orderLookups, 'pair-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.orderLookups)),
    create: (db) => setDoc(doc(db, COLLECTIONS.orderLookups, 'pair-2'), lookup),
    update: (db) => updateDoc(doc(db, COLLECTIONS.orderLookups, 'pair-1'), { wrongTries: 0 }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.orderLookups, 'pair-1')),
  },
  expected: NO_CLIENT_ACCESS,
});
