/** Typed access to the content pages (the name in shared/collections.ts; functions only, ADR 0108). */
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { ContentPageDoc, PublicContentPage } from '../shared/entities/content-page.js';

function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data: T) => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

export const pagesCol = (db: Firestore) => db.collection(COLLECTIONS.pages).withConverter(converter<ContentPageDoc>());

/** The shopper's view of a published page; null for a draft or an unknown slug. */
export async function publishedPageBySlug(db: Firestore, slug: string): Promise<PublicContentPage | null> {
  const found = await pagesCol(db).where('slug', '==', slug).where('status', '==', 'published').limit(1).get();
  const page = found.docs[0]?.data();
  if (!page) return null;
  return {
    slug: page.slug,
    title: page.title,
    body: page.body,
    ...(page.en && { en: page.en }),
    updatedAt: page.updatedAt,
  };
}
