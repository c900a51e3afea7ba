/**
 * Every amount the shop shows, in Vietnamese separators: dot for thousands, comma for decimals,
 * then ' VND' as the specification writes it (docs/decisions/0016-money-format.md).
 */
const wholeDong = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cards, product page, cart: '1.200 VND'; with cents, two decimals ('50,50 VND'), never '50,5'. */
export function formatPrice(amount: number): string {
  const format = Number.isInteger(amount) ? wholeDong : twoDecimals;
  return `${format.format(amount)} VND`;
}

/** Order amounts always with 2 decimals (spec: "VND with 2 decimals"): '2.826,50 VND'. */
export function formatOrderAmount(amount: number): string {
  return `${twoDecimals.format(amount)} VND`;
}

/** Reads back what formatPrice / formatOrderAmount wrote (tests and journeys compare amounts with it). */
export function parseVnd(text: string): number {
  return Number(
    text
      .replace(/\s*VND$/, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );
}
