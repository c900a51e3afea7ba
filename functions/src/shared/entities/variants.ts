/**
 * A laptop model sold in configurations (docs/decisions/0101-product-variants.md): the product is the
 * container, a variant is what is sold. Embedded in the product document; the rules are in
 * shared/product-variants.ts.
 */
import type { LaptopSpecs } from '../laptop-specs.js';
import type { ProductImage } from '../product-gallery.js';

/** One choice a shopper makes, e.g. `RAM` with ["8 GB", "16 GB"]. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** The specifications a configuration changes; the rest are the product's. */
export type VariantSpecs = Pick<LaptopSpecs, 'ramGb' | 'storageGb' | 'color'>;

export interface ProductVariant {
  /** Given by the server on the first save and kept by every later one. */
  _id: string;
  /** Unique in the shop (reserved in skus/{sku}). */
  sku: string;
  /** One value per option, in the options' order. */
  optionValues: string[];
  price: number;
  /** More than `price` when present. */
  compareAtPrice?: number;
  countInStock: number;
  specs?: VariantSpecs;
  /** Shown first when the variant is chosen. */
  images?: ProductImage[];
}
