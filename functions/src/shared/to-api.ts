/**
 * Stored documents as clients see them: `_id` added, server-only fields left out. One mapping for the
 * API's answers and the web's direct Firestore reads (web/src/lib/firestore-refs.ts).
 */
import type { OrderDoc, Order } from './entities/order.js';
import type { Product, ProductDoc, Review, ReviewDoc } from './entities/catalogue.js';
import type { User, UserDoc } from './entities/account.js';
import type { ProductImage } from './product-gallery.js';

/**
 * Server bookkeeping, never part of what a client sees: a product's search words and rating total,
 * and the admin tables' search keys (shared/admin-search.ts) of products, orders and users; an
 * order's analytics ids (for the server's purchase event only).
 */
type ServerField = 'searchWords' | 'ratingTotal' | 'searchKeys' | 'analytics';
const SERVER_FIELDS: readonly ServerField[] = ['searchWords', 'ratingTotal', 'searchKeys', 'analytics'];

function withoutServerFields<T extends object>(doc: T): Omit<T, ServerField> {
  const copy: Partial<Record<ServerField, unknown>> & T = { ...doc };
  for (const field of SERVER_FIELDS) delete copy[field];
  return copy;
}

/**
 * Products saved before the gallery have only `image`: it reads as one photo described by the name.
 * Here rather than in product-gallery.ts: the home route reads products through this mapping and
 * loads no other module for it.
 */
export function galleryOf(product: { image: string; name: string; images?: ProductImage[] }): ProductImage[] {
  return product.images && product.images.length > 0 ? product.images : [{ url: product.image, alt: product.name }];
}

export function toProduct(id: string, doc: ProductDoc): Product {
  // Products saved before specifications or the gallery existed read as having none, or one photo.
  return { _id: id, ...withoutServerFields(doc), images: galleryOf(doc), specs: doc.specs ?? {} };
}

export const toReview = (id: string, doc: ReviewDoc): Review => ({ _id: id, ...doc });

export const toUser = (id: string, doc: UserDoc): User => ({
  _id: id,
  ...withoutServerFields(doc),
  updatedAt: userVersion(doc),
});

/** The version the admin form sends back: updatedAt, or createdAt for a document never changed. */
export const userVersion = (doc: UserDoc): string => doc.updatedAt ?? doc.createdAt;
export const toOrder = (id: string, doc: OrderDoc): Order => ({ _id: id, ...withoutServerFields(doc) });
