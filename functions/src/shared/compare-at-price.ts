/** A product's compare-at price as cards and the product page show it (docs/decisions/0088-home-sections-and-banners.md). */

/** The rounded percentage off, as '-13%'; null when there is no compare-at price above the price. */
export function percentOff(price: number, compareAtPrice: number | undefined): string | null {
  if (compareAtPrice === undefined || !(compareAtPrice > price) || compareAtPrice <= 0) return null;
  const percent = Math.round((1 - price / compareAtPrice) * 100);
  return percent > 0 ? `-${percent}%` : null;
}

/** The API's answer to a compare-at price not above the price (400). */
export const COMPARE_AT_PRICE_MESSAGE = 'compareAtPrice must be more than price';
