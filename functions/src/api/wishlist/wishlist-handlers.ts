/** The wishlist endpoints: each reads and writes only the signed-in customer's own list. */
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { addToWishlist, removeFromWishlist, wishlistIds, wishlistPage } from './wishlist.js';

type WishlistEndpoint = 'myWishlist' | 'myWishlistIds' | 'addToWishlist' | 'removeFromWishlist';

export function wishlistHandlers({ db }: ApiContext): EndpointHandlers<WishlistEndpoint> {
  return {
    myWishlist: async ({ user }) => wishlistPage(db, user.uid),
    myWishlistIds: async ({ user }) => wishlistIds(db, user.uid),
    addToWishlist: async ({ user, params }) => addToWishlist(db, user.uid, params.id),
    removeFromWishlist: async ({ user, params }) => removeFromWishlist(db, user.uid, params.id),
  };
}
