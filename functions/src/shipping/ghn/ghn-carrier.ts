/**
 * GHN (Giao Hàng Nhanh) behind the `Carrier` interface. Its documented calls: fee and leadtime to
 * quote, create (the shop pays the fee: payment_type_id 1; the order id as client_order_code),
 * switch-status/cancel, a5/gen-token for the A5 label page, and detail to read a waybill back.
 */
import { formatVietnamesePhone } from '../../shared/phone.js';
import {
  carrierFailed,
  carrierOk,
  type Carrier,
  type CarrierPlace,
  type CarrierResult,
  type Parcel,
  type WaybillRequest,
} from '../carrier.js';
import { fieldOf, sameSecret, textOf, wholeNumberOf } from '../carrier-http.js';
import type { GhnSettings } from '../carrier-settings.js';
import { ghnCaller, type GhnAnswer } from './ghn-http.js';
import { GhnPlaces, type GhnPlace } from './ghn-places.js';
import { ghnWebhookEvent } from './ghn-webhook.js';

/** GHN's service type for parcels under 20 kg ("Hàng nhẹ"): every laptop order. */
const LIGHT_PARCELS = 2;
export const GHN_SERVICE_NAME = 'Hàng nhẹ';

const failedFrom = <T>(answer: GhnAnswer & { ok: false }): CarrierResult<T> =>
  carrierFailed(answer.reason, answer.message);

/** GHN answers leadtime in Unix seconds and expected_delivery_time as an ISO date-time. */
const isoFromSeconds = (value: unknown): string => {
  const seconds = wholeNumberOf(value);
  return Number.isNaN(seconds) ? '' : new Date(seconds * 1000).toISOString();
};
const isoFromText = (value: unknown): string => {
  const time = Date.parse(textOf(value));
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

const parcelFields = (parcel: Parcel) => ({
  weight: parcel.weightGrams,
  length: parcel.lengthCm,
  width: parcel.widthCm,
  height: parcel.heightCm,
  insurance_value: parcel.insuranceValue,
});

async function placeBoth(
  places: GhnPlaces,
  from: CarrierPlace,
  to: CarrierPlace,
): Promise<CarrierResult<[GhnPlace, GhnPlace]>> {
  const [pickup, destination] = await Promise.all([places.place(from), places.place(to)]);
  if (!pickup.ok) return pickup;
  if (!destination.ok) return destination;
  return carrierOk([pickup.value, destination.value]);
}

/** GHN takes a phone as Vietnamese people dial it, digits only (`0912345678`); orders keep E.164. */
const ghnPhone = (phone: string) => formatVietnamesePhone(phone).replace(/\D/g, '');

/** GHN's create body: the shop pays the fee (payment_type_id 1), the order id is client_order_code. */
function ghnCreateBody(request: WaybillRequest, destination: GhnPlace) {
  const { from, to, parcel } = request;
  return {
    payment_type_id: 1,
    required_note: request.requiredNote,
    client_order_code: request.orderId,
    service_type_id: LIGHT_PARCELS,
    from_name: from.name,
    from_phone: ghnPhone(from.phone),
    from_address: from.address,
    from_ward_name: from.ward,
    from_province_name: from.province,
    to_name: to.name,
    to_phone: ghnPhone(to.phone),
    to_address: to.address,
    to_district_id: destination.districtId,
    to_ward_code: destination.wardCode,
    cod_amount: parcel.codAmount,
    ...parcelFields(parcel),
    content: request.items.map((item) => `${item.quantity} × ${item.name}`).join('; '),
    items: request.items.map((item) => ({
      name: item.name,
      code: item.code,
      quantity: item.quantity,
      price: item.price,
      weight: item.weightGrams,
    })),
  };
}

/** Where GHN shows a waybill to the receiver: its public page, or the sandbox's. */
export function ghnTrackingUrl(apiUrl: string, trackingNumber: string): string {
  const url = new URL(apiUrl);
  const code = encodeURIComponent(trackingNumber);
  if (url.hostname === 'online-gateway.ghn.vn') return `https://donhang.ghn.vn/?order_code=${code}`;
  if (url.hostname === 'dev-online-gateway.ghn.vn') return `https://tracking.ghn.dev/?order_code=${code}`;
  return `${url.origin}/track/${code}`;
}

/** GHN's detail `log`: `[{status, updated_date}]`, each status it recorded; entries without a time are left out. */
function ghnLog(log: unknown): { carrierStatus: string; at: string }[] {
  return (Array.isArray(log) ? log : [])
    .map((entry) => ({
      carrierStatus: textOf(fieldOf(entry, 'status')).toLowerCase(),
      at: isoFromText(fieldOf(entry, 'updated_date')),
    }))
    .filter((entry) => entry.carrierStatus && entry.at);
}

/** GHN's A5 label page sits beside the public API: …/a5/public-api/printA5?token=. */
const printA5Url = (apiUrl: string, token: string) =>
  `${apiUrl.replace(/\/shiip\/public-api\/?$/, '')}/a5/public-api/printA5?token=${encodeURIComponent(token)}`;

export function ghnCarrier(settings: GhnSettings, timeoutMs: number): Carrier {
  const call = ghnCaller(settings, timeoutMs);
  const places = new GhnPlaces(call);

  return {
    name: 'ghn',

    async quote(from, to, parcel) {
      const placed = await placeBoth(places, from, to);
      if (!placed.ok) return placed;
      const [pickup, destination] = placed.value;
      const route = {
        service_type_id: LIGHT_PARCELS,
        from_district_id: pickup.districtId,
        from_ward_code: pickup.wardCode,
        to_district_id: destination.districtId,
        to_ward_code: destination.wardCode,
      };
      const [fee, leadtime] = await Promise.all([
        call('/v2/shipping-order/fee', { ...route, ...parcelFields(parcel), cod_value: parcel.codAmount }),
        call('/v2/shipping-order/leadtime', route),
      ]);
      if (!fee.ok) return failedFrom(fee);
      if (!leadtime.ok) return failedFrom(leadtime);
      const total = wholeNumberOf(fieldOf(fee.data, 'total'));
      const expectedDeliveryAt = isoFromSeconds(fieldOf(leadtime.data, 'leadtime'));
      if (Number.isNaN(total) || !expectedDeliveryAt)
        return carrierFailed('unavailable', 'GHN quote: no total or leadtime');
      return carrierOk({ carrier: 'ghn', service: GHN_SERVICE_NAME, fee: total, expectedDeliveryAt });
    },

    async create(request: WaybillRequest) {
      const destination = await places.place(request.to);
      if (!destination.ok) return destination;
      const answer = await call('/v2/shipping-order/create', ghnCreateBody(request, destination.value));
      if (!answer.ok) return failedFrom(answer);
      const trackingNumber = textOf(fieldOf(answer.data, 'order_code'));
      const fee = wholeNumberOf(fieldOf(answer.data, 'total_fee'));
      if (!trackingNumber) return carrierFailed('unavailable', 'GHN create: no order_code');
      return carrierOk({
        carrier: 'ghn',
        trackingNumber,
        fee: Number.isNaN(fee) ? 0 : fee,
        expectedDeliveryAt: isoFromText(fieldOf(answer.data, 'expected_delivery_time')),
      });
    },

    async cancel(trackingNumber) {
      const answer = await call('/v2/switch-status/cancel', { order_codes: [trackingNumber] });
      if (!answer.ok) return failedFrom(answer);
      const row = (Array.isArray(answer.data) ? answer.data : []).find(
        (entry) => textOf(fieldOf(entry, 'order_code')) === trackingNumber,
      );
      if (fieldOf(row, 'result') === true) return carrierOk(true as const);
      return carrierFailed('refused', `GHN cancel: ${textOf(fieldOf(row, 'message')) || 'not cancelled'}`);
    },

    async label(trackingNumber) {
      const answer = await call('/v2/a5/gen-token', { order_codes: [trackingNumber] });
      if (!answer.ok) return failedFrom(answer);
      const token = textOf(fieldOf(answer.data, 'token'));
      if (!token) return carrierFailed('unavailable', 'GHN gen-token: no token');
      return carrierOk({ kind: 'redirect' as const, url: printA5Url(settings.apiUrl, token) });
    },

    async readBack(trackingNumber) {
      const answer = await call('/v2/shipping-order/detail', { order_code: trackingNumber });
      if (!answer.ok) return failedFrom(answer);
      const codAmount = wholeNumberOf(fieldOf(answer.data, 'cod_amount'));
      const transferredAt = isoFromText(fieldOf(answer.data, 'cod_transfer_date'));
      return carrierOk({
        trackingNumber,
        carrierStatus: textOf(fieldOf(answer.data, 'status')),
        codAmount: Number.isNaN(codAmount) ? 0 : codAmount,
        history: ghnLog(fieldOf(answer.data, 'log')),
        ...(transferredAt ? { transferredAt } : {}),
      });
    },

    trackingUrl: (trackingNumber) => ghnTrackingUrl(settings.apiUrl, trackingNumber),

    webhook(webhookCall) {
      if (!sameSecret(textOf(webhookCall.query.token), settings.webhookToken)) return 'unauthorised';
      return ghnWebhookEvent(webhookCall.body);
    },
  };
}
