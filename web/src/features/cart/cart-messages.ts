/**
 * What the cart says when its items no longer match the shop (issue 15, point 4), in one place so
 * the cart, the order preview and their tests use the same words.
 */
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
// Defined beside the add-to-cart rule, which is on the home route: this module must not be.
import { maxPerLineMessage } from './add-to-cart-rule';
import type { CartChange } from './cart-changes';

export const CART_MSG = {
  priceChanged: (from: number, to: number) =>
    `Giá đã thay đổi / Price changed from ${formatPrice(from)} to ${formatPrice(to)}`,
  onlyLeft: (available: number) => `Only ${available} left`,
  maxPerLine: maxPerLineMessage,
  soldOut: MSG.outOfStock,
  removed: (name: string) => `${name} is no longer sold and was removed from your cart`,
  /** The order preview, when showing it brought the cart up to date. */
  cartUpdated: 'Your cart was updated:',
  /** The order preview, when 'Place Order' was refused because prices changed meanwhile. */
  pricesChangedAtCheckout: 'Prices changed: check the new total and place the order again',
} as const;

export function cartChangeMessage(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return CART_MSG.priceChanged(change.from, change.to);
    case 'lowered':
      return change.cause === 'stock' ? CART_MSG.onlyLeft(change.to) : CART_MSG.maxPerLine;
    case 'soldOut':
      return CART_MSG.soldOut;
    case 'removed':
      return CART_MSG.removed(change.name);
  }
}
