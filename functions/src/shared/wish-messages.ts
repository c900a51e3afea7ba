/**
 * The wishlist's and restock alerts' API messages: their own module, so only the screens that call
 * these endpoints carry them (the extractor reads this file, web/lingui/shared-messages-extractor.ts).
 */
import { MAX_WISHLIST_ITEMS } from './entities/wishlist.js';

export const WISH_MSG = {
  wishlistFull: `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} laptops: remove one first`,
  inStock: 'This laptop is in stock: you can buy it now',
  alertNotFound: 'Alert Not Found',
  alertDeleted: 'Alert Deleted',
  badUnsubscribeLink: 'This unsubscribe link is not valid',
} as const;
