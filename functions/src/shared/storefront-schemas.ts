/**
 * The storefront's own fields as the API checks them (docs/decisions/0088-home-sections-and-banners.md):
 * the home page's banners and sections (PUT /api/settings, shared/home-settings.ts), a product's
 * compare-at price (PUT /api/products/:id, shared/compare-at-price.ts) and its promotion lines
 * (docs/decisions/0094-one-price-and-phone-buy-bar.md).
 */
import { z } from './zod.js';
import { COMPARE_AT_PRICE_MESSAGE } from './compare-at-price.js';
import { HOME_SECTION_KINDS, MAX_BANNERS } from './home-settings.js';

/**
 * A place a banner may point at or load from: a path in the shop ('/search?category=Gaming', never
 * '//host', which a browser reads as another site) or an https URL.
 */
const shopPathOrHttps = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(1000, `${field} must be at most 1000 characters`)
    .refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[^\s/]+\S*$/.test(value),
      `${field} must be a shop path starting with / or an https URL`,
    );

const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date` })
    .max(40, `${field} must be a date`)
    .refine((value) => Number.isFinite(Date.parse(value)), `${field} must be a date`);

const bannerSchema = z
  .object(
    {
      image: shopPathOrHttps('banners.image'),
      alt: z
        .string({ error: 'banners.alt is required' })
        .trim()
        .min(1, 'banners.alt is required')
        .max(200, 'banners.alt must be at most 200 characters'),
      link: shopPathOrHttps('banners.link'),
      startsAt: isoDate('banners.startsAt').optional(),
      endsAt: isoDate('banners.endsAt').optional(),
      order: z
        .number({ error: 'banners.order must be a number' })
        .int('banners.order must be a whole number')
        .min(0, 'banners.order must be from 0 to 100')
        .max(100, 'banners.order must be from 0 to 100'),
    },
    { error: 'banners must be a list of banners' },
  )
  .refine(
    (banner) =>
      banner.startsAt === undefined ||
      banner.endsAt === undefined ||
      Date.parse(banner.startsAt) < Date.parse(banner.endsAt),
    'banners.endsAt must be after banners.startsAt',
  );

const bannersSchema = z
  .array(bannerSchema, { error: 'banners must be a list of banners' })
  .max(MAX_BANNERS, `banners must have at most ${MAX_BANNERS} banners`);

const homeSectionsSchema = z
  .array(z.enum(HOME_SECTION_KINDS, { error: `homeSections must be among ${HOME_SECTION_KINDS.join(', ')}` }), {
    error: 'homeSections must be a list of sections',
  })
  .min(1, 'homeSections must have at least 1 section')
  .refine((kinds) => new Set(kinds).size === kinds.length, 'homeSections must not repeat a section');

/** The shop settings form's home page fields, optional: a form that does not edit them keeps what is saved. */
export const HOME_SETTINGS_FIELDS = { banners: bannersSchema.optional(), homeSections: homeSectionsSchema.optional() };

/** The product form's compare-at price: null clears it; left out, the saved one stays. */
export const COMPARE_AT_PRICE_FIELD = {
  compareAtPrice: z
    .number({ error: 'compareAtPrice must be a number' })
    .positive('compareAtPrice must be more than 0')
    .nullable()
    .optional(),
};

/** The product schema's check across its two prices (refine's arguments), reported on compareAtPrice. */
export const COMPARE_AT_PRICE_CHECK: [
  (fields: { price: number; compareAtPrice?: number | null | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (fields) =>
    fields.compareAtPrice === undefined || fields.compareAtPrice === null || fields.compareAtPrice > fields.price,
  { message: COMPARE_AT_PRICE_MESSAGE, path: ['compareAtPrice'] },
];

/** At most this many promotion lines ('Tặng balo laptop') per product, each at most MAX_PROMOTION_LENGTH characters. */
export const MAX_PROMOTIONS = 5;
export const MAX_PROMOTION_LENGTH = 120;

/**
 * The product form's promotion lines, trimmed; left out (a spec client), the saved ones stay. The
 * lengths are checked on the list, so the message names the field whichever line it is.
 */
export const PROMOTIONS_FIELD = {
  promotions: z
    .array(z.string({ error: 'promotions must be a list of texts' }).trim(), {
      error: 'promotions must be a list of texts',
    })
    .max(MAX_PROMOTIONS, `promotions must have at most ${MAX_PROMOTIONS} lines`)
    .refine((lines) => lines.every((line) => line.length > 0), 'promotions must not have an empty line')
    .refine(
      (lines) => lines.every((line) => line.length <= MAX_PROMOTION_LENGTH),
      `promotions lines must be at most ${MAX_PROMOTION_LENGTH} characters`,
    )
    .optional(),
};

/** The product form's fields from this file, in the product schema after its own. */
export const STOREFRONT_PRODUCT_FIELDS = { ...COMPARE_AT_PRICE_FIELD, ...PROMOTIONS_FIELD };

/** What a CSV import row leaves out of the form's fields: not in the file, so an import keeps them. */
export const NOT_IN_PRODUCT_CSV = { updatedAt: true, compareAtPrice: true, promotions: true } as const;
