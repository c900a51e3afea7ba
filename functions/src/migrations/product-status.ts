/**
 * One-off migration (drafts, ADR 0011): products saved before drafts existed have no status. They
 * are on sale, and the rules and shoppers' queries now name `status == 'published'`, so they get it
 * written. Safe to run again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

export async function publishProductsWithoutStatus(db: Firestore): Promise<number> {
  // Untyped on purpose: the typed collection claims every product has a status.
  const products = await db.collection(COLLECTIONS.products).get();
  const missing = products.docs.filter((doc) => doc.get('status') === undefined);
  const writer = db.bulkWriter();
  const writes = missing.map((doc) => writer.update(doc.ref, { status: 'published' }));
  await writer.close();
  await Promise.all(writes);
  return missing.length;
}
