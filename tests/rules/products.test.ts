import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { COLLECTIONS } from '../../functions/src/shared/collections.js';
import { ALLOWED, DENIED, describeAccessMatrix } from './helpers/access-matrix.js';
import { productDoc } from './helpers/factories.js';

const PRODUCT_ID = 'product-1';

// No customer owns a product: "owner" and "another customer" are both plain customers here.
describeAccessMatrix('products/{productId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.products, PRODUCT_ID), productDoc());
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.products, PRODUCT_ID)),
    // As the shop queries: naming the published status.
    list: (db) => getDocs(query(collection(db, COLLECTIONS.products), where('status', '==', 'published'))),
    create: (db) => setDoc(doc(db, COLLECTIONS.products, 'product-2'), productDoc({ slug: 'macbook-air' })),
    update: (db) => updateDoc(doc(db, COLLECTIONS.products, PRODUCT_ID), { countInStock: 99 }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.products, PRODUCT_ID)),
  },
  expected: {
    signedOut: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    owner: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    otherCustomer: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    admin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
  },
});

// Issue 15: a draft is for admins only, and a query that does not rule drafts out is refused.
describeAccessMatrix('products/{productId} (draft)', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.products, PRODUCT_ID), productDoc({ status: 'draft' }));
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.products, PRODUCT_ID)),
    list: (db) => getDocs(collection(db, COLLECTIONS.products)),
    create: (db) => setDoc(doc(db, COLLECTIONS.products, 'product-2'), productDoc({ status: 'draft' })),
    update: (db) => updateDoc(doc(db, COLLECTIONS.products, PRODUCT_ID), { status: 'published' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.products, PRODUCT_ID)),
  },
  expected: {
    signedOut: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    owner: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    otherCustomer: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    admin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
  },
});
