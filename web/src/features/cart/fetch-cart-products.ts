/**
 * The cart's products as stored now, read straight from Firestore like the rest of the catalogue:
 * one query per 30 items rather than one read per item.
 */
import { DOC_ID_PATTERN, type ProductStatus } from '@shared/constants';
import type { Product } from '@shared/entities/catalogue';
import { firestoreReads } from '@/lib/firestore-reads';
import { fetchProduct } from '@/lib/product-reads';

/** Firestore's cap on the values of one 'in' filter. */
const IN_FILTER_MAX = 30;
const PUBLISHED: ProductStatus = 'published';

type Found = [id: string, product: Product | null];

/**
 * Each id maps to its product, or to null when no product on sale has it any more. An id whose
 * read failed for another reason (offline) is left out: the cart keeps that line as it was.
 */
export async function fetchCartProducts(ids: readonly string[]): Promise<Map<string, Product | null>> {
  const found = new Map<string, Product | null>();
  const readable: string[] = [];
  for (const id of new Set(ids)) {
    // An id no document can have (local storage is editable) names no product, and would fail the query.
    if (DOC_ID_PATTERN.test(id)) readable.push(id);
    else found.set(id, null);
  }
  const batches = Array.from({ length: Math.ceil(readable.length / IN_FILTER_MAX) }, (_, i) =>
    readable.slice(i * IN_FILTER_MAX, (i + 1) * IN_FILTER_MAX),
  );
  for (const [id, product] of (await Promise.all(batches.map(readBatch))).flat()) found.set(id, product);
  return found;
}

/**
 * The rules judge a query by document ids one document at a time, as reads of each: a product
 * deleted since (or never on sale) refuses the whole batch. Then each is read alone, and a refused
 * read means that product is not on sale.
 */
async function readBatch(batch: string[]): Promise<Found[]> {
  const { getDocs, query, where, productsRef } = await firestoreReads();
  try {
    // Shoppers' queries name the published status (firestore.rules, products). '__name__' is what
    // documentId() stands for; the string keeps that helper off the home route's bundle.
    const snapshot = await getDocs(
      query(productsRef(), where('status', '==', PUBLISHED), where('__name__', 'in', batch)),
    );
    const products = new Map(snapshot.docs.map((document) => [document.id, document.data()]));
    return batch.map((id) => [id, products.get(id) ?? null]);
  } catch (error) {
    if (!isRefused(error)) throw error;
  }
  const reads = await Promise.allSettled(batch.map((id) => fetchProduct(id)));
  return reads.flatMap((read, i): Found[] => {
    const id = batch[i] as string;
    if (read.status === 'rejected') return isRefused(read.reason) ? [[id, null]] : [];
    return [[id, read.value?.status === PUBLISHED ? read.value : null]];
  });
}

const isRefused = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
