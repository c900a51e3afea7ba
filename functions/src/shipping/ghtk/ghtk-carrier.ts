/**
 * GHTK (Giao Hàng Tiết Kiệm) behind the `Carrier` interface, as GHTK documents its API
 * (docs/decisions/0115-ghtk-carrier.md): `GET /services/shipment/fee` to quote,
 * `POST /services/shipment/order/?ver=1.5` to create, `POST /services/shipment/cancel/{label}`,
 * `GET /services/label/{label}` (a PDF) and `GET /services/shipment/v2/{label}` to read back.
 */
import {
  carrierFailed,
  carrierOk,
  type Carrier,
  type CarrierResult,
  type WaybillRequest,
  type WaybillState,
} from '../carrier.js';
import { fieldOf, sameSecret, textOf, wholeNumberOf } from '../carrier-http.js';
import type { GhtkSettings } from '../carrier-settings.js';
import { ghtkCaller, ghtkPdf, type GhtkAnswer } from './ghtk-http.js';
import { GHTK_SERVICE_NAME, ghtkFeeQuery, ghtkOrderBody } from './ghtk-requests.js';
import { GHTK_COD_TRANSFERRED } from './ghtk-statuses.js';
import { ghtkWebhookEvent, isoOrEmpty } from './ghtk-webhook.js';

const failedFrom = <T>(answer: GhtkAnswer & { ok: false }): CarrierResult<T> =>
  carrierFailed(answer.reason, answer.message);

const VIETNAM_OFFSET = '+07:00';

/**
 * GHTK's dates are Vietnamese days, written as "Chiều 2024-11-27" (estimated_deliver_time) or
 * "2024-11-27" (deliver_date): the end of that day in Vietnam, as GHN's leadtime is.
 */
export function ghtkDay(value: unknown): string {
  const day = /(\d{4}-\d{2}-\d{2})/.exec(textOf(value))?.[1];
  if (!day) return '';
  const time = Date.parse(`${day}T23:59:59${VIETNAM_OFFSET}`);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/** GHTK's times ("2024-11-25 22:03:34") are Vietnam's. */
const ghtkTime = (value: unknown): string => {
  const text = textOf(value).trim().replace(' ', 'T');
  return text ? isoOrEmpty(/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text}${VIETNAM_OFFSET}`) : '';
};

/** Where GHTK shows a waybill to the receiver: its public page, or the sandbox's. */
export function ghtkTrackingUrl(apiUrl: string, trackingNumber: string): string {
  const url = new URL(apiUrl);
  const code = encodeURIComponent(trackingNumber);
  if (url.hostname === 'services.giaohangtietkiem.vn') return `https://i.ghtk.vn/${code}`;
  return `${url.origin}/track/${code}`;
}

/**
 * GHTK's read-back (`order`): its current status and when it last changed. It keeps no log in that
 * answer, so the history is that one status; 6 (đã đối soát) is a delivered parcel whose cash was
 * paid over, and reads back as delivered with the transfer's time; 11 as returned.
 */
export function ghtkState(trackingNumber: string, order: unknown): WaybillState {
  const status = textOf(fieldOf(order, 'status'));
  const at = ghtkTime(fieldOf(order, 'modified'));
  const transferred = status === GHTK_COD_TRANSFERRED;
  // 6 and 11 settle the money of a delivered (5) and a returned (21) parcel: the parcel's state is those.
  const carrierStatus = transferred ? '5' : status === '11' ? '21' : status;
  const codAmount = wholeNumberOf(fieldOf(order, 'pick_money'));
  return {
    trackingNumber,
    carrierStatus,
    codAmount: Number.isNaN(codAmount) ? 0 : codAmount,
    history: carrierStatus && at ? [{ carrierStatus, at }] : [],
    ...(transferred && at ? { transferredAt: at } : {}),
  };
}

export function ghtkCarrier(settings: GhtkSettings, timeoutMs: number): Carrier {
  const call = ghtkCaller(settings, timeoutMs);
  const labelPath = (trackingNumber: string) => encodeURIComponent(trackingNumber);

  return {
    name: 'ghtk',

    async quote(from, to, parcel) {
      const answer = await call('GET', '/services/shipment/fee', { query: ghtkFeeQuery(from, to, parcel) });
      if (!answer.ok) return failedFrom(answer);
      const fee = fieldOf(answer.body, 'fee');
      // GHTK answers `delivery: false` for an address it does not serve.
      if (fieldOf(fee, 'delivery') === false) {
        return carrierFailed('unplaceable', `GHTK does not deliver to "${to.ward}" in "${to.province}"`);
      }
      const total = wholeNumberOf(fieldOf(fee, 'fee'));
      if (Number.isNaN(total)) return carrierFailed('unavailable', 'GHTK fee: no fee.fee');
      // GHTK's fee answer carries no delivery date (docs/decisions/0115-ghtk-carrier.md).
      return carrierOk({ carrier: 'ghtk', service: GHTK_SERVICE_NAME, fee: total, expectedDeliveryAt: '' });
    },

    async create(request: WaybillRequest) {
      const answer = await call('POST', '/services/shipment/order/', {
        query: { ver: '1.5' },
        body: ghtkOrderBody(request),
      });
      if (!answer.ok) return failedFrom(answer);
      const order = fieldOf(answer.body, 'order');
      const trackingNumber = textOf(fieldOf(order, 'label'));
      if (!trackingNumber) return carrierFailed('unavailable', 'GHTK order: no order.label');
      const fee = wholeNumberOf(fieldOf(order, 'fee'));
      return carrierOk({
        carrier: 'ghtk',
        trackingNumber,
        fee: Number.isNaN(fee) ? 0 : fee,
        expectedDeliveryAt: ghtkDay(fieldOf(order, 'estimated_deliver_time')),
      });
    },

    async cancel(trackingNumber) {
      const answer = await call('POST', `/services/shipment/cancel/${labelPath(trackingNumber)}`);
      return answer.ok ? carrierOk(true as const) : failedFrom(answer);
    },

    async label(trackingNumber) {
      const pdf = await ghtkPdf(settings, timeoutMs, `/services/label/${labelPath(trackingNumber)}`);
      return pdf.ok ? carrierOk({ kind: 'pdf' as const, bytes: pdf.bytes }) : carrierFailed(pdf.reason, pdf.message);
    },

    async readBack(trackingNumber) {
      const answer = await call('GET', `/services/shipment/v2/${labelPath(trackingNumber)}`);
      if (!answer.ok) return failedFrom(answer);
      return carrierOk(ghtkState(trackingNumber, fieldOf(answer.body, 'order')));
    },

    trackingUrl: (trackingNumber) => ghtkTrackingUrl(settings.apiUrl, trackingNumber),

    webhook(webhookCall) {
      if (!sameSecret(textOf(webhookCall.query.hash), settings.webhookHash)) return 'unauthorised';
      return ghtkWebhookEvent(webhookCall.body);
    },
  };
}
