/**
 * What identifies a product to Google Shopping besides its name (docs/decisions/0114-product-feeds.md):
 * its GTIN (the barcode's number), the maker's part number (MPN) and its condition. All optional on
 * the product; a product without a GTIN or an MPN says so in the feed (identifier_exists no). No zod
 * here (the schema is product-identifiers-schema.ts), so the feed and the form's helpers stay light.
 */

/** Merchant Center's supported values, sent in English whatever the feed's language. */
export const PRODUCT_CONDITIONS = ['new', 'refurbished', 'used'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
/** A product that does not say is new: the shop sells new laptops unless the admin marks one otherwise. */
export const DEFAULT_PRODUCT_CONDITION: ProductCondition = 'new';

/** GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14 (ITF-14). */
const GTIN_LENGTHS = [8, 12, 13, 14];
/** Merchant Center's limit on `mpn`. */
export const MPN_MAX = 70;

/**
 * True when `value` is a GTIN whose last digit is its check digit (GS1's mod-10: from the right,
 * the digits before the check digit weigh 3, 1, 3, …).
 */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value) || !GTIN_LENGTHS.includes(value.length)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop();
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export interface ProductIdentifiers {
  gtin?: string;
  mpn?: string;
  condition?: ProductCondition;
}

/** A save's identifiers: left out, the saved one stays; an empty text removes it. */
export interface ProductIdentifiersInput {
  gtin?: string | undefined;
  mpn?: string | undefined;
  condition?: ProductCondition | undefined;
}

/** `doc` with the identifiers a save sent applied (the others kept as saved). */
export function withProductIdentifiers<D extends ProductIdentifiers>(doc: D, sent: ProductIdentifiersInput): D {
  const next: D = { ...doc };
  for (const field of ['gtin', 'mpn'] as const) {
    const value = sent[field];
    if (value === '') delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  if (sent.condition !== undefined) next.condition = sent.condition;
  return next;
}
