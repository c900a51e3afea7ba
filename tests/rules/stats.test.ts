import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS, STATS_DOCS } from '@shared/collections';
import { categoryStatsDoc, salesStatsDoc, summaryStatsDoc } from '@test-factories';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

// The dashboard reads the aggregates through the API (dashboardSummary), which checks the caller's current role.
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
  expected: NO_CLIENT_ACCESS,
});
