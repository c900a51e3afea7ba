/**
 * GET /api/orders/summary from the three stats documents the triggers maintain: a fixed number of
 * reads however many orders, users and products exist. The triggers add money with increments
 * (triggers/order-stats.ts), so amounts are rounded to the đồng's cents here and a day whose sales
 * came back to zero is left out.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, STATS_DOCS } from '../../shared/collections.js';
import type { DashboardSummary } from '../../shared/entities/admin.js';
import { roundMoney } from '../../shared/pricing.js';
import { categoryCounts, type CategoryStatsDoc, type SalesStatsDoc, type SummaryStatsDoc } from '../../shared/stats.js';

/** Reads documents; injectable so a test can count what the summary reads. */
export type DocumentReader = (refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

export function buildDashboardSummary(
  summary: Partial<SummaryStatsDoc> | undefined,
  sales: Partial<SalesStatsDoc> | undefined,
  categories: Partial<CategoryStatsDoc> | undefined,
): DashboardSummary {
  const byKey = ([a]: [string, number], [b]: [string, number]) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    users: [{ numUsers: summary?.numUsers ?? 0 }],
    orders: [{ numOrders: summary?.numOrders ?? 0, totalSales: roundMoney(summary?.totalSales ?? 0) }],
    dailyOrders: Object.entries(sales?.days ?? {})
      .map(([day, amount]): [string, number] => [day, roundMoney(amount)])
      .filter(([, amount]) => amount !== 0)
      .sort(byKey)
      .map(([day, amount]) => ({ _id: day, sales: amount })),
    productCategories: [...categoryCounts(categories)]
      .filter(([, count]) => count > 0)
      .sort(byKey)
      .map(([category, count]) => ({ _id: category, count })),
  };
}

export async function loadDashboardSummary(
  db: Firestore,
  read: DocumentReader = (refs) => db.getAll(...refs),
): Promise<DashboardSummary> {
  const stats = db.collection(COLLECTIONS.stats);
  const [summary, sales, categories] = await read([
    stats.doc(STATS_DOCS.summary),
    stats.doc(STATS_DOCS.sales),
    stats.doc(STATS_DOCS.categories),
  ]);
  return buildDashboardSummary(
    summary?.data() as SummaryStatsDoc | undefined,
    sales?.data() as SalesStatsDoc | undefined,
    categories?.data() as CategoryStatsDoc | undefined,
  );
}
