/**
 * The one product read the cart needs (its stock check and price refresh), apart from the catalogue
 * feature: the catalogue's product grid uses the cart, so the cart reading through the catalogue's
 * index made the two features' chunks import each other (Rollup's circular chunk warning).
 */
import type { Product } from '@shared/entities/catalogue';
import { firestoreReads } from './firestore-reads';

/** The product as stored now: the cart's stock check needs the current countInStock. */
export async function fetchProduct(id: string): Promise<Product | null> {
  const { doc, getDoc, productsRef } = await firestoreReads();
  const snapshot = await getDoc(doc(productsRef(), id));
  return snapshot.exists() ? snapshot.data() : null;
}
