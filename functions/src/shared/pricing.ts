import type { ShopSettings } from './shop-settings.js';

/** Rounds an amount to 2 decimals, away from binary-float artefacts (1.005 -> 1.01). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The shop's shipping rule: its settings' fee, free strictly above the threshold (spec section 9). */
export type ShippingRule = Pick<ShopSettings, 'shippingFee' | 'freeShippingAbove'>;

export function shippingPriceFor(itemsPrice: number, rule: ShippingRule): number {
  return itemsPrice > rule.freeShippingAbove ? 0 : rule.shippingFee;
}

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface OrderPrices {
  itemsPrice: number;
  shippingPrice: number;
  totalPrice: number;
}

/**
 * The spec's price rule (section 9) with the shop's current shipping settings, applied identically
 * by the preview screen and the server. A voucher's discount is applied after it (shared/vouchers.ts).
 */
export function priceOrder(lines: readonly PricedLine[], rule: ShippingRule): OrderPrices {
  const itemsPrice = roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const shippingPrice = shippingPriceFor(itemsPrice, rule);
  return { itemsPrice, shippingPrice, totalPrice: roundMoney(itemsPrice + shippingPrice) };
}
