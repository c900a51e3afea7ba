import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { orderDoc } from '@test-factories';
import { describeAccessMatrix, NO_CLIENT_ACCESS, useSeededFirestore } from './support/access-matrix.js';
import { contextFor, OWNER_UID } from './support/actors.js';
import { firestoreOf } from './support/firestore-env.js';

// A guest order its buyer claimed (docs/decisions/0112-claiming-guest-orders.md) has their account
// as userId: the existing rules let its new owner read it like any own order, and nobody else.
const CLAIMED_ORDER_ID = 'claimed-order-1';
const claimedOrder = () =>
  orderDoc({
    userId: OWNER_UID,
    guest: { name: 'Nguyễn Văn An', phone: '+84912345678', email: 'an@example.com', zaloOptIn: false },
    claimedAt: '2026-11-27T10:00:00.000Z',
  });

describe('orders/{orderId} claimed by its buyer', () => {
  const testEnv = useSeededFirestore(async (db) => {
    await setDoc(doc(db, COLLECTIONS.orders, CLAIMED_ORDER_ID), claimedOrder());
  });

  it('is read by its new owner, alone and in their list', async () => {
    const db = firestoreOf(contextFor(testEnv(), 'owner'));
    await assertSucceeds(getDoc(doc(db, COLLECTIONS.orders, CLAIMED_ORDER_ID)));
    await assertSucceeds(getDocs(query(collection(db, COLLECTIONS.orders), where('userId', '==', OWNER_UID))));
  });

  it.each(['signedOut', 'otherCustomer'] as const)('is not read by %s', async (actor) => {
    const db = firestoreOf(contextFor(testEnv(), actor));
    await assertFails(getDoc(doc(db, COLLECTIONS.orders, CLAIMED_ORDER_ID)));
  });

  it('is not claimed by a client write', async () => {
    const db = firestoreOf(contextFor(testEnv(), 'otherCustomer'));
    await assertFails(updateDoc(doc(db, COLLECTIONS.orders, CLAIMED_ORDER_ID), { userId: 'bob-uid' }));
  });
});

// Phone verification's one-time codes: functions only. A client that could write one would verify
// any phone and claim its guest orders.
const verification = {
  phone: '+84912345678',
  codeHash: 'a'.repeat(64),
  expiresAt: '2026-11-27T00:05:00.000Z',
  wrongTries: 0,
  createdAt: '2026-11-27T00:00:00.000Z',
};

describeAccessMatrix('phoneVerifications/{uid}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.phoneVerifications, OWNER_UID), verification);
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.phoneVerifications, OWNER_UID)),
    list: (db) => getDocs(collection(db, COLLECTIONS.phoneVerifications)),
    create: (db) => setDoc(doc(db, COLLECTIONS.phoneVerifications, 'bob-uid'), verification),
    update: (db) => updateDoc(doc(db, COLLECTIONS.phoneVerifications, OWNER_UID), { wrongTries: 0 }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.phoneVerifications, OWNER_UID)),
  },
  expected: NO_CLIENT_ACCESS,
});
