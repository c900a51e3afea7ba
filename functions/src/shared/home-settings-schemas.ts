/** The home page's settings as PUT /api/settings checks them (shared/home-settings.ts). */
import { z } from './zod.js';
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

export const bannersSchema = z
  .array(bannerSchema, { error: 'banners must be a list of banners' })
  .max(MAX_BANNERS, `banners must have at most ${MAX_BANNERS} banners`);

export const homeSectionsSchema = z
  .array(z.enum(HOME_SECTION_KINDS, { error: `homeSections must be among ${HOME_SECTION_KINDS.join(', ')}` }), {
    error: 'homeSections must be a list of sections',
  })
  .min(1, 'homeSections must have at least 1 section')
  .refine((kinds) => new Set(kinds).size === kinds.length, 'homeSections must not repeat a section');
