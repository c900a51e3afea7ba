/** Typed Firestore references for the web (lite SDK): screens never touch an untyped document. */
import {
  collection,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@shared/collections';
import type { Product, ProductDoc, Review, ReviewDoc } from '@shared/entities/catalogue';
import { toProduct, toReview } from '@shared/to-api';
import { firestore } from './firebase-app';

function withId<TDoc extends DocumentData, TOut>(
  map: (id: string, doc: TDoc) => TOut,
): FirestoreDataConverter<TOut, TDoc> {
  return {
    toFirestore: () => {
      throw new Error('The web client does not write documents; writes go through /api');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => map(snapshot.id, snapshot.data() as TDoc),
  };
}

const productConverter = withId<ProductDoc, Product>(toProduct);
const reviewConverter = withId<ReviewDoc, Review>(toReview);

export const productsRef = () => collection(firestore, COLLECTIONS.products).withConverter(productConverter);
export const reviewsRef = (productId: string) =>
  collection(firestore, COLLECTIONS.products, productId, COLLECTIONS.reviews).withConverter(reviewConverter);
