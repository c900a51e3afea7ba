/**
 * The orders CSV for accounting (docs/decisions/0027-import-export-and-operations.md): one row per
 * order, VND amounts as whole numbers (the đồng has no smaller unit; halves round up), dates and times
 * in Vietnam time, a UTF-8 BOM so Excel reads Vietnamese names right. It is written as the orders
 * are read, a batch at a time (docs/decisions/0029-admin-tables-pages-exports-and-limits.md).
 */
import { stringify } from 'csv-stringify/sync';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Order, OrderDoc } from '../../shared/entities/order.js';
import { formatVietnamesePhone } from '../../shared/phone.js';
import { lineNameWithConfiguration } from '../../shared/product-variants.js';
import { toOrder } from '../../shared/to-api.js';
import { vietnamDateTime } from '../../shared/vietnam-time.js';

/** Orders read (and written to the file) at a time: what the export holds in memory at most. */
export const ORDER_EXPORT_BATCH_SIZE = 500;

const vnd = (amount: number): string => String(Math.round(amount));
const when = (iso: string | null | undefined): string => (iso ? vietnamDateTime(iso) : '');
/** Spreadsheets run a cell starting with these as a formula: such text goes behind an apostrophe. */
const text = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Where the order's money stands, for accounting: the refund's state once one was asked for
 * (OrderRefund), else paid or unpaid.
 */
export type OrderPaymentState = 'unpaid' | 'paid' | 'refundRequested' | 'refundFailed' | 'refunded';

export function orderPaymentState(order: Pick<Order, 'isPaid' | 'refund'>): OrderPaymentState {
  const refund = order.refund?.state;
  if (refund === 'done') return 'refunded';
  if (refund === 'requesting') return 'refundRequested';
  if (refund === 'failed') return 'refundFailed';
  return order.isPaid ? 'paid' : 'unpaid';
}

const ORDER_CSV_COLUMNS: readonly [string, (order: Order) => string][] = [
  ['orderId', (order) => order._id],
  // The short number customers and bank-transfer notes use; empty for orders placed before codes.
  ['orderCode', (order) => order.orderCode ?? ''],
  ['createdAt', (order) => when(order.createdAt)],
  ['customer', (order) => text(order.user.name)],
  ['status', (order) => order.status ?? ''],
  ['paymentMethod', (order) => order.paymentMethod],
  ['isPaid', (order) => String(order.isPaid)],
  ['paymentState', (order) => orderPaymentState(order)],
  ['paidAt', (order) => when(order.paidAt)],
  ['isDelivered', (order) => String(order.isDelivered)],
  ['deliveredAt', (order) => when(order.deliveredAt)],
  ['cancelledAt', (order) => when(order.cancelledAt)],
  [
    'items',
    (order) => text(order.orderItems.map((item) => `${item.quantity} x ${lineNameWithConfiguration(item)}`).join('; ')),
  ],
  ['itemsPrice', (order) => vnd(order.itemsPrice)],
  ['shippingPrice', (order) => vnd(order.shippingPrice)],
  ['totalPrice', (order) => vnd(order.totalPrice)],
  ['fullname', (order) => text(order.shippingAddress.fullname)],
  // Written as people write it: a spreadsheet keeps `0912 345 678` as text, not a number without its 0.
  ['phone', (order) => text(order.shippingAddress.phone ? formatVietnamesePhone(order.shippingAddress.phone) : '')],
  ['province', (order) => text(order.shippingAddress.province ?? '')],
  ['ward', (order) => text(order.shippingAddress.ward ?? '')],
  ['address', (order) => text(order.shippingAddress.address)],
  ['city', (order) => text(order.shippingAddress.city)],
  ['postalCode', (order) => text(order.shippingAddress.postalCode)],
  ['country', (order) => text(order.shippingAddress.country)],
];

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;
const BOM = '\ufeff';

/** The file's first chunk: the BOM and the header row. */
export const orderCsvHeader = (): string => BOM + stringify([ORDER_CSV_COLUMNS.map(([header]) => header)], CSV_OPTIONS);

/** The rows of a batch of orders, as CSV text. */
export const orderCsvRows = (orders: readonly Order[]): string =>
  stringify(
    orders.map((order) => ORDER_CSV_COLUMNS.map(([, cell]) => cell(order))),
    CSV_OPTIONS,
  );

/**
 * The whole file, chunk by chunk as the batches are read: the header with the first batch (so a
 * read that fails at once fails before the download starts), then one chunk per batch.
 */
export async function* orderCsvChunks(batches: AsyncIterable<readonly Order[]>): AsyncGenerator<string> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  yield orderCsvHeader() + (first.done ? '' : orderCsvRows(first.value));
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield orderCsvRows(next.value);
}

/** The API's orders of each batch of documents as it comes. */
export async function* ordersOfBatches(
  batches: AsyncIterable<QueryDocumentSnapshot<OrderDoc>[]> | Iterable<QueryDocumentSnapshot<OrderDoc>[]>,
): AsyncGenerator<Order[]> {
  for await (const docs of batches) yield docs.map((doc) => toOrder(doc.id, doc.data()));
}
