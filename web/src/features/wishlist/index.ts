/** What other features may use of the wishlist (eslint.config.js fences the rest). */
export { WishlistButton } from './components/wishlist-button';
