/** What other features may use of the cart (eslint.config.js fences the rest). */
export { useAddToCart } from './use-add-to-cart';
export type { CartChange } from './cart-changes';
export { CART_MSG, cartChangeMessage } from './cart-messages';
export { useCart } from './cart-store';
export { useCartRefresh } from './use-cart-refresh';
export { UnitTotalNotice, isOverUnitTotal } from './unit-total-notice';
