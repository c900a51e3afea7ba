/**
 * The rules of a product sold in configurations (docs/decisions/0101-product-variants.md) that the
 * server, the seed and the web share: the derived fields, a variant's title and specifications,
 * and which variant an order line without one buys. No zod here (the schema is
 * product-variants-schema.ts), so readers of products stay light.
 */
import type { Product, ProductDoc } from './entities/catalogue.js';
import type { ProductVariant } from './entities/variants.js';
import type { LaptopSpecs } from './laptop-specs.js';

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 10;
export const MAX_VARIANTS = 30;
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,50}$/;
/** A variant id as the server gives them (8 characters) and a URL or an order line names them. */
export const VARIANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** How an order line, an email and the CSV name a configuration: "16 GB / 512 GB / Bạc". */
export const variantTitle = (variant: Pick<ProductVariant, 'optionValues'>): string => variant.optionValues.join(' / ');

/** The first of the lowest-priced variants (the list's order breaks ties). */
export function cheapestVariant<V extends Pick<ProductVariant, 'price'>>(variants: readonly V[]): V | undefined {
  return variants.reduce<V | undefined>(
    (best, variant) => (!best || variant.price < best.price ? variant : best),
    undefined,
  );
}

/** What the server keeps on the product from its variants on every write. */
export interface VariantDerivedFields {
  price: number;
  /** The cheapest variant's, missing when it has none. */
  compareAtPrice?: number;
  countInStock: number;
  defaultVariantId: string;
}

/**
 * `price` is the lowest variant price and `compareAtPrice` that variant's, `countInStock` the sum,
 * and the default variant the admin's choice when it is one of them, else the cheapest.
 * `variants` must not be empty (the schema asks for 1 to MAX_VARIANTS).
 */
export function variantDerivedFields(
  variants: readonly ProductVariant[],
  chosenDefault?: string | undefined,
): VariantDerivedFields {
  const cheapest = cheapestVariant(variants);
  if (!cheapest) throw new Error('a product with variants has at least one');
  const chosen = variants.find((variant) => variant._id === chosenDefault);
  return {
    price: cheapest.price,
    ...(cheapest.compareAtPrice !== undefined ? { compareAtPrice: cheapest.compareAtPrice } : {}),
    countInStock: variants.reduce((sum, variant) => sum + variant.countInStock, 0),
    defaultVariantId: (chosen ?? cheapest)._id,
  };
}

/** True when the product is sold in configurations (else it is its own offer, as before variants). */
export const hasVariants = (
  product: Pick<ProductDoc, 'variants'>,
): product is Pick<ProductDoc, 'variants'> & { variants: ProductVariant[] } =>
  product.variants !== undefined && product.variants.length > 0;

/** The variant a line without one buys: the default, or the cheapest when the default is gone. */
export function defaultVariant(product: Pick<ProductDoc, 'variants' | 'defaultVariantId'>): ProductVariant | undefined {
  const variants = product.variants ?? [];
  return variants.find((variant) => variant._id === product.defaultVariantId) ?? cheapestVariant(variants);
}

/**
 * The product as one configuration sells it: that variant's price, compare-at price, stock and
 * specifications, its photos first, and `variantId` naming it (compare); null when it has no such variant.
 */
export function productInConfiguration<P extends Product>(product: P, variantId: string): P | null {
  const variant = product.variants?.find((candidate) => candidate._id === variantId);
  if (!variant) return null;
  const { compareAtPrice: _productCompareAt, ...rest } = product;
  return {
    ...rest,
    price: variant.price,
    ...(variant.compareAtPrice !== undefined ? { compareAtPrice: variant.compareAtPrice } : {}),
    countInStock: variant.countInStock,
    specs: variantSpecs(product, variant),
    images: [...(variant.images ?? []), ...product.images],
    variantId,
  } as P;
}

/** A variant's specifications: the product's with the variant's RAM, storage and colour applied. */
export function variantSpecs(product: Pick<ProductDoc, 'specs'>, variant: Pick<ProductVariant, 'specs'>): LaptopSpecs {
  return { ...product.specs, ...variant.specs };
}

/**
 * The product's variants with `delta` units added to one of them, and the derived stock that
 * follows: what an order's placement (negative), cancellation or restock writes.
 */
export function withVariantStock(
  product: Pick<ProductDoc, 'variants'>,
  variantId: string,
  delta: number,
): { variants: ProductVariant[]; countInStock: number } {
  const variants = (product.variants ?? []).map((variant) =>
    variant._id === variantId ? { ...variant, countInStock: variant.countInStock + delta } : variant,
  );
  return { variants, countInStock: variants.reduce((sum, variant) => sum + variant.countInStock, 0) };
}

/**
 * An order line's name with the configuration bought and its SKU, as emails and the orders CSV
 * show it: "MacBook Air M3 (16 GB / 512 GB / Bạc, SKU AIR-16-512)"; a line without one, its name.
 */
export function lineNameWithConfiguration(item: { name: string; variantTitle?: string; sku?: string }): string {
  if (!item.variantTitle && !item.sku) return item.name;
  const parts = [item.variantTitle, item.sku ? `SKU ${item.sku}` : undefined].filter(Boolean);
  return `${item.name} (${parts.join(', ')})`;
}
