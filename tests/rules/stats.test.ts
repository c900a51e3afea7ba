import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS, STATS_DOCS } from '@shared/collections';
import { categoryStatsDoc, salesStatsDoc, summaryStatsDoc } from '@test-factories';
import { ALLOWED, DENIED, describeAccessMatrix } from './support/access-matrix.js';

// Nobody owns the aggregates: "owner" and "another customer" are both plain customers here.
describeAccessMatrix('stats/{docId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary), summaryStatsDoc());
    await setDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.sales), salesStatsDoc());
  },
  requests: {
    get: (db) => getDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary)),
    list: (db) => getDocs(collection(db, COLLECTIONS.stats)),
    create: (db) => setDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.categories), categoryStatsDoc()),
    update: (db) => updateDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary), { totalSales: 0 }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary)),
  },
  expected: {
    signedOut: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    owner: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    otherCustomer: { get: DENIED, list: DENIED, create: DENIED, update: DENIED, delete: DENIED },
    admin: { get: ALLOWED, list: ALLOWED, create: DENIED, update: DENIED, delete: DENIED },
  },
});
