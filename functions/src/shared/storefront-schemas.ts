/**
 * The storefront's own fields as the API checks them (docs/decisions/0088-home-sections-and-banners.md):
 * the home page's banners and sections (PUT /api/settings, shared/home-settings.ts) and a product's
 * compare-at price (PUT /api/products/:id, shared/compare-at-price.ts).
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
