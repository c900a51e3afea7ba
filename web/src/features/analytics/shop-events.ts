/**
 * What the screens report (docs/analytics.md), in the shop's words; event-mappings.ts turns each into
 * GA4's, Meta's and TikTok's calls. Types only: a screen imports nothing of the mapping.
 */

/** One product line: its id, name, the price paid per unit and how many. */
export interface EventItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  /** Missing on lines that do not carry them (the cart's): the loader reads them from the product. */
  brand?: string;
  category?: string;
}

export type ShopEvent =
  | { name: 'view_item_list'; listName: 'home' | 'search'; items: EventItem[] }
  | { name: 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_shipping_info'; items: EventItem[] }
  | { name: 'add_payment_info'; items: EventItem[]; paymentType: string }
  /** `value`: the items after the voucher's discount, without shipping. */
  | { name: 'purchase'; orderId: string; items: EventItem[]; value: number; shipping: number };

/** A product (or a configuration's price) as one line of an event. */
export const eventItem = (
  product: { _id: string; name: string; brand: string; category: string; price: number },
  quantity = 1,
): EventItem => ({
  id: product._id,
  name: product.name,
  brand: product.brand,
  category: product.category,
  price: product.price,
  quantity,
});

/** Cart or order lines as an event's lines (their brand and category are read by the loader). */
export const lineItems = (lines: readonly { _id: string; name: string; price: number; quantity: number }[]) =>
  lines.map(({ _id, name, price, quantity }): EventItem => ({ id: _id, name, price, quantity }));
