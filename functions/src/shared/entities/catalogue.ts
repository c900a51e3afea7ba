/**
 * The catalogue: products and their reviews, as stored in Firestore (`*Doc`) and as sent over /api
 * (with `_id`). Dates are ISO-8601 strings (docs/decisions/0004-dates-as-iso-strings.md).
 */
import type { ProductStatus } from '../constants.js';
import type { LaptopSpecs } from '../laptop-specs.js';
import type { ProductImage } from '../product-gallery.js';
import type { ProductIdentifiers } from '../product-identifiers.js';
import type { CursorPage } from './api.js';
import type { ProductOption, ProductVariant } from './variants.js';

export type { ProductImage };

export interface ProductDoc {
  slug: string;
  name: string;
  /** Always the first photo's URL (images[0].url), the field the spec's clients read. */
  image: string;
  /** The gallery in display order (shared/product-images.ts); missing on products saved before it. */
  images?: ProductImage[];
  price: number;
  description: string;
  category: string;
  brand: string;
  countInStock: number;
  rating: number;
  numReviews: number;
  createdAt: string;
  updatedAt: string;
  /** Folded words of name, brand and category; maintained by functions for search. */
  searchWords: string[];
  /**
   * Chosen by an admin for the home page's 'Featured Products' (the newest are shown when none is).
   * Missing on products saved before the flag existed, which reads as not featured.
   */
  featured?: boolean;
  /** Drafts are visible to admins only (rules, API, search, categories); see PRODUCT_STATUSES. */
  status: ProductStatus;
  /**
   * The sum of the product's review ratings, kept next to numReviews so a new review updates the
   * average without reading every review. Missing on products reviewed before it existed: the
   * next review computes it once from the stored reviews (api/reviews/create-review.ts).
   */
  ratingTotal?: number;
  /**
   * What the admin table's search box finds this document by (shared/admin-search.ts), written with
   * every change of what it is built from; server-only, never in an API answer. Missing on documents
   * written before the search boxes until `npm run migrate` fills it.
   */
  searchKeys?: string[];
  /**
   * The laptop's specifications (shared/laptop-specs.ts). Missing on products saved before they
   * existed, which read as empty specifications.
   */
  specs?: LaptopSpecs;
  /**
   * The price before the current one, more than `price`: shown struck through with the percentage
   * off, and what puts the product in the home page's 'On sale'. Missing when there is none.
   */
  compareAtPrice?: number;
  /**
   * The gifts and offers shown under 'Khuyến mãi' ('Tặng balo laptop'), 0 to 5 lines. Missing on
   * products saved before them, which read as none.
   */
  promotions?: string[];
  /**
   * The configurations it is sold in (entities/variants.ts): missing on a product that is its own
   * offer. With variants, price, compareAtPrice and countInStock are derived from them on every write.
   */
  options?: ProductOption[];
  variants?: ProductVariant[];
  defaultVariantId?: string;
  /**
   * How many reviews gave each number of stars, kept in the transaction that writes a review
   * (api/reviews/create-review.ts, ADR 0096). Missing on products reviewed before it existed until
   * `npm run migrate` (or their next review) counts it from their reviews.
   */
  ratingCounts?: RatingCounts;
  /**
   * For the shopping feed (shared/product-identifiers.ts): the GTIN, the maker's part number and the
   * condition. Missing on products saved before them: no identifiers, and new.
   */
  gtin?: ProductIdentifiers['gtin'];
  mpn?: ProductIdentifiers['mpn'];
  condition?: ProductIdentifiers['condition'];
}
/** Reviews per number of stars, keys '1' to '5'. */
export type RatingCounts = Record<'1' | '2' | '3' | '4' | '5', number>;
export type Product = Omit<ProductDoc, 'searchWords' | 'ratingTotal' | 'searchKeys' | 'images'> & {
  _id: string;
  /** Never empty: an older product reads as its one image described by its name. */
  images: ProductImage[];
  /** Set when the answer is one configuration of the product (compare's `{productId}:{variantId}`). */
  variantId?: string;
};

export interface ReviewDoc {
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** The author had a delivered order of the product when they wrote it (ADR 0097); missing means no. */
  verifiedPurchase?: boolean;
  /**
   * Customers who found it helpful, kept with their votes in one transaction (ADR 0096). Missing on
   * reviews written before votes existed until `npm run migrate` writes 0 (sorting needs the field).
   */
  helpfulCount?: number;
  /** The shop's answer, written by an admin. */
  reply?: ReviewReply;
  /** Up to REVIEW_PHOTOS_MAX photos the author uploaded (POST /api/reviews/photos). */
  photos?: string[];
}
export interface ReviewReply {
  text: string;
  at: string;
}
/** A review's id is its author's uid: one review per customer per product. */
export type Review = ReviewDoc & { _id: string };
/** `POST|DELETE /api/products/:id/reviews/:reviewId/helpful`: the review's count now. */
export interface HelpfulCount {
  helpfulCount: number;
}
/** A product with its newest REVIEW_PAGE_SIZE reviews; `reviewsNextCursor` asks GET /api/products/:id/reviews for more. */
export type ProductWithReviews = Product & { reviews: Review[]; reviewsNextCursor: string | null };

/** `GET /api/products/compare`: the published products asked for, in their order, and the ids dropped (unknown or drafts). */
export interface CompareProducts {
  products: Product[];
  dropped: string[];
}

export interface ReviewPage extends CursorPage {
  reviews: Review[];
}
