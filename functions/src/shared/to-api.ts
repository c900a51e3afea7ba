/**
 * Stored documents as clients see them: `_id` added, server-only fields left out. One mapping for the
 * API's answers and the web's direct Firestore reads (web/src/lib/firestore-refs.ts).
 */
import type { OrderDoc, Order, Product, ProductDoc, Review, ReviewDoc, User, UserDoc } from './entities.js';

export function toProduct(id: string, doc: ProductDoc): Product {
  // Server bookkeeping, not part of the product a client sees.
  const { searchWords: _searchWords, ratingTotal: _ratingTotal, searchKeys: _searchKeys, ...product } = doc;
  void _searchWords;
  void _ratingTotal;
  void _searchKeys;
  // Products saved before specifications existed read as having none.
  return { _id: id, ...product, specs: product.specs ?? {} };
}

export const toReview = (id: string, doc: ReviewDoc): Review => ({ _id: id, ...doc });
/** The admin search's keys (shared/admin-search.ts) are server bookkeeping, like a product's searchWords. */
function withoutSearchKeys<T extends { searchKeys?: string[] }>(doc: T): Omit<T, 'searchKeys'> {
  const { searchKeys: _searchKeys, ...rest } = doc;
  void _searchKeys;
  return rest;
}

export const toUser = (id: string, doc: UserDoc): User => ({
  _id: id,
  ...withoutSearchKeys(doc),
  updatedAt: userVersion(doc),
});

/** The version the admin form sends back: updatedAt, or createdAt for a document never changed. */
export const userVersion = (doc: UserDoc): string => doc.updatedAt ?? doc.createdAt;
export const toOrder = (id: string, doc: OrderDoc): Order => ({ _id: id, ...withoutSearchKeys(doc) });
