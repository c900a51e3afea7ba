/**
 * Parts of the settings' update schema (schemas.ts shopSettingsUpdateSchema): a price range of the
 * search filter with its optional label, and the owner's choices of how the shop speaks and writes
 * money and addresses (docs/decisions/0086-default-language.md, 0087-price-and-address-styles.md).
 */
import { z } from './zod.js';
import { PRICE_STYLES } from './money.js';
import { shippingSettingsSchemas } from './shipping-settings-schemas.js';
import { ADDRESS_STYLES, DEFAULT_LANGUAGE_SETTINGS, type PriceRange } from './shop-settings.js';
import { installmentSettingsSchema } from './installment-schemas.js';
import { TAX_CODE_PATTERN } from './tax-code.js';
import { CONSENT_MSG } from './consent-messages.js';
import { CONSENT_VERSION_PATTERN } from './consent-schemas.js';

const amount = (field: string) =>
  z.number({ error: `${field} must be a number` }).nonnegative(`${field} must not be negative`);

export const priceRangeSchema = z
  .object({
    min: amount('priceRanges.min'),
    max: amount('priceRanges.max'),
    label: z
      .string({ error: 'priceRanges.label must be a text' })
      .trim()
      .max(40, 'priceRanges.label must be at most 40 characters')
      .optional(),
  })
  .refine((range) => range.min <= range.max, 'a price range minimum must not exceed its maximum')
  // An empty label is none, and none is not stored: the search page then writes the range as the
  // specification does ('$1 to $50').
  .transform(({ label, ...range }): PriceRange => (label ? { ...range, label } : range));

/** Optional: a form written before these settings (or a client that does not edit them) keeps the saved values. */
export const shopStyleSchemas = {
  defaultLanguage: z
    .enum(DEFAULT_LANGUAGE_SETTINGS, {
      error: `defaultLanguage must be one of ${DEFAULT_LANGUAGE_SETTINGS.join(', ')}`,
    })
    .optional(),
  priceStyle: z.enum(PRICE_STYLES, { error: `priceStyle must be one of ${PRICE_STYLES.join(', ')}` }).optional(),
  addressStyle: z
    .enum(ADDRESS_STYLES, { error: `addressStyle must be one of ${ADDRESS_STYLES.join(', ')}` })
    .optional(),
};

/**
 * The return policy (docs/decisions/0095-warranty-and-return-settings.md). Optional: a form written
 * before it keeps the saved values.
 */
export const returnPolicySchemas = {
  returnDays: z
    .number({ error: 'returnDays must be a number' })
    .int('returnDays must be a whole number')
    .min(0, 'returnDays must be from 0 to 365')
    .max(365, 'returnDays must be from 0 to 365')
    .optional(),
  returnPolicyText: z
    .string({ error: 'returnPolicyText must be a text' })
    .trim()
    .min(1, 'returnPolicyText is required')
    .max(300, 'returnPolicyText must be at most 300 characters')
    .optional(),
};

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** An empty value is none; otherwise the address must start as the pattern says. */
const optionalUrl = (field: string, pattern: RegExp, message: string) =>
  optionalText(field, 300).refine((value) => value === '' || pattern.test(value), message);

/**
 * The seller's details in the footer (Decree 52/2013, amended by 85/2021). Optional, and each may be
 * empty: a form written before them keeps the saved values, and an empty one is not shown.
 */
export const businessInfoSchemas = {
  companyName: optionalText('companyName', 150).optional(),
  // As a VAT invoice's (address-schemas.ts): 10 digits, or 10, '-' and 3 for a branch.
  taxCode: optionalText('taxCode', 14)
    .refine((value) => value === '' || TAX_CODE_PATTERN.test(value), 'taxCode must be 10 digits, or 10 digits, - and 3')
    .optional(),
  businessAddress: optionalText('businessAddress', 300).optional(),
  zaloUrl: optionalUrl('zaloUrl', /^https:\/\/zalo\.me\/\S+$/, 'zaloUrl must start with https://zalo.me/').optional(),
  moitUrl: optionalUrl(
    'moitUrl',
    /^https?:\/\/(www\.)?online\.gov\.vn\/\S+$/,
    'moitUrl must be a page on http(s)://online.gov.vn/',
  ).optional(),
};

/** The tag ids as each service writes them; empty turns that tag off. */
export const analyticsSettingsSchemas = {
  ga4MeasurementId: optionalText('ga4MeasurementId', 30)
    .refine((value) => value === '' || /^G-[A-Z0-9]{4,20}$/.test(value), 'ga4MeasurementId must look like G-XXXXXXXXXX')
    .optional(),
  metaPixelId: optionalText('metaPixelId', 20)
    .refine((value) => value === '' || /^\d{5,20}$/.test(value), 'metaPixelId must be the digits Meta gave the pixel')
    .optional(),
  tiktokPixelId: optionalText('tiktokPixelId', 30)
    .refine(
      (value) => value === '' || /^[A-Z0-9]{10,30}$/.test(value),
      'tiktokPixelId must be the capital letters and digits TikTok gave the pixel',
    )
    .optional(),
};

/** Zalo's template ids are digits; empty turns that message's Zalo copy off. */
const znsTemplateId = (field: string) =>
  z
    .string({ error: `zns.${field} must be a text` })
    .trim()
    .regex(/^\d{0,20}$/, `zns.${field} must be the digits Zalo gave the template, or empty`);
export const znsTemplateSettingsSchema = z.object({
  otpTemplateId: znsTemplateId('otpTemplateId'),
  orderPlacedTemplateId: znsTemplateId('orderPlacedTemplateId'),
  orderShippedTemplateId: znsTemplateId('orderShippedTemplateId'),
  orderDeliveredTemplateId: znsTemplateId('orderDeliveredTemplateId'),
});

/** The update schema's optional settings after the home page's, in their order. */
export const laterSettingsSchemas = {
  ...shopStyleSchemas,
  ...returnPolicySchemas,
  // Carriers (shared/shipping-settings-schemas.ts).
  ...shippingSettingsSchemas,
  // Installments (docs/installments.md); optional: a form written before them keeps the saved block.
  installment: installmentSettingsSchema.optional(),
  // The seller's details for the footer (Decree 52/2013).
  ...businessInfoSchemas,
  // Consent (docs/privacy-and-consent.md); optional: a form written before it keeps the saved version.
  consentVersion: z
    .string({ error: CONSENT_MSG.versionInvalid })
    .trim()
    .regex(CONSENT_VERSION_PATTERN, CONSENT_MSG.versionInvalid)
    .optional(),
  // Zalo ZNS template ids; optional: a form written before them keeps the saved block.
  zns: znsTemplateSettingsSchema.optional(),
  // Analytics tag ids (docs/analytics.md); optional: a form written before them keeps the saved ids.
  ...analyticsSettingsSchemas,
};
