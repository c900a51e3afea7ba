import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

const entry = () => ({
  action: 'product.update',
  actor: { uid: 'admin', email: 'admin@example.com' },
  target: { id: 'p1', label: 'Laptop' },
  changes: { price: { before: 1, after: 2 } },
  at: '2026-11-22T10:00:00.000Z',
});

// Admins read the audit log through the API; functions write it in their transactions. No client touches it.
describeAccessMatrix('auditLog/{entryId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.auditLog, 'e1'), entry());
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.auditLog, 'e1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.auditLog)),
    create: (db) => setDoc(doc(db, COLLECTIONS.auditLog, 'e2'), entry()),
    update: (db) => updateDoc(doc(db, COLLECTIONS.auditLog, 'e1'), { at: 'forged' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.auditLog, 'e1')),
  },
  expected: NO_CLIENT_ACCESS,
});
