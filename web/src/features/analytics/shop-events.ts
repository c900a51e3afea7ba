/**
 * What the screens report (docs/analytics.md), in the shop's words; event-mappings.ts turns each into
 * GA4's, Meta's and TikTok's calls. Types only, so a screen carries nothing of the mapping: products,
 * cart lines and order lines (by their product id) are event lines as they are.
 */

/** One product line: the product id, name, the price paid per unit and how many (one when missing). */
export interface EventItem {
  _id: string;
  name: string;
  price: number;
  quantity?: number;
  /** Missing on lines that do not carry them (the cart's): the loader reads them from the product. */
  brand?: string | undefined;
  category?: string | undefined;
}

export type ShopEvent =
  | { name: 'view_item_list'; listName: 'home' | 'search'; items: readonly EventItem[] }
  | { name: 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_shipping_info'; items: readonly EventItem[] }
  | { name: 'add_payment_info'; items: readonly EventItem[]; paymentType: string }
  /** `value`: the items after the voucher's discount, without shipping; a refund takes the whole purchase back. */
  | { name: 'purchase' | 'refund'; orderId: string; items: readonly EventItem[]; value: number; shipping: number };
