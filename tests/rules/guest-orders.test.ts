import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { orderDoc } from '@test-factories';
import { describeAccessMatrix, NO_CLIENT_ACCESS, useSeededFirestore } from './support/access-matrix.js';
import { ACTORS, contextFor } from './support/actors.js';
import { firestoreOf } from './support/firestore-env.js';

// A guest order has no account (userId null): no client reads it from Firestore, its buyer included.
// The buyer reads it through the API with the order's token (docs/decisions/0104-guest-checkout.md).
const GUEST_ORDER_ID = 'guest-order-1';
const guestOrder = () =>
  orderDoc({
    userId: null,
    guest: { name: 'Nguyễn Văn An', phone: '+84912345678', email: null, zaloOptIn: false },
  });

describe('orders/{orderId} placed without an account', () => {
  const testEnv = useSeededFirestore(async (db) => {
    await setDoc(doc(db, COLLECTIONS.orders, GUEST_ORDER_ID), guestOrder());
  });

  it.each(ACTORS.filter((actor) => actor !== 'admin'))('is not read by %s', async (actor) => {
    const db = firestoreOf(contextFor(testEnv(), actor));
    await assertFails(getDoc(doc(db, COLLECTIONS.orders, GUEST_ORDER_ID)));
    await assertFails(getDocs(query(collection(db, COLLECTIONS.orders), where('userId', '==', null))));
  });
});

// The hashes of the tokens that open guest orders: functions only.
describeAccessMatrix('orderTokens/{hash}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.orderTokens, 'hash-1'), {
      orderId: GUEST_ORDER_ID,
      expiresAt: '2026-11-28T00:00:00.000Z',
      createdAt: '2026-11-27T00:00:00.000Z',
    });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.orderTokens, 'hash-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.orderTokens)),
    // A token written by a client would open any order.
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.orderTokens, 'hash-2'), {
        orderId: 'any-order',
        expiresAt: '2099-01-01T00:00:00.000Z',
        createdAt: '2026-11-27T00:00:00.000Z',
      }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.orderTokens, 'hash-1'), { expiresAt: '2099-01-01T00:00:00.000Z' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.orderTokens, 'hash-1')),
  },
  expected: NO_CLIENT_ACCESS,
});
