/**
 * What the home page shows, as the shop's settings hold it (docs/decisions/0088-home-sections-and-banners.md):
 * the banners at its top and its sections in order. The defaults are the specification's home page:
 * no banner and 'Featured Products' alone.
 */

/** One banner: a picture that links somewhere in the shop, shown between its start and end if it has them. */
export interface HomeBanner {
  /** A shop path ('/images/banners/…') or an https URL; drawn at BANNER_SIZE. */
  image: string;
  /** What the picture says, for screen readers and search engines (1 to 200 characters). */
  alt: string;
  /** A shop path ('/search?category=Gaming') or an https URL. */
  link: string;
  /** ISO-8601; shown from then on. */
  startsAt?: string;
  /** ISO-8601; shown until then. */
  endsAt?: string;
  /** Banners show by this, lowest first. */
  order: number;
}

export const MAX_BANNERS = 5;

/** The banners' fixed box (defined in constants.ts, which the home route loads anyway). */
export { BANNER_SIZE } from './constants.js';

/**
 * The kinds of section the home page can show, each at most once: category and brand tiles with
 * their counts, the price ranges as chips, and four product rows.
 */
export const HOME_SECTION_KINDS = [
  'categories',
  'brands',
  'priceBands',
  'featured',
  'bestSellers',
  'newest',
  'onSale',
] as const;
export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number];

/** The specification's home page: 'Featured Products' and nothing else. */
export const DEFAULT_HOME_SECTIONS: HomeSectionKind[] = ['featured'];

/** Whether a banner shows at `now`: after its start and before its end, when it has them. */
export function bannerIsLive(banner: Pick<HomeBanner, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const time = now.getTime();
  if (banner.startsAt !== undefined && Date.parse(banner.startsAt) > time) return false;
  if (banner.endsAt !== undefined && Date.parse(banner.endsAt) <= time) return false;
  return true;
}

/** The banners showing at `now`, in their order. */
export const liveBanners = (banners: readonly HomeBanner[], now: Date): HomeBanner[] =>
  banners.filter((banner) => bannerIsLive(banner, now)).sort((a, b) => a.order - b.order);
