/**
 * Đối soát COD: the cash-on-delivery orders with a carrier's waybill, placed within the days asked,
 * with what the carrier should collect, what it collected and when it paid it over
 * (shared/cod-reconciliation.ts), as JSON for the admin screen or as a CSV for accounting (the
 * orders CSV's conventions: a BOM, Vietnam times, whole đồng).
 */
import { stringify } from 'csv-stringify/sync';
import type { Firestore } from 'firebase-admin/firestore';
import type { CsvFile } from '../../shared/api-contract.js';
import { codDifference, codRowsDifferencesFirst, type CodReconciliationRow } from '../../shared/cod-reconciliation.js';
import type { CodReconciliationQuery } from '../../shared/cod-reconciliation-schemas.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import { vietnamDateTime, vietnamDay } from '../../shared/vietnam-time.js';
import { orderListQuery } from '../orders/order-list-query.js';

function rowOf(id: string, order: OrderDoc): CodReconciliationRow | null {
  const shipment = order.shipment;
  // Only a waybill the shop made with a carrier (status set) says what the carrier collects.
  if (!shipment?.status || shipment.status !== 'created') return null;
  const delivered = shipment.events?.find((event) => event.status === 'delivered');
  return {
    orderId: id,
    orderCode: order.orderCode ?? '',
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    expected: shipment.codAmount ?? order.totalPrice,
    collected: shipment.codCollected ?? null,
    collectedAt: delivered?.at ?? null,
    transferredAt: shipment.codTransferredAt ?? null,
  };
}

export async function codReconciliation(
  db: Firestore,
  query: CodReconciliationQuery,
  now = new Date(),
): Promise<CodReconciliationRow[]> {
  const snapshot = await orderListQuery(db, { paymentMethod: 'COD', from: query.from, to: query.to }).get();
  const rows = snapshot.docs.flatMap((doc) => rowOf(doc.id, doc.data()) ?? []);
  const listed = query.onlyDifferences ? rows.filter((row) => codDifference(row, now)) : rows;
  return codRowsDifferencesFirst(listed, now);
}

const when = (iso: string | null): string => (iso ? vietnamDateTime(iso) : '');
const CSV_COLUMNS: readonly [string, (row: CodReconciliationRow, now: Date) => string][] = [
  ['orderId', (row) => row.orderId],
  ['orderCode', (row) => row.orderCode],
  ['carrier', (row) => row.carrier],
  ['trackingNumber', (row) => row.trackingNumber],
  ['expected', (row) => String(row.expected)],
  ['collected', (row) => (row.collected === null ? '' : String(row.collected))],
  ['collectedAt', (row) => when(row.collectedAt)],
  ['transferredAt', (row) => when(row.transferredAt)],
  ['difference', (row, now) => codDifference(row, now) ?? ''],
];

export function codReconciliationCsv(rows: readonly CodReconciliationRow[], now = new Date()): CsvFile {
  const table = [
    CSV_COLUMNS.map(([header]) => header),
    ...rows.map((row) => CSV_COLUMNS.map(([, cell]) => cell(row, now))),
  ];
  return {
    filename: `doi-soat-cod-${vietnamDay(now.toISOString())}.csv`,
    text: '\ufeff' + stringify(table, { record_delimiter: 'windows' }),
  };
}
