/**
 * The JSON-LD of a laptop sold in configurations (docs/decisions/0101-product-variants.md): a
 * schema.org ProductGroup whose `hasVariant` lists one Product per configuration, each with its SKU,
 * its RAM and storage, and its own offer at `?variant=`. Google reads `variesBy` only for colour,
 * size, material, pattern, age group and gender; the other options are named as the shop names them.
 */
import type { ProductWithReviews } from '../shared/entities/catalogue.js';
import type { ProductOption, ProductVariant } from '../shared/entities/variants.js';
import { variantSpecs, variantTitle } from '../shared/product-variants.js';
import type { JsonLd, JsonValue } from './page-head.js';
import type { PropertyValue } from '../shared/spec-properties.js';

const COLOUR_OPTION = /^(màu( sắc)?|colou?r)$/i;
const SCHEMA_COLOR = 'https://schema.org/color';

/** What `variesBy` says of an option: schema.org's colour property, or the option's own name. */
export const variesBy = (option: ProductOption): string =>
  COLOUR_OPTION.test(option.name.trim()) ? SCHEMA_COLOR : option.name;

/** The configuration's RAM and storage, as the product's additionalProperty names them. */
function configurationProperties(product: ProductWithReviews, variant: ProductVariant): PropertyValue[] {
  const specs = variantSpecs(product, variant);
  return [
    ...(specs.ramGb !== undefined
      ? [{ '@type': 'PropertyValue' as const, name: 'RAM', value: specs.ramGb, unitText: 'GB' }]
      : []),
    ...(specs.storageGb !== undefined
      ? [{ '@type': 'PropertyValue' as const, name: 'Storage', value: specs.storageGb, unitText: 'GB' }]
      : []),
  ];
}

export interface ProductGroupParts {
  /** The product page's canonical URL; a configuration's offer is at `?variant={id}`. */
  url: string;
  /** The product's Product JSON-LD (name, brand, images, reviews…), which the group carries over. */
  productLd: JsonLd;
  /** The offer's extras (struck-through price, return policy) for a price and compare-at price. */
  offerExtras: (prices: { price: number; compareAtPrice?: number | undefined }) => JsonLd;
  absoluteImage: (url: string) => string | null;
}

/** The ProductGroup of a product with variants (its `variants` not empty). */
export function productGroupLd(product: ProductWithReviews, parts: ProductGroupParts): JsonLd {
  const { offers: _offers, sku: _sku, '@type': _type, ...shared } = parts.productLd;
  const variants = product.variants ?? [];
  const hasVariant: JsonValue[] = variants.map((variant) => {
    const specs = variantSpecs(product, variant);
    const image = variant.images?.[0] ? parts.absoluteImage(variant.images[0].url) : null;
    return {
      '@type': 'Product',
      sku: variant.sku,
      name: `${product.name} ${variantTitle(variant)}`,
      inProductGroupWithID: product._id,
      ...(image && { image }),
      ...(specs.color !== undefined && { color: specs.color }),
      additionalProperty: configurationProperties(product, variant),
      offers: {
        '@type': 'Offer',
        url: `${parts.url}?variant=${encodeURIComponent(variant._id)}`,
        price: variant.price,
        priceCurrency: 'VND',
        availability: variant.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        ...parts.offerExtras(variant),
      },
    };
  });
  return {
    ...shared,
    '@type': 'ProductGroup',
    url: parts.url,
    productGroupID: product._id,
    variesBy: (product.options ?? []).map(variesBy),
    hasVariant,
  };
}
