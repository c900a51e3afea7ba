/** Answers of a mocked Firestore ('firebase/firestore/lite'), for tests of screens that read the catalogue. */
import type { Product } from '@shared/entities/catalogue';

/** A query snapshot holding these products, as the typed converters of lib/firestore-refs give them. */
export const snapshotOf = (products: readonly Product[]) =>
  ({
    empty: products.length === 0,
    docs: products.map((product) => ({ id: product._id, data: () => product })),
  }) as never;

/**
 * What the SDK throws when the rules refuse a read: for a product, also when it was deleted or is a
 * draft, and for a query by ids when any of them is.
 */
export const refusedByRules = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
