/**
 * The per-customer unit limits of unpaid orders (shared/unit-limits.ts), checked inside the
 * placing transaction: the customer's unpaid orders are read in it, so a concurrent placement by
 * the same customer that adds units makes this one retry and count them, as the unpaid-orders
 * gate does for the number of orders (docs/decisions/0013-abuse-limits.md).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol } from '../../data/collections.js';
import { UNIT_LIMIT_MESSAGES, unitLimitPassed, type UnitLine } from '../../shared/unit-limits.js';
import { conflict } from '../../http-error.js';

/** Throws 409 naming the limit when `lines` (the new order's merged lines) would pass one. */
export async function checkUnpaidUnitLimits(
  tx: Transaction,
  db: Firestore,
  uid: string,
  lines: readonly UnitLine[],
): Promise<void> {
  // Unbounded on purpose: MAX_UNPAID_ORDERS already keeps it to a few documents, and a limit
  // here would undercount if that gate ever let one more through.
  const unpaid = await tx.get(
    ordersCol(db).where('userId', '==', uid).where('isPaid', '==', false).where('cancelledAt', '==', null),
  );
  const held = unpaid.docs.flatMap((doc) =>
    doc.data().orderItems.map(({ productId, quantity }) => ({ productId, quantity })),
  );
  const passed = unitLimitPassed(held, lines);
  if (passed) throw conflict(UNIT_LIMIT_MESSAGES[passed]);
}
