import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { productDoc, reviewDoc } from '@test-factories';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';
import { OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';

const PRODUCT_ID = 'product-1';
const REVIEW_ID = 'reviewer-1';
const votesPath = [COLLECTIONS.products, PRODUCT_ID, COLLECTIONS.reviews, REVIEW_ID, COLLECTIONS.helpfulVotes] as const;

// A vote's id is its customer's uid. Votes and the review's helpfulCount change together in the API's
// transaction: a vote written from a client would count nowhere, and reading them would tell who voted.
describeAccessMatrix('products/{productId}/reviews/{uid}/helpfulVotes/{uid}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.products, PRODUCT_ID), productDoc());
    await setDoc(doc(db, COLLECTIONS.products, PRODUCT_ID, COLLECTIONS.reviews, REVIEW_ID), reviewDoc());
    await setDoc(doc(db, ...votesPath, OWNER_UID), { at: '2026-11-27T00:00:00.000Z' });
  },
  requests: {
    get: (db) => getDoc(doc(db, ...votesPath, OWNER_UID)),
    list: (db) => getDocs(collection(db, ...votesPath)),
    create: (db) => setDoc(doc(db, ...votesPath, OTHER_CUSTOMER_UID), { at: '2026-11-27T00:00:00.000Z' }),
    update: (db) => updateDoc(doc(db, ...votesPath, OWNER_UID), { at: '2026-11-28T00:00:00.000Z' }),
    delete: (db) => deleteDoc(doc(db, ...votesPath, OWNER_UID)),
  },
  expected: NO_CLIENT_ACCESS,
});
