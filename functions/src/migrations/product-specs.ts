/**
 * One-off migration (laptop specifications, docs/decisions/0024-laptop-specifications-and-compare.md):
 * products saved before specifications existed get an empty `specs` object, so every stored product
 * has the field the admin form edits and the filters read. Values are left to the admin: a published
 * product without its core specifications stays on sale, but saving it asks for them. Safe to run
 * again: a product that has specs keeps them.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

export async function addEmptyProductSpecs(db: Firestore): Promise<number> {
  // Untyped on purpose: the documents read here predate the field.
  const products = await db.collection(COLLECTIONS.products).get();
  const missing = products.docs.filter((doc) => doc.get('specs') === undefined);
  const writer = db.bulkWriter();
  const writes = missing.map((doc) => writer.update(doc.ref, { specs: {} }));
  await writer.close();
  await Promise.all(writes);
  return missing.length;
}
