import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS, USER_SUBCOLLECTIONS } from '@shared/collections';
import type { AlertDoc, WishlistDoc } from '@shared/entities/wishlist';
import { OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

// The wishlist is read and written through /api/wishlist only: the hearts and the /wishlist page
// ask the API, which also reads each product as it is now. No client reads it, not even its owner
// (docs/decisions/0099-wishlist.md).
const saved: WishlistDoc = { addedAt: '2026-11-27T02:00:00.000Z' };
const wishlistPath = (uid: string) => [COLLECTIONS.users, uid, USER_SUBCOLLECTIONS.wishlist] as const;

describeAccessMatrix('users/{uid}/wishlist/{productId}', {
  seed: async (db) => {
    await setDoc(doc(db, ...wishlistPath(OWNER_UID), 'laptop-1'), saved);
  },
  requests: {
    get: (db) => getDoc(doc(db, ...wishlistPath(OWNER_UID), 'laptop-1')),
    list: (db) => getDocs(collection(db, ...wishlistPath(OWNER_UID))),
    // Saving a laptop past the limit or a draft would skip the API's checks.
    create: (db) => setDoc(doc(db, ...wishlistPath(OWNER_UID), 'laptop-2'), saved),
    update: (db) => updateDoc(doc(db, ...wishlistPath(OWNER_UID), 'laptop-1'), { addedAt: '2026-11-28T00:00:00Z' }),
    delete: (db) => deleteDoc(doc(db, ...wishlistPath(OWNER_UID), 'laptop-1')),
  },
  expected: NO_CLIENT_ACCESS,
});

const alert = (userId: string): AlertDoc => ({
  userId,
  productId: 'laptop-1',
  type: 'restock',
  status: 'active',
  createdAt: '2026-11-27T02:00:00.000Z',
});

// Restock alerts name the customer and are turned into emails by the product trigger: functions only.
describeAccessMatrix('alerts/{alertId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.alerts, `${OWNER_UID}_laptop-1`), alert(OWNER_UID));
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.alerts, `${OWNER_UID}_laptop-1`)),
    list: (db) => getDocs(collection(db, COLLECTIONS.alerts)),
    // An alert written by a client could make the shop email any address on a restock.
    create: (db) => setDoc(doc(db, COLLECTIONS.alerts, `${OTHER_CUSTOMER_UID}_laptop-1`), alert(OTHER_CUSTOMER_UID)),
    update: (db) => updateDoc(doc(db, COLLECTIONS.alerts, `${OWNER_UID}_laptop-1`), { status: 'sent' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.alerts, `${OWNER_UID}_laptop-1`)),
  },
  expected: NO_CLIENT_ACCESS,
});
