import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { orderDoc } from '@test-factories';
import { ALLOWED, DENIED, describeAccessMatrix } from './support/access-matrix.js';
import { OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';

const OWNER_ORDER_ID = 'order-alice-1';

describeAccessMatrix('orders/{orderId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID), orderDoc({ userId: OWNER_UID }));
    await setDoc(
      doc(db, COLLECTIONS.orders, 'order-bob-1'),
      orderDoc({ userId: OTHER_CUSTOMER_UID, user: { name: 'Bob' } }),
    );
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID)),
    // The order history screen's query for the owner's orders (index: userId ASC, createdAt DESC).
    list: (db) =>
      getDocs(
        query(collection(db, COLLECTIONS.orders), where('userId', '==', OWNER_UID), orderBy('createdAt', 'desc')),
      ),
    create: (db) => addDoc(collection(db, COLLECTIONS.orders), orderDoc({ userId: OWNER_UID })),
    update: (db) =>
      updateDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID), { isPaid: true, paidAt: new Date().toISOString() }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID)),
  },
  expected: {
    signedOut: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    owner: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    otherCustomer: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    admin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
  },
});
