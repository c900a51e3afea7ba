/**
 * GHTK's webhook body (form-encoded, docs.giaohangtietkiem.vn "Webhook"): `label_id` (GHTK's
 * code), `partner_id` (the shop's order id), `status_id`, `action_time` (ISO 8601, Vietnam time),
 * `reason_code`, `reason`, `weight` (kg), `fee`, `pick_money` (the cash to collect, collected at 5),
 * `return_part_package`. Each call is a status change; 6 (đã đối soát) tells of the COD transfer.
 */
import type { CarrierEvent } from '../carrier.js';
import { fieldOf, textOf, wholeNumberOf } from '../carrier-http.js';
import { GHTK_COD_TRANSFERRED } from './ghtk-statuses.js';

export const isoOrEmpty = (value: unknown): string => {
  const time = Date.parse(textOf(value));
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

/**
 * GHTK's documented request writes `action_time=2016-11-02T12:18:39+07:00` into the form body
 * unencoded, so the `+` of the offset arrives decoded as a space: it is put back.
 */
const actionTime = (value: unknown): string =>
  isoOrEmpty(
    textOf(value)
      .trim()
      .replace(/ (\d{2}:?\d{2})$/, '+$1'),
  );

export function ghtkWebhookEvent(body: unknown): CarrierEvent | null {
  const trackingNumber = textOf(fieldOf(body, 'label_id')).trim();
  const status = wholeNumberOf(fieldOf(body, 'status_id'));
  const at = actionTime(fieldOf(body, 'action_time'));
  if (!trackingNumber || Number.isNaN(status) || !at) return null;
  const carrierStatus = String(status);
  const collected = wholeNumberOf(fieldOf(body, 'pick_money'));
  return {
    carrier: 'ghtk',
    trackingNumber,
    orderId: textOf(fieldOf(body, 'partner_id')),
    carrierStatus,
    at,
    ...(Number.isNaN(collected) ? {} : { collectedAmount: collected }),
    ...(carrierStatus === GHTK_COD_TRANSFERRED ? { transferredAt: at } : {}),
  };
}
