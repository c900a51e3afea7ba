/**
 * The honest cart (issue 15, point 4): the cart's items compared with the products as stored now.
 * Prices and stock are brought up to date, and each change is said to the shopper by its line.
 */
import { MAX_ORDER_QUANTITY_PER_ITEM } from '@shared/constants';
import type { CartItem, Product } from '@shared/entities';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';

export type CartChange =
  | { kind: 'price'; from: number; to: number }
  | { kind: 'limited'; available: number }
  | { kind: 'soldOut' }
  | { kind: 'removed'; name: string };

/** The most of one product a line may hold: the stock, and at most the per-order limit. */
export const lineLimit = (item: Pick<CartItem, 'countInStock'>): number =>
  Math.min(item.countInStock, MAX_ORDER_QUANTITY_PER_ITEM);

export function cartChangeMessage(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return `Giá đã thay đổi / Price changed from ${formatPrice(change.from)} to ${formatPrice(change.to)}`;
    case 'limited':
      return `Only ${change.available} left`;
    case 'soldOut':
      return MSG.outOfStock;
    case 'removed':
      return `${change.name} is no longer sold and was removed from your cart`;
  }
}

export interface CartRefresh {
  items: CartItem[];
  /** By product id; a removed product's change is kept under its id too. */
  changes: Map<string, CartChange[]>;
}

type Current = Pick<Product, '_id' | 'slug' | 'name' | 'image' | 'price' | 'countInStock'>;

/** `current` holds every item's product as stored now (null: it no longer exists). */
export function refreshCart(items: readonly CartItem[], current: ReadonlyMap<string, Current | null>): CartRefresh {
  const changes = new Map<string, CartChange[]>();
  const next: CartItem[] = [];
  for (const item of items) {
    const product = current.get(item._id);
    if (product === undefined) {
      next.push(item); // not re-read (a read failed): left as it was
      continue;
    }
    if (product === null) {
      changes.set(item._id, [{ kind: 'removed', name: item.name }]);
      continue;
    }
    const lineChanges: CartChange[] = [];
    if (product.price !== item.price) lineChanges.push({ kind: 'price', from: item.price, to: product.price });
    const limit = lineLimit(product);
    let quantity = item.quantity;
    if (limit === 0) lineChanges.push({ kind: 'soldOut' });
    else if (quantity > limit) {
      quantity = limit;
      lineChanges.push({ kind: 'limited', available: limit });
    }
    const { slug, name, image, price, countInStock } = product;
    next.push({ ...item, slug, name, image, price, countInStock, quantity });
    if (lineChanges.length > 0) changes.set(item._id, lineChanges);
  }
  return { items: next, changes };
}
