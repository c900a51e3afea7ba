/**
 * The products the shopping feed lists: every published product, in one query that reads only the
 * fields the feed needs (one document read per product; drafts are admin-only and never read).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../data/collections.js';
import type { FeedProduct } from '../shared/merchant-items.js';

const FEED_FIELDS = [
  'slug',
  'name',
  'image',
  'images',
  'price',
  'compareAtPrice',
  'countInStock',
  'variants',
  'description',
  'brand',
  'specs',
  'gtin',
  'mpn',
  'condition',
] as const satisfies readonly Exclude<keyof FeedProduct, '_id'>[];

export async function readFeedProducts(db: Firestore): Promise<FeedProduct[]> {
  const snapshot = await productsCol(db)
    .where('status', '==', 'published')
    .select(...FEED_FIELDS)
    .get();
  return snapshot.docs.map((doc) => ({ _id: doc.id, ...(doc.data() as Omit<FeedProduct, '_id'>) }));
}
