/**
 * One-off migration (the admin tables' search boxes, docs/decisions/0027-import-export-and-operations.md):
 * products, orders and users written before `searchKeys` existed get theirs, built by the same
 * shared/admin-search.ts as every write, so the boxes find them. Safe to run again: a document that
 * has the field keeps it (the writes keep it current from then on).
 */
import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { orderSearchKeys, productSearchKeys, userSearchKeys } from '../shared/admin-search.js';
import { COLLECTIONS } from '../shared/collections.js';

/** Each collection's keys, from the raw document: fields an old document lacks read as empty. */
const KEYS_BY_COLLECTION: Record<string, (data: DocumentData) => string[]> = {
  [COLLECTIONS.products]: (data) => productSearchKeys({ name: String(data.name ?? ''), slug: String(data.slug ?? '') }),
  [COLLECTIONS.orders]: (data) =>
    orderSearchKeys({
      user: { name: String(data.user?.name ?? '') },
      shippingAddress: { fullname: data.shippingAddress?.fullname, phone: data.shippingAddress?.phone },
      orderCode: typeof data.orderCode === 'string' ? data.orderCode : undefined,
    }),
  [COLLECTIONS.users]: (data) => userSearchKeys({ name: String(data.name ?? ''), email: String(data.email ?? '') }),
};

export interface SearchKeysFilled {
  products: number;
  orders: number;
  users: number;
}

async function fill(db: Firestore, collection: string): Promise<number> {
  const keysOf = KEYS_BY_COLLECTION[collection];
  if (!keysOf) throw new Error(`no search keys for ${collection}`);
  // Untyped on purpose: the documents read here predate the field.
  const snapshot = await db.collection(collection).get();
  const missing = snapshot.docs.filter((doc: QueryDocumentSnapshot) => doc.get('searchKeys') === undefined);
  const writer = db.bulkWriter();
  const writes = missing.map((doc) => writer.update(doc.ref, { searchKeys: keysOf(doc.data()) }));
  await writer.close();
  await Promise.all(writes);
  return missing.length;
}

export async function addAdminSearchKeys(db: Firestore): Promise<SearchKeysFilled> {
  return {
    products: await fill(db, COLLECTIONS.products),
    orders: await fill(db, COLLECTIONS.orders),
    users: await fill(db, COLLECTIONS.users),
  };
}
