import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

// Zalo messages (docs/decisions/0111-zalo-zns-messages.md): functions only. A client that could write
// a message would make the shop send its Official Account's texts to any phone; one that could read the
// token document would send as the shop. The phones' opt-ins are consents (tests/rules/consents.test.ts).
const message = {
  channel: 'zalo',
  to: '+84912345678',
  template: 'otp',
  data: { otp: '123456' },
  trackingId: 'm-1',
  createdAt: '2026-11-27T00:00:00.000Z',
  delivery: { state: 'PENDING', attempts: 0, error: null, msgId: null },
};
const tokens = {
  accessToken: 'access',
  refreshToken: 'refresh',
  accessExpiresAt: '2026-11-28T00:00:00.000Z',
  refreshedAt: '2026-11-27T00:00:00.000Z',
};

const matrix = (name: string, collectionName: string, seeded: Record<string, unknown>, field: string) =>
  describeAccessMatrix(`${name}/{id}`, {
    seed: async (db) => {
      await setDoc(doc(db, collectionName, 'doc-1'), seeded);
    },
    requests: {
      get: (db) => getDoc(doc(db, collectionName, 'doc-1')),
      list: (db) => getDocs(collection(db, collectionName)),
      create: (db) => setDoc(doc(db, collectionName, 'doc-2'), seeded),
      update: (db) => updateDoc(doc(db, collectionName, 'doc-1'), { [field]: seeded[field] }),
      delete: (db) => deleteDoc(doc(db, collectionName, 'doc-1')),
    },
    expected: NO_CLIENT_ACCESS,
  });

matrix('messages', COLLECTIONS.messages, message, 'to');
matrix('zaloTokens', COLLECTIONS.zaloTokens, tokens, 'accessToken');
