/**
 * One-off migration (ADR 0014): orders placed before payments existed lack cancelledAt and the other
 * payment fields. Queries on `cancelledAt == null` (the unpaid-order limit, the reservation sweep)
 * do not see a missing field, so this writes the defaults. Safe to run again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

const DEFAULTS = { cancelledAt: null, cancelReason: null, payment: null, needsRefund: false, paymentAttempts: 0 };

/** Firestore's NOT_FOUND: the order was deleted between the read and the update. */
const NOT_FOUND = 5;

export async function addOrderPaymentFields(db: Firestore): Promise<number> {
  // Untyped on purpose: the typed converter fills these defaults in, which would hide the missing field.
  const orders = await db.collection(COLLECTIONS.orders).get();
  let updated = 0;
  for (const doc of orders.docs) {
    const missing = Object.fromEntries(Object.entries(DEFAULTS).filter(([field]) => doc.get(field) === undefined));
    if (Object.keys(missing).length === 0) continue;
    try {
      // An update, so an order deleted meanwhile is not brought back.
      await doc.ref.update(missing);
      updated += 1;
    } catch (error) {
      if ((error as { code?: number }).code !== NOT_FOUND) throw error;
    }
  }
  return updated;
}
