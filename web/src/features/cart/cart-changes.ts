/**
 * The honest cart (ADR 0011, 'Cart'): the cart's items compared with the products as stored now.
 * Prices and stock are brought up to date, and each change is kept by its line, to be said there
 * (cart-messages.ts words them).
 */
import { MAX_UNPAID_UNITS_PER_PRODUCT } from '@shared/constants';
import type { CartItem } from '@shared/entities/order';
import type { Product } from '@shared/entities/catalogue';
import { cartLineKey } from './cart-lines';
import { lineOffer } from './line-offer';

export type CartChange =
  | { kind: 'price'; from: number; to: number }
  /** The quantity was lowered to what the stock holds, or to the most a customer may hold unpaid. */
  | { kind: 'lowered'; to: number; cause: 'stock' | 'unitLimit' }
  | { kind: 'soldOut' }
  | { kind: 'removed'; name: string };

export interface CartRefresh {
  items: CartItem[];
  /** By line (cart-lines.ts cartLineKey); a removed line's change is kept under its key too. */
  changes: Map<string, CartChange[]>;
}

/**
 * The most of one product a line may hold: the stock, and at most the units of one product a
 * customer may hold in unpaid orders (shared/unit-limits.ts; it is below the API's per-line limit).
 */
export const lineLimit = (item: Pick<CartItem, 'countInStock'>): number =>
  Math.min(item.countInStock, MAX_UNPAID_UNITS_PER_PRODUCT);

export type StoredProduct = Pick<
  Product,
  '_id' | 'slug' | 'name' | 'image' | 'price' | 'countInStock' | 'variants' | 'defaultVariantId'
>;

/**
 * `current` holds the products as stored now, by id (null: no product on sale has that id). An
 * item missing from it was not re-read (it went into the cart while the read was out) and stays.
 */
export function refreshCart(
  items: readonly CartItem[],
  current: ReadonlyMap<string, StoredProduct | null>,
): CartRefresh {
  const changes = new Map<string, CartChange[]>();
  const next: CartItem[] = [];
  for (const item of items) {
    const product = current.get(item._id);
    if (product === undefined) {
      next.push(item);
      continue;
    }
    const key = cartLineKey(item);
    // The line's configuration as stored now; a line saved without one becomes the default one.
    const offer = product && lineOffer(product, item.variantId);
    if (!offer) {
      const name = item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name;
      changes.set(key, [{ kind: 'removed', name }]);
      continue;
    }
    const lineKey = cartLineKey({ ...item, ...offer });
    // A line saved before variants and one naming the default configuration become one line.
    const earlier = next.findIndex((line) => cartLineKey(line) === lineKey);
    const merged = earlier >= 0 ? (next.splice(earlier, 1)[0]?.quantity ?? 0) : 0;
    const lineChanges: CartChange[] = [];
    if (offer.price !== item.price) lineChanges.push({ kind: 'price', from: item.price, to: offer.price });
    const limit = lineLimit(offer);
    // A sold-out line stays as it is: the shopper sees why, and the server refuses to order it.
    let quantity = item.quantity + merged;
    if (limit === 0) lineChanges.push({ kind: 'soldOut' });
    else if (quantity > limit) {
      quantity = limit;
      const cause = offer.countInStock <= MAX_UNPAID_UNITS_PER_PRODUCT ? 'stock' : 'unitLimit';
      lineChanges.push({ kind: 'lowered', to: limit, cause });
    }
    const { slug, name, image } = product;
    next.push({ ...item, slug, name, image, ...offer, quantity });
    if (lineChanges.length > 0) changes.set(lineKey, lineChanges);
  }
  return { items: next, changes };
}
