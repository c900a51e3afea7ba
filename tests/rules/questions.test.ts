import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { questionDoc } from '@test-factories';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';
import { OWNER_UID } from './support/actors.js';

// Questions are read through the API and the server-rendered page only (answered ones, without the
// asker's uid): no client reads one directly, not even its asker or an admin, and none writes one
// (an answered status or an answer written by a client would publish it).
describeAccessMatrix('questions/{questionId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.questions, 'answered-1'), questionDoc({ askerUid: OWNER_UID }));
    await setDoc(
      doc(db, COLLECTIONS.questions, 'pending-1'),
      questionDoc({ askerUid: OWNER_UID, status: 'pending', answer: null, firstAnsweredAt: null }),
    );
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.questions, 'answered-1')),
    list: (db) => getDocs(query(collection(db, COLLECTIONS.questions), where('productId', '==', 'product-1'))),
    create: (db) =>
      setDoc(
        doc(db, COLLECTIONS.questions, 'new-1'),
        questionDoc({ askerUid: OWNER_UID, status: 'pending', answer: null, firstAnsweredAt: null }),
      ),
    update: (db) =>
      updateDoc(doc(db, COLLECTIONS.questions, 'pending-1'), {
        status: 'answered',
        answer: { text: 'Yes', at: new Date().toISOString() },
      }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.questions, 'answered-1')),
  },
  expected: NO_CLIENT_ACCESS,
});
