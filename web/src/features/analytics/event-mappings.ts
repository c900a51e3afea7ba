/**
 * One mapping of the shop's events (shop-events.ts) to the three tags' calls, shared by every
 * screen (docs/analytics.md). GA4: the recommended e-commerce events with `currency: "VND"`, `value`
 * (the items after discount, no shipping) and `items[]`. Meta and TikTok: their standard events,
 * only for the steps they have (a refund is GA4's alone); a purchase carries the order id as the
 * event id, the id the server's Conversions API event uses too, so Meta counts the two once.
 */
import type { EventItem, ShopEvent } from './shop-events';

export const CURRENCY = 'VND';

/** What a tag's function is called with: gtag('event', …), fbq('track', …), ttq.track(…). */
export type TagCall = [name: string, params: Record<string, unknown>, options?: Record<string, unknown>];

const quantityOf = (item: EventItem) => item.quantity ?? 1;
const itemsValue = (items: readonly EventItem[]) => items.reduce((sum, item) => sum + item.price * quantityOf(item), 0);
const valueOf = (event: ShopEvent) => ('orderId' in event ? event.value : itemsValue(event.items));

const ga4Item = (item: EventItem, index: number) => ({
  item_id: item._id,
  item_name: item.name,
  ...(item.brand ? { item_brand: item.brand } : {}),
  ...(item.category ? { item_category: item.category } : {}),
  price: item.price,
  quantity: quantityOf(item),
  index,
});

export function ga4Call(event: ShopEvent): TagCall {
  const items = event.items.map(ga4Item);
  switch (event.name) {
    case 'view_item_list':
      // GA4 documents no value for a list; the shop sends the listed prices' sum with the currency, as it
      // does on every event, so a report can total what lists showed.
      return [
        event.name,
        {
          item_list_id: event.listName,
          item_list_name: event.listName,
          currency: CURRENCY,
          value: valueOf(event),
          items,
        },
      ];
    case 'add_payment_info':
      return [event.name, { currency: CURRENCY, value: valueOf(event), payment_type: event.paymentType, items }];
    case 'purchase':
    case 'refund':
      return [
        event.name,
        { transaction_id: event.orderId, currency: CURRENCY, value: event.value, shipping: event.shipping, items },
      ];
    default:
      return [event.name, { currency: CURRENCY, value: valueOf(event), items }];
  }
}

/** Meta's and TikTok's standard event for each step; the steps they have no event for send nothing. */
const PIXEL_EVENTS: Partial<Record<ShopEvent['name'], { meta: string; tiktok: string }>> = {
  view_item: { meta: 'ViewContent', tiktok: 'ViewContent' },
  add_to_cart: { meta: 'AddToCart', tiktok: 'AddToCart' },
  begin_checkout: { meta: 'InitiateCheckout', tiktok: 'InitiateCheckout' },
  add_payment_info: { meta: 'AddPaymentInfo', tiktok: 'AddPaymentInfo' },
  purchase: { meta: 'Purchase', tiktok: 'CompletePayment' },
};

export function metaCall(event: ShopEvent): TagCall | null {
  const name = PIXEL_EVENTS[event.name]?.meta;
  if (!name) return null;
  const params = {
    content_ids: event.items.map((item) => item._id),
    contents: event.items.map((item) => ({ id: item._id, quantity: quantityOf(item), item_price: item.price })),
    content_type: 'product',
    value: valueOf(event),
    currency: CURRENCY,
    num_items: event.items.reduce((sum, item) => sum + quantityOf(item), 0),
  };
  return event.name === 'purchase' ? [name, params, { eventID: event.orderId }] : [name, params];
}

export function tiktokCall(event: ShopEvent): TagCall | null {
  const name = PIXEL_EVENTS[event.name]?.tiktok;
  if (!name) return null;
  const params = {
    contents: event.items.map((item) => ({
      content_id: item._id,
      content_type: 'product',
      content_name: item.name,
      quantity: quantityOf(item),
      price: item.price,
    })),
    content_type: 'product',
    value: valueOf(event),
    currency: CURRENCY,
  };
  return event.name === 'purchase' ? [name, params, { event_id: event.orderId }] : [name, params];
}
