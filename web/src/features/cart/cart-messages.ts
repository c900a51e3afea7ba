/**
 * What the cart says when its items no longer match the shop (ADR 0011, 'Cart'), in one place so
 * the cart, the order preview and their tests use the same words.
 */
import { t } from '@lingui/core/macro';
import { API_MSG, MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { translateMessage } from '@/i18n/translate-message';
import type { CartChange } from './cart-changes';

/** Each text in the reader's language, so each is a function: it is worded when shown. */
export const CART_MSG = {
  priceChanged: (from: number, to: number) => {
    const oldPrice = formatPrice(from);
    const newPrice = formatPrice(to);
    return t`Giá đã thay đổi / Price changed from ${oldPrice} to ${newPrice}`;
  },
  onlyLeft: (available: number) => t`Only ${available} left`,
  /** The API's own refusals (shared/unit-limits.ts), said before checkout. */
  unitsPerProduct: () => translateMessage(API_MSG.unpaidUnitsPerProduct),
  unitsInAll: () => translateMessage(API_MSG.unpaidUnits),
  soldOut: () => translateMessage(MSG.outOfStock),
  removed: (name: string) => t`${name} is no longer sold and was removed from your cart`,
  /** The order preview, when showing it brought the cart up to date. */
  cartUpdated: () => t`Your cart was updated:`,
  /** The order preview, when 'Place Order' was refused because prices changed meanwhile. */
  pricesChangedAtCheckout: () => t`Prices changed: check the new total and place the order again`,
} as const;

export function cartChangeMessage(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return CART_MSG.priceChanged(change.from, change.to);
    case 'lowered':
      return change.cause === 'stock' ? CART_MSG.onlyLeft(change.to) : CART_MSG.unitsPerProduct();
    case 'soldOut':
      return CART_MSG.soldOut();
    case 'removed':
      return CART_MSG.removed(change.name);
  }
}
