import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS, LOCK_DOCS, USER_SUBCOLLECTIONS } from '@shared/collections';
import {
  paymentAttemptDoc,
  paymentReconciliationDoc,
  processedEventDoc,
  searchIndexShardDoc,
  vietnameseAddress,
} from '@test-factories';
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

// A client that could write a code's owner could make a transfer pay another order, and one that
// could write a notification record could make the webhook skip a payment
// (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
describeAccessMatrix('bankTransferCodes/{code}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.bankTransferCodes, 'LSABCDE'), {
      orderId: 'order-1',
      createdAt: '2026-11-24T00:00:00.000Z',
    });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.bankTransferCodes, 'LSABCDE')),
    list: (db) => getDocs(collection(db, COLLECTIONS.bankTransferCodes)),
    create: (db) => setDoc(doc(db, COLLECTIONS.bankTransferCodes, 'LSFGHJK'), { orderId: 'order-2', createdAt: '' }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.bankTransferCodes, 'LSABCDE'), { orderId: 'order-2' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.bankTransferCodes, 'LSABCDE')),
  },
  expected: NO_CLIENT_ACCESS,
});

describeAccessMatrix('bankNotifications/{id}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.bankNotifications, '92704'), { outcome: 'paid', orderId: 'order-1' });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.bankNotifications, '92704')),
    list: (db) => getDocs(collection(db, COLLECTIONS.bankNotifications)),
    create: (db) => setDoc(doc(db, COLLECTIONS.bankNotifications, '92705'), { outcome: 'paid', orderId: null }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.bankNotifications, '92704'), { outcome: 'reconciled' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.bankNotifications, '92704')),
  },
  expected: NO_CLIENT_ACCESS,
});

// A customer's address book holds their phone and home address: it is read and written through
// /api/addresses only, which checks the owner (docs/decisions/0023-vietnamese-addresses-phone-invoices.md),
// so not even its owner reads it straight from the client.
const savedAddress = () => ({
  address: vietnameseAddress(),
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const ownerAddresses = [COLLECTIONS.users, OWNER_UID, USER_SUBCOLLECTIONS.addresses] as const;
describeAccessMatrix('users/{uid}/addresses/{id}', {
  seed: async (db) => {
    await setDoc(doc(db, ...ownerAddresses, 'home'), savedAddress());
  },
  requests: {
    get: (db) => getDoc(doc(db, ...ownerAddresses, 'home')),
    list: (db) => getDocs(collection(db, ...ownerAddresses)),
    create: (db) => setDoc(doc(db, ...ownerAddresses, 'office'), savedAddress()),
    update: (db) => updateDoc(doc(db, ...ownerAddresses, 'home'), { isDefault: false }),
    delete: (db) => deleteDoc(doc(db, ...ownerAddresses, 'home')),
  },
  expected: NO_CLIENT_ACCESS,
});

// A voucher's use count and limits decide discounts: only the functions read and write them
// (docs/decisions/0026-shop-settings-and-vouchers.md).
describeAccessMatrix('vouchers/{code} and its uses', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.vouchers, 'TET2027'), { code: 'TET2027', used: 0, maxUses: 1 });
    await setDoc(doc(db, COLLECTIONS.vouchers, 'TET2027', COLLECTIONS.voucherUses, OWNER_UID), { count: 1 });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.vouchers, 'TET2027')),
    list: (db) => getDocs(collection(db, COLLECTIONS.vouchers)),
    create: (db) => setDoc(doc(db, COLLECTIONS.vouchers, 'FREE100'), { code: 'FREE100', used: 0, maxUses: null }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.vouchers, 'TET2027'), { used: 0, maxUses: null }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.vouchers, 'TET2027', COLLECTIONS.voucherUses, OWNER_UID)),
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

// The server's purchase events: hashed contact details and the consent that decided them (ADR 0117).
describeAccessMatrix('analyticsPurchases/{orderId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.analyticsPurchases, 'o1'), { orderId: 'o1', ga4: null, meta: null });
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.analyticsPurchases, 'o1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.analyticsPurchases)),
    // A client writing one would make the shop report a purchase nobody made.
    create: (db) => setDoc(doc(db, COLLECTIONS.analyticsPurchases, 'o2'), { orderId: 'o2', ga4: null, meta: null }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.analyticsPurchases, 'o1'), { ga4: null }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.analyticsPurchases, 'o1')),
  },
  expected: NO_CLIENT_ACCESS,
});
