/**
 * The cart's stock rule (spec section 5): the new quantity is the existing quantity plus 1 (or 1),
 * and it is rejected when the product's CURRENT countInStock is lower.
 */
import type { CartItem, Product } from '@shared/entities';
import { MAX_ORDER_QUANTITY_PER_ITEM } from '@shared/constants';
import { API_MSG, MSG, WEB_MSG } from '@shared/messages';

/** The server's own per-line limit, said before checkout instead of as a field error there. */
export const maxPerLineMessage = WEB_MSG.maxPerLine;

/** A refusal's `message` is a shared source text, shown through translateMessage. */
export type CartDecision = { ok: true; item: CartItem } | { ok: false; message: string };

type StockSnapshot = Pick<Product, '_id' | 'slug' | 'name' | 'image' | 'price' | 'countInStock'>;

/** `current` is the product as stored now (null when it no longer exists). */
export function decideAddToCart(items: readonly CartItem[], current: StockSnapshot | null): CartDecision {
  if (!current) return { ok: false, message: API_MSG.productNotFound };
  const existing = items.find((item) => item._id === current._id);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (current.countInStock < quantity) return { ok: false, message: MSG.outOfStock };
  if (quantity > MAX_ORDER_QUANTITY_PER_ITEM) return { ok: false, message: maxPerLineMessage };
  const { _id, slug, name, image, price, countInStock } = current;
  return { ok: true, item: { _id, slug, name, image, price, countInStock, quantity } };
}
