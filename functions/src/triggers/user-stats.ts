/** users created/deleted -> stats/summary.numUsers. */
import type { Firestore } from 'firebase-admin/firestore';
import { summaryStatsDoc } from '../data/collections.js';
import type { UserDoc } from '../shared/entities.js';
import { applyOnce } from './exactly-once.js';
import { readSummaryStats } from './stats-docs.js';
import type { DocumentEvent } from './trigger-event.js';

async function changeUserCount(db: Firestore, eventId: string, delta: 1 | -1) {
  await applyOnce(db, eventId, async (tx) => {
    const summary = await readSummaryStats(tx, db);
    tx.set(summaryStatsDoc(db), { ...summary, numUsers: summary.numUsers + delta });
  });
}

export const handleUserCreated = (db: Firestore, event: DocumentEvent<UserDoc>) => changeUserCount(db, event.id, 1);
export const handleUserDeleted = (db: Firestore, event: DocumentEvent<UserDoc>) => changeUserCount(db, event.id, -1);
