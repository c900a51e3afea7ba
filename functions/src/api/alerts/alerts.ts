/**
 * Restock alerts ("Thông báo khi có hàng", docs/decisions/0100-restock-alerts-and-unsubscribe.md):
 * alerts/{uid}_{productId}, one per customer and product. The product trigger emails the active
 * ones when the stock comes back (triggers/restock-alerts.ts); the email's link turns them off.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { alertId, alertsCol } from '../../data/wish-collections.js';
import type { Alert, AlertDoc, AlertList, AlertType } from '../../shared/entities/wishlist.js';
import { API_MSG } from '../../shared/messages.js';
import { WISH_MSG } from '../../shared/wish-messages.js';
import { conflict, notFound } from '../../http-error.js';
import { onSale } from '../wishlist/wishlist.js';

const toAlert = (id: string, { userId: _userId, ...doc }: AlertDoc): Alert => ({ _id: id, ...doc });

/**
 * A new alert (created: true), or the customer's alert for the product as it is: a repeat never
 * makes a second one. One that was sent or unsubscribed becomes active again, as a new request.
 */
export async function createAlert(
  db: Firestore,
  uid: string,
  input: { productId: string; type: AlertType },
): Promise<{ alert: Alert; created: boolean }> {
  return runTransaction(db, async (tx) => {
    const product = (await tx.get(productsCol(db).doc(input.productId))).data();
    if (!onSale(product)) throw notFound(API_MSG.productNotFound);
    const ref = alertsCol(db).doc(alertId(uid, input.productId));
    const existing = (await tx.get(ref)).data();
    if (existing?.status === 'active') return { alert: toAlert(ref.id, existing), created: false };
    if (product.countInStock > 0) throw conflict(WISH_MSG.inStock);
    const doc: AlertDoc = {
      userId: uid,
      productId: input.productId,
      type: input.type,
      status: 'active',
      createdAt: new Date().toISOString(),
    };
    tx.set(ref, doc);
    return { alert: toAlert(ref.id, doc), created: existing === undefined };
  });
}

export async function myAlerts(db: Firestore, uid: string): Promise<AlertList> {
  const snapshot = await alertsCol(db).where('userId', '==', uid).get();
  const alerts = snapshot.docs.map((doc) => toAlert(doc.id, doc.data()));
  alerts.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { alerts };
}

/** Only the caller's own: another customer's id answers 404 like a missing one. */
export async function deleteAlert(db: Firestore, uid: string, id: string): Promise<void> {
  await runTransaction(db, async (tx) => {
    const ref = alertsCol(db).doc(id);
    const alert = (await tx.get(ref)).data();
    if (alert?.userId !== uid) throw notFound(WISH_MSG.alertNotFound);
    tx.delete(ref);
  });
}

/** Every active alert of the customer becomes `unsubscribed`; sent ones stay as they are. */
export async function unsubscribeAlerts(db: Firestore, uid: string): Promise<void> {
  const active = await alertsCol(db).where('userId', '==', uid).where('status', '==', 'active').get();
  const batch = db.batch();
  for (const doc of active.docs) batch.update(doc.ref, { status: 'unsubscribed' });
  if (!active.empty) await batch.commit();
}
