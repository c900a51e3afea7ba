/**
 * The cart's stock rule (spec section 5): the new quantity is the existing quantity plus 1 (or 1),
 * and it is rejected when the product's CURRENT countInStock is lower. The cart also stops at the
 * units a customer may hold in unpaid orders (shared/unit-limits.ts), counting its own lines only:
 * it cannot see the customer's other unpaid orders, which the API counts when the order is placed.
 */
import type { CartItem } from '@shared/entities/order';
import type { Product } from '@shared/entities/catalogue';
import { API_MSG, MSG } from '@shared/messages';
import { UNIT_LIMIT_MESSAGES, unitLimitPassed } from '@shared/unit-limits';

/** A refusal's `message` is a shared source text, shown through translateMessage. */
export type CartDecision = { ok: true; item: CartItem } | { ok: false; message: string };

type StockSnapshot = Pick<Product, '_id' | 'slug' | 'name' | 'image' | 'price' | 'countInStock'>;

/** `current` is the product as stored now (null when it no longer exists). */
export function decideAddToCart(items: readonly CartItem[], current: StockSnapshot | null): CartDecision {
  if (!current) return { ok: false, message: API_MSG.productNotFound };
  const existing = items.find((item) => item._id === current._id);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (current.countInStock < quantity) return { ok: false, message: MSG.outOfStock };
  const others = items.filter((item) => item._id !== current._id);
  const lines = [...others, { _id: current._id, quantity }].map((item) => ({
    productId: item._id,
    quantity: item.quantity,
  }));
  const passed = unitLimitPassed([], lines);
  if (passed) return { ok: false, message: UNIT_LIMIT_MESSAGES[passed] };
  const { _id, slug, name, image, price, countInStock } = current;
  return { ok: true, item: { _id, slug, name, image, price, countInStock, quantity } };
}
