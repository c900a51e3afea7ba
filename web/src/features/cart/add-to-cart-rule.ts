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
import { cartLineKey } from './cart-lines';
import { lineOffer } from './line-offer';

/** A refusal's `message` is a shared source text, shown through translateMessage. */
export type CartDecision = { ok: true; item: CartItem } | { ok: false; message: string };

type StockSnapshot = Pick<
  Product,
  '_id' | 'slug' | 'name' | 'image' | 'price' | 'countInStock' | 'variants' | 'defaultVariantId'
>;

/**
 * `current` is the product as stored now (null when it no longer exists); `variantId` the
 * configuration added (line-offer.ts), the default one when none is named.
 */
export function decideAddToCart(
  items: readonly CartItem[],
  current: StockSnapshot | null,
  variantId?: string,
): CartDecision {
  if (!current) return { ok: false, message: API_MSG.productNotFound };
  const offer = lineOffer(current, variantId);
  if (!offer) return { ok: false, message: API_MSG.productNotFound };
  // A line saved without a configuration buys the default one: adding that one adds to it.
  const defaultId = lineOffer(current, undefined)?.variantId;
  const isThisLine = (item: CartItem) => item._id === current._id && (item.variantId ?? defaultId) === offer.variantId;
  const existing = items.find(isThisLine);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (offer.countInStock < quantity) return { ok: false, message: MSG.outOfStock };
  const others = items.filter((item) => !isThisLine(item));
  // Counted per configuration, as the API counts them (a line's key is `{productId}:{variantId}`).
  const lines = [...others, { _id: current._id, variantId: offer.variantId, quantity }].map((item) => ({
    productId: cartLineKey(item),
    quantity: item.quantity,
  }));
  const passed = unitLimitPassed([], lines);
  if (passed) return { ok: false, message: UNIT_LIMIT_MESSAGES[passed] };
  const { _id, slug, name, image } = current;
  const { variantId: offerId, ...offered } = offer;
  // The line keeps its own name for the configuration, so the cart replaces it rather than adding one.
  const lineId = existing ? existing.variantId : offerId;
  return { ok: true, item: { _id, slug, name, image, ...offered, quantity, ...(lineId ? { variantId: lineId } : {}) } };
}
