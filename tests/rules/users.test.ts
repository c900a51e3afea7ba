import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { userDoc } from '@test-factories';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';
import { ADMIN_UID, DEMOTED_ADMIN_UID, OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';

// Profiles are read through the API (userInfo, the admin screens), which checks the caller's current role:
// no client reads a user document, not even its owner, and not an admin whose role was taken away.
describeAccessMatrix('users/{uid}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.users, OWNER_UID), userDoc());
    await setDoc(
      doc(db, COLLECTIONS.users, ADMIN_UID),
      userDoc({ name: 'Admin', email: 'admin@example.com', isAdmin: true }),
    );
    await setDoc(
      doc(db, COLLECTIONS.users, DEMOTED_ADMIN_UID),
      userDoc({ name: 'Demoted', email: 'demoted@example.com', isAdmin: false }),
    );
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.users, OWNER_UID)),
    list: (db) => getDocs(collection(db, COLLECTIONS.users)),
    // Sign-up goes through the API: no client may create a profile document, not even the other customer its own.
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.users, OTHER_CUSTOMER_UID), userDoc({ name: 'Bob', email: 'bob@example.com' })),
    update: (db) => updateDoc(doc(db, COLLECTIONS.users, OWNER_UID), { name: 'Alice Renamed' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.users, OWNER_UID)),
  },
  expected: NO_CLIENT_ACCESS,
});
