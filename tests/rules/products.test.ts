import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { productDoc } from '@test-factories';
import { ALLOWED, DENIED, describeAccessMatrix, useSeededFirestore } from './support/access-matrix.js';
import { contextFor } from './support/actors.js';
import { firestoreOf } from './support/firestore-env.js';

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
    demotedAdmin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
  },
});

// A draft is for no client: admins preview and edit it through the API, which checks their current
// role, so a demoted admin's unexpired token shows them nothing. A query that does not rule drafts out is refused.
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
    admin: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    demotedAdmin: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
  },
});

// The honest cart re-reads its products with one query by ids (web/src/features/cart/fetch-cart-products.ts).
describe("the cart's query by product ids", () => {
  const testEnv = useSeededFirestore(async (db) => {
    await setDoc(doc(db, COLLECTIONS.products, 'on-sale-1'), productDoc());
    await setDoc(doc(db, COLLECTIONS.products, 'on-sale-2'), productDoc({ slug: 'macbook-air' }));
    await setDoc(doc(db, COLLECTIONS.products, 'a-draft'), productDoc({ slug: 'draft', status: 'draft' }));
  });
  const cartQuery = (db: Firestore, ids: string[]) =>
    getDocs(
      query(collection(db, COLLECTIONS.products), where('status', '==', 'published'), where('__name__', 'in', ids)),
    );

  it('answers a visitor the published products it names', async () => {
    const db = firestoreOf(contextFor(testEnv(), 'signedOut'));
    const snapshot = await assertSucceeds(cartQuery(db, ['on-sale-1', 'on-sale-2']));
    expect(snapshot.docs.map((found) => found.id).sort()).toEqual(['on-sale-1', 'on-sale-2']);
  });

  // Rules judge a query by ids as a read of each document: one that is a draft, or gone, refuses it all.
  it('is refused as a whole when it names a draft or a deleted product, so the cart reads each alone', async () => {
    const db = firestoreOf(contextFor(testEnv(), 'owner'));
    await assertFails(cartQuery(db, ['on-sale-1', 'a-draft']));
    await assertFails(cartQuery(db, ['on-sale-1', 'deleted-since']));
    await assertSucceeds(getDoc(doc(db, COLLECTIONS.products, 'on-sale-1')));
    await assertFails(getDoc(doc(db, COLLECTIONS.products, 'a-draft')));
    await assertFails(getDoc(doc(db, COLLECTIONS.products, 'deleted-since')));
  });
});
