import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

// A SKU's reservation says which product sells it; product saves write it in their transaction. A
// client that could write one could block a SKU or steal it from the product that sells it.
describeAccessMatrix('skus/{sku}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.skus, 'AIR-8-256'), { productId: 'p1', sku: 'AIR-8-256' });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.skus, 'AIR-8-256')),
    list: (db) => getDocs(collection(db, COLLECTIONS.skus)),
    create: (db) => setDoc(doc(db, COLLECTIONS.skus, 'AIR-16-512'), { productId: 'p2', sku: 'AIR-16-512' }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.skus, 'AIR-8-256'), { productId: 'p2' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.skus, 'AIR-8-256')),
  },
  expected: NO_CLIENT_ACCESS,
});
