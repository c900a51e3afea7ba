/**
 * The product form's identifiers as the API checks them (shared/product-identifiers.ts): each
 * optional, so a client that does not send them (a spec client, the CSV import) keeps the saved ones.
 */
import { isValidGtin, MPN_MAX, PRODUCT_CONDITIONS } from './product-identifiers.js';
import { NOT_IN_PRODUCT_CSV as NOT_IN_CSV_STOREFRONT } from './storefront-schemas.js';
import { z } from './zod.js';

export const GTIN_MESSAGE = 'gtin must be 8, 12, 13 or 14 digits ending in the correct check digit';

/** The product schema's GTIN, MPN and condition for the shopping feed; left out, the saved ones stay. */
export const PRODUCT_IDENTIFIER_FIELDS = {
  /** The barcode's number; an empty text removes it. */
  gtin: z
    .string({ error: 'gtin must be a text' })
    .trim()
    .refine((value) => value === '' || isValidGtin(value), GTIN_MESSAGE)
    .optional(),
  /** The maker's part number ('82XV00B4VN'); an empty text removes it. */
  mpn: z
    .string({ error: 'mpn must be a text' })
    .trim()
    .max(MPN_MAX, `mpn must be at most ${MPN_MAX} characters`)
    .optional(),
  condition: z
    .enum(PRODUCT_CONDITIONS, { error: `condition must be one of ${PRODUCT_CONDITIONS.join(', ')}` })
    .optional(),
};

/**
 * What a CSV import row leaves out of the product form's fields: the storefront's and the
 * identifiers, which are not columns of the file, so an import keeps the saved ones.
 */
export const NOT_IN_PRODUCT_CSV = { ...NOT_IN_CSV_STOREFRONT, gtin: true, mpn: true, condition: true } as const;
