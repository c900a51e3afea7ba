/**
 * A voucher's use counts, kept inside the transaction that places or cancels an order: `used` on
 * the voucher and `uses/{uid}` per customer, so a voucher with one use left and many concurrent
 * orders is taken by exactly one (docs/decisions/0026-shop-settings-and-vouchers.md). Here in data
 * because both the API (placing) and payments (the time-out cancel) need them.
 */
import { orderOwnerKey } from '../shared/guest-order.js';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { OrderDoc } from '../shared/entities/order.js';
import type { VoucherDoc, VoucherUsage } from '../shared/vouchers.js';
import { voucherUsesCol, vouchersCol } from './collections.js';

export interface VoucherRead {
  voucher: VoucherDoc | undefined;
  usage: VoucherUsage;
  voucherRef: DocumentReference<VoucherDoc>;
  useRef: DocumentReference<{ count: number }>;
}

/** Reads the voucher and the customer's uses of it in the transaction (before any of its writes). */
export async function readVoucherUsage(
  tx: Transaction,
  db: Firestore,
  code: string,
  uid: string,
): Promise<VoucherRead> {
  const voucherRef = vouchersCol(db).doc(code);
  const useRef = voucherUsesCol(db, code).doc(uid);
  const [voucherSnap, useSnap] = await Promise.all([tx.get(voucherRef), tx.get(useRef)]);
  const voucher = voucherSnap.data();
  const usedByCustomer = useSnap.data()?.count ?? 0;
  return { voucher, usage: { used: voucher?.used ?? 0, usedByCustomer }, voucherRef, useRef };
}

/** Counts one more use, in all and by the customer (after readVoucherUsage allowed it). */
export function takeVoucherUse(tx: Transaction, read: VoucherRead): void {
  tx.update(read.voucherRef, { used: FieldValue.increment(1) });
  tx.set(read.useRef, { count: read.usage.usedByCustomer + 1 });
}

/**
 * Whether the order holds a use of its voucher now: taken when it was placed (or reopened), given
 * back when it was cancelled. Orders stored before `voucherHeld` hold one while not cancelled.
 */
export const holdsVoucherUse = (order: OrderDoc): boolean =>
  Boolean(order.voucherCode) && (order.voucherHeld ?? order.cancelledAt === null);

/**
 * Gives an order's voucher use back when the order is cancelled, once: the order then records that
 * it holds none, so a second release (a reopened order cancelled again without its use taken again,
 * a repeated cancel) gives nothing back, and `used` never goes below 0. Firestore transactions read
 * before they write, so this reads now and answers the writes to make with the cancel's other
 * writes: call it before the transaction's first write, and call what it answers after the caller's
 * last read. An order without a voucher, or whose voucher was deleted since, gives back nothing.
 */
export async function releaseVoucherUse(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference<OrderDoc>,
  order: OrderDoc,
): Promise<() => void> {
  if (!order.voucherCode || !holdsVoucherUse(order)) return () => undefined;
  const read = await readVoucherUsage(tx, db, order.voucherCode, orderOwnerKey(order));
  return () => {
    tx.update(orderRef, { voucherHeld: false });
    if (read.voucher) tx.update(read.voucherRef, { used: Math.max(0, read.usage.used - 1) });
    if (read.usage.usedByCustomer > 1) tx.set(read.useRef, { count: read.usage.usedByCustomer - 1 });
    else if (read.usage.usedByCustomer === 1) tx.delete(read.useRef);
  };
}
