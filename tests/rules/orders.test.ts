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
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';
import { OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';

const OWNER_ORDER_ID = 'order-alice-1';

// Orders are read through the API (order history, order page, admin list): no client query reaches them.
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
    // The query an order history would make for the owner's orders.
    list: (db) =>
      getDocs(
        query(collection(db, COLLECTIONS.orders), where('userId', '==', OWNER_UID), orderBy('createdAt', 'desc')),
      ),
    create: (db) => addDoc(collection(db, COLLECTIONS.orders), orderDoc({ userId: OWNER_UID })),
    update: (db) =>
      updateDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID), { isPaid: true, paidAt: new Date().toISOString() }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID)),
  },
  expected: NO_CLIENT_ACCESS,
});
