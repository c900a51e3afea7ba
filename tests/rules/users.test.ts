import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { userDoc } from '@test-factories';
import { ALLOWED, DENIED, describeAccessMatrix } from './support/access-matrix.js';
import { ADMIN_UID, OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';

describeAccessMatrix('users/{uid}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.users, OWNER_UID), userDoc());
    await setDoc(
      doc(db, COLLECTIONS.users, ADMIN_UID),
      userDoc({ name: 'Admin', email: 'admin@example.com', isAdmin: true }),
    );
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.users, OWNER_UID)),
    // The whole collection: only an admin may see every user.
    list: (db) => getDocs(collection(db, COLLECTIONS.users)),
    // Sign-up goes through the API: no client may create a profile document, not even the other customer its own.
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.users, OTHER_CUSTOMER_UID), userDoc({ name: 'Bob', email: 'bob@example.com' })),
    update: (db) => updateDoc(doc(db, COLLECTIONS.users, OWNER_UID), { name: 'Alice Renamed' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.users, OWNER_UID)),
  },
  expected: {
    signedOut: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    owner: { get: ALLOWED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    otherCustomer: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    admin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
  },
});
