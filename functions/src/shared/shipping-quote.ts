/**
 * What POST /api/shipping/quote answers: the parcel's weight and one option per carrier the shop
 * has on (in Settings' order, the first preselected), or the specification's flat fee when none
 * is (docs/shipping-carriers.md, docs/decisions/0107-shipping-quotes.md).
 */
import type { CarrierName } from './shipping-settings.js';

/**
 * Where an option's fee comes from: the carrier's own quote; the specification's flat fee (no
 * carrier on); or that flat fee because the carrier erred or did not answer in time.
 */
export type ShippingQuoteSource = 'carrier' | 'flat' | 'fallback';

export interface ShippingOption {
  /** null for the flat fee, which no carrier quoted. */
  carrier: CarrierName | null;
  /** The carrier's service quoted, e.g. GHN's "Hàng nhẹ"; empty when no carrier quoted. */
  service: string;
  /** What the shipping costs the shop (whole đồng). */
  fee: number;
  /** What the customer pays for it: 0 when the items' price is above `freeShippingAbove`. */
  shippingPrice: number;
  /** The carrier's expected delivery (ISO-8601); null when no carrier quoted. */
  expectedDeliveryAt: string | null;
  source: ShippingQuoteSource;
  /**
   * The most cash on delivery this carrier collects on one waybill (Settings' `carrierCaps`); null for the
   * flat fee. A cash-on-delivery order whose total is above it is not offered this carrier.
   */
  codMax: number | null;
}

export interface ShippingQuoteAnswer {
  /** The items' weights times their quantities, plus the shop's packaging. */
  weightGrams: number;
  options: ShippingOption[];
}

/**
 * The weight a laptop without a recorded `specs.weightKg` counts for: on the heavy side of a
 * laptop, so a missing spec never makes the shop quote less than the parcel costs.
 */
export const UNKNOWN_LAPTOP_WEIGHT_GRAMS = 2500;

/** Σ weight × quantity (grams, rounded once) plus the packaging. */
export function parcelWeightGrams(
  lines: readonly { weightKg: number | undefined; quantity: number }[],
  packagingGrams: number,
): number {
  const itemsGrams = lines.reduce(
    (sum, line) =>
      sum + (line.weightKg === undefined ? UNKNOWN_LAPTOP_WEIGHT_GRAMS : line.weightKg * 1000) * line.quantity,
    0,
  );
  return Math.round(itemsGrams) + packagingGrams;
}

/** What the customer pays for a carrier's fee: nothing above the free-shipping threshold (spec section 9). */
export const carrierShippingPrice = (fee: number, itemsPrice: number, freeShippingAbove: number): number =>
  itemsPrice > freeShippingAbove ? 0 : fee;

/**
 * The carrier's quote an order was placed with (POST /api/orders re-quotes the chosen carrier):
 * what the shop pays, for what weight, when the customer was told to expect it, and whether the
 * carrier quoted it or the flat fee stood in (`fallback`). `quotedAt` is when the carrier quoted the
 * fee (a cached quote keeps its time); null for the fallback, which no carrier quoted.
 */
export interface OrderShippingQuote {
  carrier: CarrierName;
  service: string;
  fee: number;
  weightGrams: number;
  expectedDeliveryAt: string | null;
  source: Exclude<ShippingQuoteSource, 'flat'>;
  quotedAt: string | null;
}
