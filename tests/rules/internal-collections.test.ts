import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS, LOCK_DOCS } from '@shared/collections';
import { paymentAttemptDoc, paymentReconciliationDoc, processedEventDoc, searchIndexShardDoc } from '@test-factories';
import { OWNER_UID } from './support/actors.js';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

describeAccessMatrix('searchIndex/{shard}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.searchIndex, '0'), searchIndexShardDoc());
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.searchIndex, '0')),
    list: (db) => getDocs(collection(db, COLLECTIONS.searchIndex)),
    create: (db) => setDoc(doc(db, COLLECTIONS.searchIndex, '1'), searchIndexShardDoc()),
    update: (db) => updateDoc(doc(db, COLLECTIONS.searchIndex, '0'), { rows: {} }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.searchIndex, '0')),
  },
  expected: NO_CLIENT_ACCESS,
});

describeAccessMatrix('processedEvents/{eventId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.processedEvents, 'event-1'), processedEventDoc());
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.processedEvents, 'event-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.processedEvents)),
    // A client marking an event as processed would make a trigger skip it.
    create: (db) => setDoc(doc(db, COLLECTIONS.processedEvents, 'event-2'), processedEventDoc()),
    update: (db) =>
      updateDoc(doc(db, COLLECTIONS.processedEvents, 'event-1'), { processedAt: new Date().toISOString() }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.processedEvents, 'event-1')),
  },
  expected: NO_CLIENT_ACCESS,
});

// A payment attempt's status decides what a gateway notification may do: a client that could
// write one could make its own notification look expected (docs/decisions/0014-payments.md).
describeAccessMatrix('payments/{reference}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.payments, 'order-1-1'), paymentAttemptDoc({ userId: OWNER_UID }));
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.payments, 'order-1-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.payments)),
    create: (db) => setDoc(doc(db, COLLECTIONS.payments, 'order-1-2'), paymentAttemptDoc()),
    update: (db) => updateDoc(doc(db, COLLECTIONS.payments, 'order-1-1'), { status: 'paid' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.payments, 'order-1-1')),
  },
  expected: NO_CLIENT_ACCESS,
});

// Role changes write this lock in their transaction (docs/decisions/0005-roles-custom-claims.md): a client
// that could write it could only stall them, but no client has a reason to touch it.
describeAccessMatrix('locks/{lockId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.locks, LOCK_DOCS.adminRoles), { version: 1 });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.locks, LOCK_DOCS.adminRoles)),
    list: (db) => getDocs(collection(db, COLLECTIONS.locks)),
    create: (db) => setDoc(doc(db, COLLECTIONS.locks, 'another'), { version: 1 }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.locks, LOCK_DOCS.adminRoles), { version: 2 }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.locks, LOCK_DOCS.adminRoles)),
  },
  expected: NO_CLIENT_ACCESS,
});

// A client that could write one could hide a refund the shop owes, or mark one refunded without the
// audited endpoint; admins use GET/PUT /api/payments/reconciliations (docs/decisions/0014-payments.md).
describeAccessMatrix('paymentReconciliations/{reference}', {
  seed: async (db) => {
    await setDoc(
      doc(db, COLLECTIONS.paymentReconciliations, 'order-1-1'),
      paymentReconciliationDoc({ userId: OWNER_UID }),
    );
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.paymentReconciliations, 'order-1-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.paymentReconciliations)),
    create: (db) => setDoc(doc(db, COLLECTIONS.paymentReconciliations, 'order-1-2'), paymentReconciliationDoc()),
    update: (db) => updateDoc(doc(db, COLLECTIONS.paymentReconciliations, 'order-1-1'), { state: 'refunded' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.paymentReconciliations, 'order-1-1')),
  },
  expected: NO_CLIENT_ACCESS,
});

// Which order an Idempotency-Key placed: a client that could write one could make a replay answer
// another order.
describeAccessMatrix('orderKeys/{key}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.orderKeys, 'key-1'), {
      userId: OWNER_UID,
      orderId: 'o1',
      createdAt: '2026-01-01',
    });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.orderKeys, 'key-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.orderKeys)),
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.orderKeys, 'key-2'), { userId: OWNER_UID, orderId: 'o2', createdAt: '2026-01-01' }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.orderKeys, 'key-1'), { orderId: 'o3' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.orderKeys, 'key-1')),
  },
  expected: NO_CLIENT_ACCESS,
});

// Queued emails hold password-reset and verification links for other people's accounts, and a
// client that could create one could send any text from the shop's address (docs/decisions/0021-email-and-accounts.md).
describeAccessMatrix('mail/{mailId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.mail, 'mail-1'), {
      to: 'lan@example.com',
      message: { subject: 'Reset your password', text: 'link', html: '<p>link</p>' },
      delivery: { state: 'PENDING', attempts: 0 },
    });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.mail, 'mail-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.mail)),
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.mail, 'mail-2'), {
        to: 'victim@example.com',
        message: { subject: 'Your order', text: 'Pay here: https://evil.example', html: '' },
      }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.mail, 'mail-1'), { 'delivery.state': 'SUCCESS' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.mail, 'mail-1')),
  },
  expected: NO_CLIENT_ACCESS,
});
