/**
 * Deletes order lookup records a day old (docs/decisions/0105-order-lookup-codes.md): a code lasts
 * 5 minutes, and a void one is kept only so its pair stays refused until a new code is asked.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { orderLookupsCol } from './collections.js';

export const LOOKUP_RECORD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PAGE = 400;

/** Deletes every record created more than LOOKUP_RECORD_LIFETIME_MS before `now`; answers how many. */
export async function deleteOldOrderLookups(db: Firestore, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LOOKUP_RECORD_LIFETIME_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const page = await orderLookupsCol(db).where('createdAt', '<', before).limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
