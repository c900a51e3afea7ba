/**
 * GHN's webhook body (JSON, PascalCase): `Type` ("create", "switch_status", "update_weight",
 * "update_cod", "update_fee"), `OrderCode`, `ClientOrderCode`, `Status`, `Time`, `CODAmount`,
 * `CODTransferDate`. Only a status change is an event; the rest are acknowledged and left.
 */
import type { CarrierEvent } from '../carrier.js';
import { fieldOf, textOf, wholeNumberOf } from '../carrier-http.js';

const isoOrEmpty = (value: unknown): string => {
  const time = Date.parse(textOf(value));
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

export function ghnWebhookEvent(body: unknown): CarrierEvent | null {
  const type = textOf(fieldOf(body, 'Type')).toLowerCase();
  const trackingNumber = textOf(fieldOf(body, 'OrderCode'));
  const carrierStatus = textOf(fieldOf(body, 'Status')).toLowerCase();
  const at = isoOrEmpty(fieldOf(body, 'Time'));
  if (!type.includes('switch_status') || !trackingNumber || !carrierStatus || !at) return null;
  const collected = wholeNumberOf(fieldOf(body, 'CODAmount'));
  const transferredAt = isoOrEmpty(fieldOf(body, 'CODTransferDate'));
  return {
    carrier: 'ghn',
    trackingNumber,
    orderId: textOf(fieldOf(body, 'ClientOrderCode')),
    carrierStatus,
    at,
    ...(Number.isNaN(collected) ? {} : { collectedAmount: collected }),
    ...(transferredAt ? { transferredAt } : {}),
  };
}
