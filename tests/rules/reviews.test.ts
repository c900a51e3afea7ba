import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { productDoc, reviewDoc } from '@test-factories';
import { ALLOWED, DENIED, describeAccessMatrix } from './support/access-matrix.js';
import { OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';

const PRODUCT_ID = 'product-1';
const reviewsPath = [COLLECTIONS.products, PRODUCT_ID, COLLECTIONS.reviews] as const;

// A review's id is its author's uid, so the owner is the customer who wrote the seeded review.
describeAccessMatrix('products/{productId}/reviews/{uid}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.products, PRODUCT_ID), productDoc());
    await setDoc(doc(db, ...reviewsPath, OWNER_UID), reviewDoc());
  },
  requests: {
    get: (db) => getDoc(doc(db, ...reviewsPath, OWNER_UID)),
    list: (db) => getDocs(collection(db, ...reviewsPath)),
    // The other customer's review does not exist yet: creating it is what "write a review" would be.
    create: (db) => setDoc(doc(db, ...reviewsPath, OTHER_CUSTOMER_UID), reviewDoc({ name: 'Bob', rating: 1 })),
    update: (db) => updateDoc(doc(db, ...reviewsPath, OWNER_UID), { rating: 1 }),
    delete: (db) => deleteDoc(doc(db, ...reviewsPath, OWNER_UID)),
  },
  expected: {
    signedOut: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    owner: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    otherCustomer: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    admin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
    demotedAdmin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
  },
});
