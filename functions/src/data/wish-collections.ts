/** Typed access to the wishlist and the restock alerts (names in shared/collections.ts; functions only). */
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, USER_SUBCOLLECTIONS } from '../shared/collections.js';
import type { AlertDoc, WishlistDoc } from '../shared/entities/wishlist.js';

function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data: T) => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

export const wishlistCol = (db: Firestore, uid: string) =>
  db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(USER_SUBCOLLECTIONS.wishlist)
    .withConverter(converter<WishlistDoc>());

export const alertsCol = (db: Firestore) => db.collection(COLLECTIONS.alerts).withConverter(converter<AlertDoc>());

/** One alert per customer and product: a repeat finds it by this id. */
export const alertId = (uid: string, productId: string) => `${uid}_${productId}`;
