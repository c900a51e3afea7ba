/**
 * A review's "Đã mua hàng" (ADR 0097): its author had an order of the product that was delivered
 * when they wrote it. Read inside the review's transaction. Two equality filters need no composite
 * index; a customer's delivered orders are few, so their lines are checked here.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol } from '../../data/collections.js';

export async function hasDeliveredOrderOf(
  tx: Transaction,
  db: Firestore,
  uid: string,
  productId: string,
): Promise<boolean> {
  const delivered = await tx.get(ordersCol(db).where('userId', '==', uid).where('isDelivered', '==', true));
  return delivered.docs.some((order) => order.data().orderItems.some((line) => line.productId === productId));
}
