/**
 * Consents are the functions' alone: a browser records and reads its choice through /api/consents,
 * and a phone's Zalo opt-in is recorded by the checkout and the profile's switch, so no client, not
 * even the account the choice names or an admin, reads or writes one directly.
 */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

const consent = {
  anonId: 'Q2hvc2VuQnlUaGVCcm93c2Vy',
  uid: 'owner',
  purposes: { necessary: true, analytics: true, marketing: false },
  version: '1',
  at: '2026-11-27T08:00:00.000Z',
};

/** A phone's Zalo opt-in, as the checkout box records it. */
const zaloConsent = {
  anonId: null,
  uid: null,
  purposes: { necessary: true, analytics: false, marketing: false, zaloMessages: true },
  version: 'checkout-zalo-2026-11',
  at: '2026-11-27T08:00:00.000Z',
  phone: '+84912345678',
  channel: 'zalo',
  granted: true,
  textVersion: 'checkout-zalo-2026-11',
  source: 'checkout',
};

const matrix = (name: string, seeded: typeof consent | typeof zaloConsent) =>
  describeAccessMatrix(name, {
    seed: async (db) => {
      await setDoc(doc(db, COLLECTIONS.consents, 'consent-1'), seeded);
    },
    requests: {
      get: (db) => getDoc(doc(db, COLLECTIONS.consents, 'consent-1')),
      list: (db) => getDocs(collection(db, COLLECTIONS.consents)),
      create: (db) => setDoc(doc(db, COLLECTIONS.consents, 'consent-2'), { ...seeded, at: '2026-11-27T09:00:00.000Z' }),
      update: (db) =>
        updateDoc(doc(db, COLLECTIONS.consents, 'consent-1'), { purposes: { ...seeded.purposes, marketing: true } }),
      delete: (db) => deleteDoc(doc(db, COLLECTIONS.consents, 'consent-1')),
    },
    expected: NO_CLIENT_ACCESS,
  });

matrix('consents/{consentId}', consent);
matrix('consents/{consentId} (a Zalo opt-in)', zaloConsent);
