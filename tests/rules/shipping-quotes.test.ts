/** The carriers' cached quotes are the functions' alone: a client reading them learns nothing useful, writing one would set a fee. */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

const quote = {
  carrier: 'ghn',
  service: 'Hàng nhẹ',
  fee: 29_500,
  expectedDeliveryAt: '2026-11-28T16:59:59.000Z',
  quotedAt: '2026-11-27T08:00:00.000Z',
};

describeAccessMatrix('shippingQuotes/{key}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.shippingQuotes, 'key-1'), quote);
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.shippingQuotes, 'key-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.shippingQuotes)),
    create: (db) => setDoc(doc(db, COLLECTIONS.shippingQuotes, 'key-2'), { ...quote, fee: 0 }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.shippingQuotes, 'key-1'), { fee: 0 }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.shippingQuotes, 'key-1')),
  },
  expected: NO_CLIENT_ACCESS,
});
