/**
 * The contract's rows for the wishlist and restock alerts (ENDPOINTS in api-contract.ts spreads
 * these in): how each is called, who may, and what it may answer. `:id` is the product's id on the
 * wishlist and the alert's on an alert, so the router checks its shape (api/doc-id.ts).
 */
import type { EndpointName, EndpointSpec, Message } from './api-contract.js';
import type { AlertList, Alert, WishlistIds, WishlistPage } from './entities/wishlist.js';
import type { alertCreateSchema, unsubscribeQuerySchema } from './wish-schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export interface WishEndpointTypes {
  myWishlist: { response: WishlistPage };
  myWishlistIds: { response: WishlistIds };
  addToWishlist: { response: WishlistIds };
  removeFromWishlist: { response: WishlistIds };
  myAlerts: { response: AlertList };
  createAlert: { body: typeof alertCreateSchema; response: Alert };
  deleteAlert: { response: Message };
  unsubscribeAlertsPage: { query: typeof unsubscribeQuerySchema; response: Message };
  unsubscribeAlerts: { query: typeof unsubscribeQuerySchema; response: Message };
}

export const WISH_ENDPOINTS = {
  // The signed-in customer's own wishlist, newest first, with each product as it is now.
  myWishlist: { method: 'GET', path: '/wishlist', auth: 'customer', errors: [] },
  // Only the saved ids (no product reads): what the hearts on cards need. PUT and DELETE answer them too.
  myWishlistIds: { method: 'GET', path: '/wishlist/ids', auth: 'customer', errors: [] },
  // Idempotent; 404 for an unknown or draft product, 409 past MAX_WISHLIST_ITEMS.
  addToWishlist: { method: 'PUT', path: '/wishlist/:id', auth: 'customer', errors: [404, 409] },
  removeFromWishlist: { method: 'DELETE', path: '/wishlist/:id', auth: 'customer', errors: [] },
  myAlerts: { method: 'GET', path: '/alerts', auth: 'customer', errors: [] },
  // 201 for a new alert, 200 with the same alert for a repeat; 409 while the product is in stock.
  createAlert: { method: 'POST', path: '/alerts', auth: 'customer', status: 201, errors: [404, 409] },
  // Another customer's alert answers 404 like a missing one.
  deleteAlert: { method: 'DELETE', path: '/alerts/:id', auth: 'customer', errors: [404] },
  // The alert emails' link (no sign-in: the signed token names the customer); answers plain text.
  unsubscribeAlertsPage: { method: 'GET', path: '/alerts/unsubscribe', auth: 'public', errors: [], text: true },
  // RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` to the same URL.
  unsubscribeAlerts: { method: 'POST', path: '/alerts/unsubscribe', auth: 'public', errors: [] },
} as const satisfies Rows;
