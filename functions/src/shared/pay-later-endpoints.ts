/**
 * The contract's rows for paying later online (ENDPOINTS in api-contract.ts spreads these in):
 * the provider's notification (docs/decisions/0102-pay-later-through-fundiin.md). The payment URL
 * is POST /api/orders/{id}/payment-url, as for every gateway.
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export interface PayLaterEndpointTypes {
  /** Fundiin's signed notification: read from its raw bytes, so no schema parses it first. */
  installmentIpn: { response: void };
}

export const PAY_LATER_ENDPOINTS = {
  // 204 as Fundiin asks; 401 a missing or wrong Signature (nothing read or stored), 404 an unknown
  // reference, 400 another amount than the attempt's.
  installmentIpn: {
    method: 'POST',
    path: '/payments/installment/ipn',
    auth: 'public',
    status: 204,
    errors: [400, 401, 404],
  },
} as const satisfies Rows;
