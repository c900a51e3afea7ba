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
  type Firestore,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, ORDER_STAFF_DOCS, ORDER_SUBCOLLECTIONS } from '@shared/collections';
import type { OrderStaffDoc } from '@shared/order-staff';
import { orderDoc, userDoc } from '@test-factories';
import {
  ALLOWED,
  DENIED,
  describeAccessMatrix,
  useSeededFirestore,
  type AccessTable,
} from './support/access-matrix.js';
import { ADMIN_UID, contextFor, DEMOTED_ADMIN_UID, OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';
import { firestoreOf } from './support/firestore-env.js';

const OWNER_ORDER_ID = 'order-alice-1';
const ADMIN_EMAIL = 'admin@example.com';

/** The role each account has now, as functions keep it: the rules read it, never the token's claim. */
async function seedAccounts(db: Firestore): Promise<void> {
  await setDoc(doc(db, COLLECTIONS.users, OWNER_UID), userDoc());
  await setDoc(doc(db, COLLECTIONS.users, OTHER_CUSTOMER_UID), userDoc({ name: 'Bob', email: 'bob@example.com' }));
  await setDoc(doc(db, COLLECTIONS.users, ADMIN_UID), userDoc({ name: 'Admin', email: ADMIN_EMAIL, isAdmin: true }));
  // Demoted by the API: the users document says not admin, the token issued before still says admin.
  await setDoc(
    doc(db, COLLECTIONS.users, DEMOTED_ADMIN_UID),
    userDoc({ name: 'Demoted', email: 'demoted@example.com', isAdmin: false }),
  );
}

/** An order as functions store it: roles in its history; the people in staff/actors. */
const shippedOrder = () =>
  orderDoc({
    userId: OWNER_UID,
    isPaid: true,
    paidAt: '2026-11-22T10:05:00.000Z',
    status: 'shipped',
    statusHistory: [
      { status: 'awaitingPayment', at: '2026-11-22T10:00:00.000Z', by: { role: 'customer' }, note: null },
      { status: 'paid', at: '2026-11-22T10:05:00.000Z', by: { role: 'gateway' }, note: null },
      { status: 'packing', at: '2026-11-22T11:00:00.000Z', by: { role: 'admin' }, note: null },
      { status: 'shipped', at: '2026-11-22T12:00:00.000Z', by: { role: 'admin' }, note: 'GHN 123' },
    ],
    shipment: { carrier: 'GHN', trackingNumber: '123' },
  });

const staffActors = (): OrderStaffDoc => ({
  statusBy: {
    '0': { uid: OWNER_UID, email: 'alice@example.com' },
    '2': { uid: ADMIN_UID, email: ADMIN_EMAIL },
    '3': { uid: ADMIN_UID, email: ADMIN_EMAIL },
  },
});

const staffRef = (db: Firestore) =>
  doc(db, COLLECTIONS.orders, OWNER_ORDER_ID, ORDER_SUBCOLLECTIONS.staff, ORDER_STAFF_DOCS.actors);

async function seed(db: Firestore): Promise<void> {
  await seedAccounts(db);
  await setDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID), shippedOrder());
  await setDoc(staffRef(db), staffActors());
  await setDoc(
    doc(db, COLLECTIONS.orders, 'order-bob-1'),
    orderDoc({ userId: OTHER_CUSTOMER_UID, user: { name: 'Bob' } }),
  );
}

const READS_ONLY = { create: DENIED, update: DENIED, delete: DENIED } as const;
const NO_READS = { get: DENIED, list: DENIED, ...READS_ONLY } as const;

// A customer reads their own orders, an admin (by the users document) every order; no client writes one.
describeAccessMatrix('orders/{orderId}', {
  seed,
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.orders, OWNER_ORDER_ID)),
    // The order history's query for the owner's orders.
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
    signedOut: NO_READS,
    owner: { get: ALLOWED, list: ALLOWED, ...READS_ONLY },
    otherCustomer: NO_READS,
    admin: { get: ALLOWED, list: ALLOWED, ...READS_ONLY },
    demotedAdmin: NO_READS,
  } satisfies AccessTable,
});

// Who did what (staff uids and emails): admins only, not the order's own customer.
describeAccessMatrix('orders/{orderId}/staff/actors', {
  seed,
  requests: {
    get: (db) => getDoc(staffRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.orders, OWNER_ORDER_ID, ORDER_SUBCOLLECTIONS.staff)),
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.orders, 'order-bob-1', ORDER_SUBCOLLECTIONS.staff, ORDER_STAFF_DOCS.actors), {
        statusBy: {},
      }),
    update: (db) => updateDoc(staffRef(db), { refundBy: { uid: OWNER_UID, email: 'alice@example.com' } }),
    delete: (db) => deleteDoc(staffRef(db)),
  },
  expected: {
    signedOut: NO_READS,
    owner: NO_READS,
    otherCustomer: NO_READS,
    admin: { get: ALLOWED, list: ALLOWED, ...READS_ONLY },
    demotedAdmin: NO_READS,
  } satisfies AccessTable,
});

describe("a customer's read of their own order", () => {
  const testEnv = useSeededFirestore(seed);

  it('carries no staff email or uid, while the admin reads who did what', async () => {
    const owner = firestoreOf(contextFor(testEnv(), 'owner'));
    const ownOrder = await assertSucceeds(getDoc(doc(owner, COLLECTIONS.orders, OWNER_ORDER_ID)));
    const listed = await assertSucceeds(
      getDocs(query(collection(owner, COLLECTIONS.orders), where('userId', '==', OWNER_UID))),
    );
    for (const data of [ownOrder.data(), ...listed.docs.map((d) => d.data())]) {
      const text = JSON.stringify(data);
      expect(text).not.toContain(ADMIN_EMAIL);
      expect(text).not.toContain(ADMIN_UID);
    }
    expect(ownOrder.get('statusHistory')).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'shipped', by: { role: 'admin' } })]),
    );
    await assertFails(getDoc(staffRef(owner)));

    const admin = firestoreOf(contextFor(testEnv(), 'admin'));
    const staff = await assertSucceeds(getDoc(staffRef(admin)));
    expect(staff.get('statusBy.3')).toEqual({ uid: ADMIN_UID, email: ADMIN_EMAIL });
  });

  it('an admin lists every order, also without naming a customer', async () => {
    const admin = firestoreOf(contextFor(testEnv(), 'admin'));
    const all = await assertSucceeds(getDocs(collection(admin, COLLECTIONS.orders)));
    expect(all.size).toBe(2);
  });

  it('an account with no users document is no admin, whatever its token claims', async () => {
    const stranger = firestoreOf(testEnv().authenticatedContext('no-profile-uid', { admin: true }));
    await assertFails(getDocs(collection(stranger, COLLECTIONS.orders)));
    await assertFails(getDoc(staffRef(stranger)));
  });
});
