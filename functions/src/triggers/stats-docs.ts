/** Reading the category counts inside a transaction, empty before they are written; and the counter maps' arithmetic. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { categoryStatsDoc } from '../data/collections.js';
import type { CategoryStatsDoc } from '../shared/stats.js';

export async function readCategoryStats(tx: Transaction, db: Firestore): Promise<CategoryStatsDoc> {
  return { counts: (await tx.get(categoryStatsDoc(db))).data()?.counts ?? {} };
}

/**
 * Adds `delta` to a counter map, dropping keys that reach zero so the dashboard shows no empty
 * entries. Only own keys count and the result is built from entries, so a key such as
 * `constructor` or `toString` is a counter like any other, not Object.prototype's member.
 */
export function addToCounter(counts: Record<string, number>, key: string, delta: number, round = (n: number) => n) {
  const next = round((Object.hasOwn(counts, key) ? (counts[key] ?? 0) : 0) + delta);
  const others = Object.entries(counts).filter(([other]) => other !== key);
  return Object.fromEntries(Math.abs(next) < 1e-9 ? others : [...others, [key, next]]) as Record<string, number>;
}
