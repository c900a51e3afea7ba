/** The home page as the server reads it for GET /api/home and the server-rendered page (shared/home-settings.ts). */
import type { HomeBanner } from '../home-settings.js';
import type { PriceRange } from '../shop-settings.js';
import type { Product } from './catalogue.js';

/** A category or brand with the number of laptops on sale in it. */
export interface HomeTile {
  name: string;
  count: number;
}

/** A price range of the search filter; `label` when the shop named it ('Dưới 15 triệu'). */
export type HomePriceBand = PriceRange & { label?: string };

export type HomeSection =
  | { kind: 'categories' | 'brands'; tiles: HomeTile[] }
  | { kind: 'priceBands'; bands: HomePriceBand[] }
  | { kind: 'featured' | 'bestSellers' | 'newest' | 'onSale'; products: Product[] };

/** A live banner with the `srcset` of its WebP renditions, when it has them (worked out on the server, off the home route). */
export type HomePageBanner = HomeBanner & { srcSet?: string };

export interface HomePage {
  /** The banners live now, in their order; the first is the page's largest image. */
  banners: HomePageBanner[];
  /** The shop's sections in its order; product rows with no product are left out. */
  sections: HomeSection[];
}
