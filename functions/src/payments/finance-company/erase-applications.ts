/**
 * The sweep's erasure of finance applications (docs/decisions/0110-finance-company-applications.md):
 * an application is deleted financeDataRetentionDays after its decision. Staff's decisions date it
 * when they are made; an application whose order was cancelled or timed out is dated here, by the
 * order's cancel, the first sweep after it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol } from '../../data/collections.js';
import { currentStatus } from '../../shared/order-status.js';
import { daysAfter, financeApplicationsCol } from './application-store.js';

/** How many applications one sweep looks at of each kind; the next sweep takes the rest. */
const ERASE_BATCH = 200;

/** Erases the applications past their retention; answers how many this sweep erased. */
export async function eraseFinanceApplications(db: Firestore, retentionDays: number, now: Date): Promise<number> {
  const col = financeApplicationsCol(db);
  const nowIso = now.toISOString();
  const [due, undated] = await Promise.all([
    col.where('eraseAfter', '<=', nowIso).limit(ERASE_BATCH).get(),
    col.where('eraseAfter', '==', null).limit(ERASE_BATCH).get(),
  ]);
  let erased = 0;
  for (const doc of due.docs) {
    await doc.ref.delete();
    erased += 1;
  }
  for (const doc of undated.docs) {
    const order = (await ordersCol(db).doc(doc.id).get()).data();
    if (order && currentStatus(order) === 'awaitingApproval') continue;
    // A deleted order's application has nothing left to decide: its retention runs from now.
    const decidedAt = order?.finance?.decidedAt ?? order?.cancelledAt ?? nowIso;
    const eraseAfter = daysAfter(decidedAt, retentionDays);
    if (eraseAfter <= nowIso) {
      await doc.ref.delete();
      erased += 1;
    } else {
      await doc.ref.update({ decidedAt, eraseAfter });
    }
  }
  return erased;
}
