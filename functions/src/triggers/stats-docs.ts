/** Reading the stats documents inside a transaction, with zeros for documents not yet written. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { categoryStatsDoc, salesStatsDoc, summaryStatsDoc } from '../data/collections.js';
import type { CategoryStatsDoc, SalesStatsDoc, SummaryStatsDoc } from '../shared/stats.js';

export async function readSummaryStats(tx: Transaction, db: Firestore): Promise<SummaryStatsDoc> {
  const doc = (await tx.get(summaryStatsDoc(db))).data();
  return { numUsers: doc?.numUsers ?? 0, numOrders: doc?.numOrders ?? 0, totalSales: doc?.totalSales ?? 0 };
}

export async function readSalesStats(tx: Transaction, db: Firestore): Promise<SalesStatsDoc> {
  return { days: (await tx.get(salesStatsDoc(db))).data()?.days ?? {} };
}

export async function readCategoryStats(tx: Transaction, db: Firestore): Promise<CategoryStatsDoc> {
  return { counts: (await tx.get(categoryStatsDoc(db))).data()?.counts ?? {} };
}

/** Adds `delta` to a counter map, dropping keys that reach zero so the dashboard shows no empty entries. */
export function addToCounter(counts: Record<string, number>, key: string, delta: number, round = (n: number) => n) {
  const next = round((counts[key] ?? 0) + delta);
  const result = { ...counts };
  if (Math.abs(next) < 1e-9) delete result[key];
  else result[key] = next;
  return result;
}
