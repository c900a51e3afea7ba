/**
 * Whose unpaid orders a placement's caps count (3 orders, 5 units of a product, 20 units): an
 * account's, or for a guest checkout every guest order of the same phone
 * (docs/decisions/0104-guest-checkout.md).
 */
import type { Firestore, Query } from 'firebase-admin/firestore';
import { ordersCol } from '../../data/collections.js';
import type { OrderDoc, OrderGuest } from '../../shared/entities/order.js';

export function ownOrdersOf(db: Firestore, customer: { uid: string; guest?: OrderGuest }): Query<OrderDoc> {
  if (!customer.guest) return ordersCol(db).where('userId', '==', customer.uid);
  return ordersCol(db).where('userId', '==', null).where('guest.phone', '==', customer.guest.phone);
}
