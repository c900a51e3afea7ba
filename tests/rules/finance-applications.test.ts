/**
 * A finance company's application (name, phone, CCCD, consent) is the functions' alone: no client,
 * not even the order's customer or an admin, reads or writes it directly.
 */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

const application = {
  orderId: 'order-1',
  fullName: 'Nguyễn Văn A',
  phone: '+84912345678',
  nationalId: '079203001234',
  termMonths: 12,
  downPaymentPercent: 20,
  consent: { givenAt: '2026-11-27T08:00:00.000Z', textVersion: '2026-11-27' },
  createdAt: '2026-11-27T08:00:00.000Z',
  decidedAt: null,
  eraseAfter: null,
};

describeAccessMatrix('financeApplications/{orderId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.financeApplications, 'order-1'), application);
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.financeApplications, 'order-1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.financeApplications)),
    create: (db) => setDoc(doc(db, COLLECTIONS.financeApplications, 'order-2'), { ...application, orderId: 'order-2' }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.financeApplications, 'order-1'), { nationalId: '000000000000' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.financeApplications, 'order-1')),
  },
  expected: NO_CLIENT_ACCESS,
});
