/**
 * The orders CSV for accounting (docs/decisions/0027-import-export-and-operations.md): one row per
 * order, VND amounts as whole numbers (the đồng has no smaller unit; halves round up), dates and times
 * in Vietnam time, a UTF-8 BOM so Excel reads Vietnamese names right.
 */
import { stringify } from 'csv-stringify/sync';
import type { Order } from '../../shared/entities.js';
import { vietnamDateTime } from '../../shared/vietnam-time.js';

const vnd = (amount: number): string => String(Math.round(amount));
const when = (iso: string | null | undefined): string => (iso ? vietnamDateTime(iso) : '');
/** Spreadsheets run a cell starting with these as a formula: such text goes behind an apostrophe. */
const text = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const ORDER_CSV_COLUMNS: readonly [string, (order: Order) => string][] = [
  ['orderId', (order) => order._id],
  ['createdAt', (order) => when(order.createdAt)],
  ['customer', (order) => text(order.user.name)],
  ['status', (order) => order.status ?? ''],
  ['paymentMethod', (order) => order.paymentMethod],
  ['isPaid', (order) => String(order.isPaid)],
  ['paidAt', (order) => when(order.paidAt)],
  ['isDelivered', (order) => String(order.isDelivered)],
  ['deliveredAt', (order) => when(order.deliveredAt)],
  ['cancelledAt', (order) => when(order.cancelledAt)],
  ['items', (order) => text(order.orderItems.map((item) => `${item.quantity} x ${item.name}`).join('; '))],
  ['itemsPrice', (order) => vnd(order.itemsPrice)],
  ['shippingPrice', (order) => vnd(order.shippingPrice)],
  ['totalPrice', (order) => vnd(order.totalPrice)],
  ['fullname', (order) => text(order.shippingAddress.fullname)],
  ['address', (order) => text(order.shippingAddress.address)],
  ['city', (order) => text(order.shippingAddress.city)],
  ['postalCode', (order) => text(order.shippingAddress.postalCode)],
  ['country', (order) => text(order.shippingAddress.country)],
];

export function ordersToCsv(orders: readonly Order[]): string {
  return stringify(
    [
      ORDER_CSV_COLUMNS.map(([header]) => header),
      ...orders.map((order) => ORDER_CSV_COLUMNS.map(([, cell]) => cell(order))),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}
