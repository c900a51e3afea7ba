/**
 * The customer's saved laptops ("Yêu thích") and restock alerts ("Thông báo khi có hàng"), as stored
 * (`*Doc`) and as sent over /api (docs/decisions/0099-wishlist.md, 0100-restock-alerts-and-unsubscribe.md).
 */
import type { ProductDoc } from './catalogue.js';

/** A wishlist past this many is refused (409): the list page reads each product. */
export const MAX_WISHLIST_ITEMS = 100;

/** users/{uid}/wishlist/{productId}: when it was saved; the product is read fresh on every list. */
export interface WishlistDoc {
  addedAt: string;
}

/** What a wishlist line shows of its product, read when the list is. */
export type WishlistProduct = Pick<ProductDoc, 'slug' | 'name' | 'image' | 'price' | 'countInStock'> & {
  _id: string;
};

export interface WishlistItem {
  productId: string;
  addedAt: string;
  product: WishlistProduct;
}

/** Newest first; products since deleted or unpublished are left out. */
export interface WishlistPage {
  items: WishlistItem[];
}

/** The saved product ids, newest first. */
export interface WishlistIds {
  productIds: string[];
}

export const ALERT_TYPES = ['restock'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** active: waiting; sent: the email is queued; unsubscribed: the customer's email link turned it off. */
export const ALERT_STATUSES = ['active', 'sent', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** alerts/{uid}_{productId}: one per customer and product, so a repeat finds the one there is. */
export interface AlertDoc {
  userId: string;
  productId: string;
  type: AlertType;
  status: AlertStatus;
  createdAt: string;
  /** When the email was queued (status 'sent'). */
  sentAt?: string;
}

export interface Alert {
  _id: string;
  productId: string;
  type: AlertType;
  status: AlertStatus;
  createdAt: string;
  sentAt?: string;
}

export interface AlertList {
  alerts: Alert[];
}
