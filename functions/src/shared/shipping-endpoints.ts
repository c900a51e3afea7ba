/**
 * The contract's rows for shipping with the carriers (ENDPOINTS in api-contract.ts spreads these
 * in): how each is called, who may, and what it may answer.
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { ShippingQuoteAnswer } from './shipping-quote.js';
import type { shippingQuoteSchema } from './shipping-quote-schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export interface ShippingEndpointTypes {
  quoteShipping: { body: typeof shippingQuoteSchema; response: ShippingQuoteAnswer };
}

export const SHIPPING_ENDPOINTS = {
  // The checkout's fees and dates. 400: an unknown ward, an empty cart, or an address no carrier on
  // can place; 404: a product not on sale; 429: quotes per client (api/limits/shipping-quote-limit.ts).
  quoteShipping: { method: 'POST', path: '/shipping/quote', auth: 'public', errors: [400, 404, 429] },
} as const satisfies Rows;
