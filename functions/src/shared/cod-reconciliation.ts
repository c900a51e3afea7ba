/**
 * Đối soát COD (docs/shipping-carriers.md): per cash-on-delivery order with a carrier's waybill, what
 * the carrier should collect, what it says it collected and when it paid that over. The API, its CSV
 * and the admin screen share the row and what counts as a difference (its query: cod-reconciliation-schemas.ts).
 */
export interface CodReconciliationRow {
  orderId: string;
  /** Empty for orders placed before order codes existed. */
  orderCode: string;
  carrier: string;
  trackingNumber: string;
  /** What the carrier was asked to collect (whole đồng). */
  expected: number;
  /** What the carrier says it collected, once delivered. */
  collected: number | null;
  collectedAt: string | null;
  transferredAt: string | null;
}

/** Cash the carrier collected but has not paid over after this many days is a difference. */
export const COD_TRANSFER_DAYS = 7;

export type CodDifference = 'amount' | 'notTransferred';

/** Why a row needs the admin, if it does: another amount collected, or cash held too long. */
export function codDifference(row: CodReconciliationRow, now: Date): CodDifference | null {
  if (row.collected !== null && row.collected !== row.expected) return 'amount';
  if (row.collected === null || row.transferredAt || !row.collectedAt) return null;
  const heldMs = now.getTime() - Date.parse(row.collectedAt);
  return heldMs > COD_TRANSFER_DAYS * 24 * 60 * 60 * 1000 ? 'notTransferred' : null;
}

/** Differences first (amounts, then cash held), each group newest collected first. */
export function codRowsDifferencesFirst(rows: readonly CodReconciliationRow[], now: Date): CodReconciliationRow[] {
  const rank = (row: CodReconciliationRow) =>
    ({ amount: 0, notTransferred: 1, none: 2 })[codDifference(row, now) ?? 'none'];
  return [...rows].sort((a, b) => rank(a) - rank(b) || (b.collectedAt ?? '').localeCompare(a.collectedAt ?? ''));
}
