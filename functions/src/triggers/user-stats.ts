/**
 * users created/deleted -> stats/summary.numUsers, by an increment that reads nothing but the
 * event's exactly-once marker: a burst of sign-ups then never contends on the summary document the
 * order events write too (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { summaryStatsDoc } from '../data/collections.js';
import type { UserDoc } from '../shared/entities/account.js';
import { applyOnce } from './exactly-once.js';
import type { DocumentEvent } from './trigger-event.js';

async function changeUserCount(db: Firestore, eventId: string, delta: 1 | -1) {
  await applyOnce(db, eventId, async (tx) => {
    // A plain reference: the typed converter does not take a FieldValue transform.
    tx.set(summaryStatsDoc(db).withConverter(null), { numUsers: FieldValue.increment(delta) }, { merge: true });
  });
}

export const handleUserCreated = (db: Firestore, event: DocumentEvent<UserDoc>) => changeUserCount(db, event.id, 1);
export const handleUserDeleted = (db: Firestore, event: DocumentEvent<UserDoc>) => changeUserCount(db, event.id, -1);
