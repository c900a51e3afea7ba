/**
 * One-off migration (docs/decisions/0020-order-life.md): orders stored before orders had states get
 * `status`, `statusHistory` and `shipment`, derived from their flags and times (shared/order-status.ts
 * `deriveOrderLife`). An order that already has a status is left alone, so it is safe to run again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { OrderDoc } from '../shared/entities/order.js';
import { deriveOrderLife } from '../shared/order-status.js';

/** Firestore's NOT_FOUND: the order was deleted between the read and the update. */
const NOT_FOUND = 5;

export async function addOrderStatus(db: Firestore): Promise<number> {
  // Untyped on purpose: the typed converter derives a status, which would hide the missing field.
  const orders = await db.collection(COLLECTIONS.orders).get();
  let updated = 0;
  for (const doc of orders.docs) {
    if (doc.get('status') !== undefined) continue;
    const data = doc.data() as OrderDoc;
    // Orders older still may lack the payment fields too (order-payment-fields.ts).
    const order = { ...data, cancelledAt: data.cancelledAt ?? null, cancelReason: data.cancelReason ?? null };
    // Its entries name roles only: no person was recorded for a change made before states.
    const life = deriveOrderLife(order);
    try {
      // An update, so an order deleted meanwhile is not brought back.
      await doc.ref.update(life);
      updated += 1;
    } catch (error) {
      if ((error as { code?: number }).code !== NOT_FOUND) throw error;
    }
  }
  return updated;
}
