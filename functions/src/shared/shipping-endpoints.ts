/**
 * The contract's rows for shipping with the carriers (ENDPOINTS in api-contract.ts spreads these
 * in): how each is called, who may, and what it may answer.
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { ShippingQuoteAnswer } from './shipping-quote.js';
import type { shippingQuoteSchema } from './shipping-quote-schemas.js';
import type { Order } from './entities/order.js';
import type { createWaybillSchema } from './waybill-schemas.js';
import type { gatewayParamsSchema } from './api-request-schemas.js';
import type { CsvFile } from './api-contract.js';
import type { CodReconciliationRow } from './cod-reconciliation.js';
import type { codReconciliationQuerySchema } from './cod-reconciliation-schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export interface ShippingEndpointTypes {
  quoteShipping: { body: typeof shippingQuoteSchema; response: ShippingQuoteAnswer };
  createShipment: { body: typeof createWaybillSchema; response: Order };
  shipmentLabel: { response: { url: string } };
  cancelShipment: { response: Order };
  ghnWebhook: { body: typeof gatewayParamsSchema; response: { ok: true } };
  ghtkWebhook: { body: typeof gatewayParamsSchema; response: { ok: true } };
  codReconciliation: { query: typeof codReconciliationQuerySchema; response: CodReconciliationRow[] };
  exportCodReconciliation: { query: typeof codReconciliationQuerySchema; response: CsvFile };
}

export const SHIPPING_ENDPOINTS = {
  // The checkout's fees and dates. 400: an unknown ward, an empty cart, or an address no carrier on
  // can place; 404: a product not on sale; 429: quotes per client (api/limits/shipping-quote-limit.ts).
  quoteShipping: { method: 'POST', path: '/shipping/quote', auth: 'public', errors: [400, 404, 429] },
  // A Packing order's waybill with the carrier (api/shipping/waybills.ts). 400: no carrier on, or one
  // not on; 409: not Packing, a waybill already made or being made, COD above the carrier's cap;
  // 502: the carrier refused or did not answer (its message), nothing kept.
  createShipment: {
    method: 'POST',
    path: '/orders/:id/shipment',
    auth: 'admin',
    status: 201,
    errors: [400, 404, 409, 502],
  },
  // The label's address: GHN's A5 page with a fresh token, or GHTK's PDF as a data: address (the admin's browser opens it).
  shipmentLabel: { method: 'GET', path: '/orders/:id/shipment/label', auth: 'admin', errors: [404, 409, 502] },
  // Before pickup only (409 after); the cancelled waybill stays in the order's cancelledShipments.
  cancelShipment: { method: 'DELETE', path: '/orders/:id/shipment', auth: 'admin', errors: [404, 409, 502] },
  // GHN's status changes (api/shipping/carrier-events.ts). GHN signs nothing: `?token=` is the secret,
  // compared in constant time; wrong: 401, nothing stored. Every authenticated call 200, unknown codes
  // too, since GHN resends anything else ten times.
  ghnWebhook: { method: 'POST', path: '/shipping/ghn/webhook', auth: 'public', errors: [401] },
  // GHTK's status changes, form-encoded, through the same apply path. GHTK signs nothing: `?hash=` is
  // the secret, compared in constant time; wrong: 401, nothing stored. Every authenticated call 200,
  // unknown labels too, since GHTK resends anything else.
  ghtkWebhook: {
    method: 'POST',
    path: '/shipping/ghtk/webhook',
    auth: 'public',
    errors: [401],
    formEncoded: true,
  },
  // Đối soát COD (api/shipping/cod-reconciliation.ts): COD orders with a waybill placed within the
  // days asked, differences first; the same rows as a CSV.
  codReconciliation: { method: 'GET', path: '/shipping/cod', auth: 'admin', errors: [] },
  exportCodReconciliation: { method: 'GET', path: '/shipping/cod/export', auth: 'admin', errors: [], csv: true },
} as const satisfies Rows;
