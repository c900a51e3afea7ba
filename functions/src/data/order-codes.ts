/**
 * Reserving an order's code (shared/order-code.ts) in the placing transaction, so no two orders
 * share one. The reservations live in `bankTransferCodes/{code}` (where bank-transfer codes have
 * always been reserved, so the codes already given out stay taken), and a bank's notification finds
 * the order its note names there (payments/bank-transfer/notification.ts).
 */
import { randomInt } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { orderCodeFrom } from '../shared/order-code.js';
import { bankTransferCodesCol } from './collections.js';

/** Codes tried before giving up; with 28 million codes and a few thousand orders a year, one almost always does. */
const CODE_TRIES = 5;

export const newOrderCode = (): string => orderCodeFrom((n) => randomInt(n));

/**
 * A code no order holds yet, read in the caller's transaction (before its writes). Two concurrent
 * placements that pick the same code both read the missing document and both create it: Firestore
 * lets only one commit, the other's transaction retries and picks a new code.
 */
export async function freeOrderCode(tx: Transaction, db: Firestore): Promise<string> {
  for (let i = 0; i < CODE_TRIES; i += 1) {
    const code = newOrderCode();
    if (!(await tx.get(bankTransferCodesCol(db).doc(code))).exists) return code;
  }
  throw new Error('No free order code after several tries');
}

/** Reserves the code for the order, in the caller's transaction. */
export function reserveOrderCode(
  tx: Transaction,
  db: Firestore,
  code: string,
  orderId: string,
  createdAt: string,
): void {
  tx.create(bankTransferCodesCol(db).doc(code), { orderId, createdAt });
}
