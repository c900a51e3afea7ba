/**
 * The one shape every carrier (GHN, GHTK) is called through: quote, create, cancel, label, read back
 * and its webhook. Each carrier's folder implements it and keeps what only it knows (its fields,
 * its statuses, how it places an address: docs/decisions/0106-carrier-addresses.md). Amounts are
 * whole đồng, weights grams, times ISO-8601 UTC.
 */

import type { CarrierName, RequiredNote } from '../shared/shipping-settings.js';

export type { CarrierName, RequiredNote };

/** Where a parcel goes or is picked up: the 2025 map's province and ward, as an order keeps them. */
export interface CarrierPlace {
  province: string;
  ward: string;
}

/** A full address for a waybill: who, the street line, and the place. */
export interface CarrierAddress extends CarrierPlace {
  name: string;
  phone: string;
  address: string;
}

export interface ParcelSize {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface Parcel extends ParcelSize {
  weightGrams: number;
  /** What the carrier pays out if the parcel is lost or broken (the items' value). */
  insuranceValue: number;
  /** What the carrier collects from the receiver (0 for a paid order). */
  codAmount: number;
}

export interface CarrierQuote {
  carrier: CarrierName;
  /** The carrier's name of the service quoted, e.g. GHN's service type 2 "Hàng nhẹ". */
  service: string;
  /** What the carrier charges the shop. */
  fee: number;
  expectedDeliveryAt: string;
}

export interface WaybillItem {
  name: string;
  code: string;
  quantity: number;
  price: number;
  weightGrams: number;
}

export interface WaybillRequest {
  /** The shop's order id: the carrier's client order code, so a retried create is refused, not doubled. */
  orderId: string;
  from: CarrierAddress;
  to: CarrierAddress;
  parcel: Parcel;
  items: WaybillItem[];
  requiredNote: RequiredNote;
}

export interface Waybill {
  carrier: CarrierName;
  trackingNumber: string;
  fee: number;
  expectedDeliveryAt: string;
}

/** Where the label is: a page to send the admin to, or a PDF to stream. */
export type WaybillLabel = { kind: 'redirect'; url: string } | { kind: 'pdf'; bytes: Uint8Array };

/** The carrier's record of a waybill, read back before anything moves money or stock. */
export interface WaybillState {
  trackingNumber: string;
  /** The carrier's own status word or number, as text. */
  carrierStatus: string;
  codAmount: number;
  /** Every status the carrier recorded, oldest first: what a sweep replays when a webhook was missed. */
  history: { carrierStatus: string; at: string }[];
  /** When the carrier paid the collected cash over to the shop. */
  transferredAt?: string;
}

/** One status change the carrier reported, after its secret was checked. */
export interface CarrierEvent {
  carrier: CarrierName;
  trackingNumber: string;
  /** The shop's order id as the carrier echoes it. */
  orderId: string;
  carrierStatus: string;
  /** When the carrier says it happened. */
  at: string;
  /** The cash the carrier says it collected, when it says. */
  collectedAmount?: number;
  /** When the carrier paid the collected cash over to the shop. */
  transferredAt?: string;
}

/** Why a call gave no result: the address cannot be placed, the carrier refused, or it did not answer. */
export type CarrierFailure = { reason: 'unplaceable' | 'refused' | 'unavailable'; message: string };
export type CarrierResult<T> = { ok: true; value: T } | ({ ok: false } & CarrierFailure);

export const carrierOk = <T>(value: T): CarrierResult<T> => ({ ok: true, value });
export const carrierFailed = <T>(reason: CarrierFailure['reason'], message: string): CarrierResult<T> => ({
  ok: false,
  reason,
  message,
});

/** A webhook call as the API hands it over: its query string and its parsed body. */
export interface CarrierWebhookCall {
  query: Record<string, unknown>;
  body: unknown;
}

export interface Carrier {
  name: CarrierName;
  quote(from: CarrierPlace, to: CarrierPlace, parcel: Parcel): Promise<CarrierResult<CarrierQuote>>;
  create(request: WaybillRequest): Promise<CarrierResult<Waybill>>;
  cancel(trackingNumber: string): Promise<CarrierResult<true>>;
  label(trackingNumber: string): Promise<CarrierResult<WaybillLabel>>;
  readBack(trackingNumber: string): Promise<CarrierResult<WaybillState>>;
  /** The customer's tracking page on the carrier's site. */
  trackingUrl(trackingNumber: string): string;
  /** 'unauthorised' when the call's secret is wrong; null when authenticated but not a status change. */
  webhook(call: CarrierWebhookCall): CarrierEvent | 'unauthorised' | null;
}
