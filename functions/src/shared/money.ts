/**
 * Every amount the shop shows, in Vietnamese separators: dot for thousands, comma for decimals,
 * then ' VND' as the specification writes it (docs/decisions/0016-money-format.md), or, in the
 * owner's `vnd` price style, as Vietnamese shops write it: '32.990.000₫', never decimals
 * (docs/decisions/0087-price-and-address-styles.md).
 */

/** `spec`: '320 VND', order amounts with 2 decimals. `vnd`: '32.990.000₫', whole đồng everywhere. */
export const PRICE_STYLES = ['spec', 'vnd'] as const;
export type PriceStyle = (typeof PRICE_STYLES)[number];

/**
 * The style screens format with, set once per page load from the shop settings before the first
 * render (the browser's start and the server renderer), so every screen keeps calling
 * formatPrice(amount) and a page never mixes styles. Server text that is not a page (emails)
 * passes the style instead: a function instance serves many shops' worth of requests.
 */
let activeStyle: PriceStyle = 'spec';

export function setPriceStyle(style: PriceStyle): void {
  activeStyle = style;
}

/** '32.990.000₫': rounded to the đồng, no space before the sign, as shops and banks write it. */
const vndText = (amount: number): string => `${viNumber(Math.round(amount) || 0, 0)}₫`;

/**
 * `amount` as `Intl.NumberFormat('vi-VN', { minimumFractionDigits: digits, maximumFractionDigits: digits })`
 * writes it, character for character (money.test.ts compares the two on any number), without
 * creating one: the first Intl formatter a page creates loads the browser's locale data, about
 * 30 ms of main thread on a desktop and four times that on a phone, on every first visit (ADR 0018).
 * Like Intl, it rounds the shortest decimal that reads back as `amount`, half away from zero.
 */
export function viNumber(amount: number, digits: 0 | 2): string {
  const written = Math.abs(amount).toString();
  // Exponent notation (below 0.000001 or from 10^21): not an amount of money; Intl knows how.
  if (written.includes('e') || !Number.isFinite(amount)) {
    return new Intl.NumberFormat('vi-VN', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      amount,
    );
  }
  const [whole = '0', fraction = ''] = written.split('.');
  const kept = BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits));
  const scaled = (fraction[digits] ?? '0') >= '5' ? kept + 1n : kept;
  const text = scaled.toString().padStart(digits + 1, '0');
  const wholePart = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${wholePart}${digits ? `,${text.slice(-digits)}` : ''}`;
}

/** Cards, product page, cart: '1.200 VND'; with cents, two decimals ('50,50 VND'), never '50,5'. */
export function formatPrice(amount: number, style: PriceStyle = activeStyle): string {
  if (style === 'vnd') return vndText(amount);
  return `${viNumber(amount, Number.isInteger(amount) ? 0 : 2)} VND`;
}

/** Order amounts always with 2 decimals (spec: "VND with 2 decimals"): '2.826,50 VND'. */
export function formatOrderAmount(amount: number, style: PriceStyle = activeStyle): string {
  if (style === 'vnd') return vndText(amount);
  return `${viNumber(amount, 2)} VND`;
}

/** Reads back what formatPrice / formatOrderAmount wrote in either style (tests and journeys compare amounts with it). */
export function parseVnd(text: string): number {
  return Number(
    text
      .trim()
      .replace(/\s*(VND|₫)$/, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
}
