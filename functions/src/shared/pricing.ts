import { FREE_SHIPPING_ABOVE, SHIPPING_FEE } from './constants.js';

/** Rounds an amount to 2 decimals, away from binary-float artefacts (1.005 -> 1.01). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function shippingPriceFor(itemsPrice: number): number {
  return itemsPrice > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_FEE;
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

/** The spec's price rule (section 9), applied identically by the preview screen and the server. */
export function priceOrder(lines: readonly PricedLine[]): OrderPrices {
  const itemsPrice = roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const shippingPrice = shippingPriceFor(itemsPrice);
  return { itemsPrice, shippingPrice, totalPrice: roundMoney(itemsPrice + shippingPrice) };
}
