/**
 * The purchase event's two request bodies, built once when the order turns paid
 * (docs/decisions/0117-server-purchase-events.md): GA4 Measurement Protocol's `purchase` and Meta
 * Conversions API's `Purchase`; and GA4's `refund`, once when it turns refunded (Meta's standard
 * events have none). Contact details leave the shop only as SHA-256 of Meta's normal form.
 */
import { createHash } from 'node:crypto';
import type { OrderDoc } from '../shared/entities/order.js';

export interface Ga4PurchaseBody {
  client_id: string;
  events: [
    {
      name: 'purchase' | 'refund';
      params: {
        transaction_id: string;
        value: number;
        currency: 'VND';
        shipping: number;
        items: { item_id: string; item_name: string; price: number; quantity: number; item_variant?: string }[];
      };
    },
  ];
}

export interface MetaPurchaseBody {
  data: [
    {
      event_name: 'Purchase';
      event_time: number;
      event_id: string;
      action_source: 'website';
      event_source_url: string;
      user_data: { em?: string[]; ph?: string[]; fbp?: string; fbc?: string; client_user_agent: string };
      custom_data: {
        value: number;
        currency: 'VND';
        content_ids: string[];
        contents: { id: string; quantity: number; item_price: number }[];
        content_type: 'product';
      };
    },
  ];
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Meta's normal form of an email: trimmed, lower case. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * Meta's normal form of a phone: digits only, with the country code; a Vietnamese national number
 * (0912 345 678) gets 84 in place of its leading 0.
 */
export function normalisedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `84${digits.replace(/^0+/, '')}` : digits;
}

export const hashedEmail = (email: string) => sha256(normalisedEmail(email));
export const hashedPhone = (phone: string) => sha256(normalisedPhone(phone));

/** What the customer paid for the goods, voucher taken off, shipping left out (as the browser's tags report it). */
export const purchaseValue = (order: OrderDoc) => order.itemsPrice - (order.discount ?? 0);

/** A line's id in both services: the SKU of a configuration, else the product's id (as the product feed's). */
const lineId = (line: OrderDoc['orderItems'][number]) => line.sku ?? line.productId;

export function ga4PurchaseBody(
  orderId: string,
  order: OrderDoc,
  clientId: string,
  name: 'purchase' | 'refund' = 'purchase',
): Ga4PurchaseBody {
  return {
    client_id: clientId,
    events: [
      {
        // A refund names the same transaction, value and items: GA4 takes the whole purchase back.
        name,
        params: {
          transaction_id: orderId,
          value: purchaseValue(order),
          currency: 'VND',
          shipping: order.shippingPrice,
          items: order.orderItems.map((line) => ({
            item_id: lineId(line),
            item_name: line.name,
            price: line.price,
            quantity: line.quantity,
            ...(line.variantTitle ? { item_variant: line.variantTitle } : {}),
          })),
        },
      },
    ],
  };
}

export interface MetaBuyer {
  email: string | null;
  phone: string | null;
  fbp?: string;
  fbc?: string;
  /** The placing browser's User-Agent: Meta requires `client_user_agent` of a website event. */
  userAgent: string;
}

export function metaPurchaseBody(
  orderId: string,
  order: OrderDoc,
  buyer: MetaBuyer,
  eventSourceUrl: string,
): MetaPurchaseBody {
  const paidAt = Date.parse(order.paidAt ?? order.createdAt);
  return {
    data: [
      {
        event_name: 'Purchase',
        event_time: Math.floor(paidAt / 1000),
        // The browser pixel's Purchase carries the same eventID, so Meta counts the two once.
        event_id: orderId,
        action_source: 'website',
        event_source_url: eventSourceUrl,
        user_data: {
          ...(buyer.email ? { em: [hashedEmail(buyer.email)] } : {}),
          ...(buyer.phone ? { ph: [hashedPhone(buyer.phone)] } : {}),
          ...(buyer.fbp ? { fbp: buyer.fbp } : {}),
          ...(buyer.fbc ? { fbc: buyer.fbc } : {}),
          client_user_agent: buyer.userAgent,
        },
        custom_data: {
          value: purchaseValue(order),
          currency: 'VND',
          content_ids: order.orderItems.map(lineId),
          contents: order.orderItems.map((line) => ({
            id: lineId(line),
            quantity: line.quantity,
            item_price: line.price,
          })),
          content_type: 'product',
        },
      },
    ],
  };
}
