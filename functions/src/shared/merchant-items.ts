/**
 * The product feed's items (Google Merchant Center's product data specification), ready for a feed
 * endpoint or file: one item per variant of a product sold in configurations, grouped by the
 * product, else one item for the product (docs/decisions/0101-product-variants.md,
 * docs/decisions/0114-product-feeds.md).
 */
import type { ProductDoc } from './entities/catalogue.js';
import type { LaptopSpecs } from './laptop-specs.js';
import { DEFAULT_PRODUCT_CONDITION, type ProductCondition } from './product-identifiers.js';
import { hasVariants, variantSpecs, variantTitle } from './product-variants.js';
import { specProperties } from './spec-properties.js';
import { galleryOf } from './to-api.js';

/** Merchant Center's limit on `id` and `item_group_id`. */
export const MERCHANT_ID_MAX = 50;
/** Merchant Center's limits on `title` and `description`. */
export const MERCHANT_TITLE_MAX = 150;
export const MERCHANT_DESCRIPTION_MAX = 5000;
/** Merchant Center takes up to 10 additional images. */
export const MERCHANT_ADDITIONAL_IMAGES_MAX = 10;
/** Merchant Center's limits on a product detail's name and value. */
const DETAIL_NAME_MAX = 140;
const DETAIL_VALUE_MAX = 1000;
/** The one section the specifications are listed under (their names are English, as in the JSON-LD). */
export const SPECIFICATIONS_SECTION = 'Specifications';

export interface MerchantProductDetail {
  section_name: string;
  attribute_name: string;
  attribute_value: string;
}

export interface MerchantItem {
  id: string;
  /** The product's id on every item of its variants; missing on a product without variants. */
  item_group_id?: string;
  title: string;
  /** Plain text, at most MERCHANT_DESCRIPTION_MAX characters. */
  description: string;
  link: string;
  image_link: string;
  /** The other photos, absolute, at most MERCHANT_ADDITIONAL_IMAGES_MAX. */
  additional_image_link: string[];
  /** The amount and the ISO 4217 currency: '27490000 VND'; the price before a discount when there is one. */
  price: string;
  /** The price the shop sells at, when it is below a compare-at price. */
  sale_price?: string;
  availability: 'in_stock' | 'out_of_stock';
  brand: string;
  gtin?: string;
  mpn?: string;
  /** 'no' when the item has neither a GTIN nor an MPN (Merchant Center then asks for none). */
  identifier_exists?: 'no';
  condition: ProductCondition;
  product_detail: MerchantProductDetail[];
}

export interface MerchantFeedContext {
  /** The shop's origin, for absolute links ('https://shop.example'). */
  origin: string;
  /** ISO 4217: 'VND', or 'USD' for the specification's demo. */
  currency: string;
}

export type FeedProduct = Pick<
  ProductDoc,
  | 'slug'
  | 'name'
  | 'image'
  | 'images'
  | 'price'
  | 'compareAtPrice'
  | 'countInStock'
  | 'variants'
  | 'description'
  | 'brand'
  | 'specs'
  | 'gtin'
  | 'mpn'
  | 'condition'
> & { _id: string };

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
const money = (amount: number, currency: string) =>
  `${currency === 'VND' ? Math.round(amount) : amount.toFixed(2)} ${currency}`;
const availability = (stock: number): MerchantItem['availability'] => (stock > 0 ? 'in_stock' : 'out_of_stock');

/**
 * Text as a feed may carry it: without the control characters XML 1.0 cannot hold, cut at `max`
 * characters (whole code points, so a cut never splits an emoji or a composed letter's pair).
 */
export function feedText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 refuses
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join('').trimEnd();
}

/** The price, with the compare-at price as the regular one when the product is discounted. */
function prices(price: number, compareAtPrice: number | undefined, currency: string) {
  return compareAtPrice !== undefined && compareAtPrice > price
    ? { price: money(compareAtPrice, currency), sale_price: money(price, currency) }
    : { price: money(price, currency) };
}

/** A product's (or a configuration's) specifications as product details, one per specification. */
function productDetails(specs: LaptopSpecs | undefined): MerchantProductDetail[] {
  return specProperties(specs).map(({ name, value, unitText }) => {
    const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : `${value}${unitText ? ` ${unitText}` : ''}`;
    return {
      section_name: SPECIFICATIONS_SECTION,
      attribute_name: feedText(name, DETAIL_NAME_MAX),
      attribute_value: feedText(text, DETAIL_VALUE_MAX),
    };
  });
}

/** GTIN or MPN when the item has one, else identifier_exists no (Google's rule for items without them). */
function identifiers(gtin: string | undefined, mpn: string | undefined) {
  if (!gtin && !mpn) return { identifier_exists: 'no' as const };
  return { ...(gtin && { gtin }), ...(mpn && { mpn: feedText(mpn, 70) }) };
}

/** The first photo as image_link, the next ones (up to ten) as additional images. */
function photos(origin: string, urls: readonly string[]) {
  const [first = '', ...rest] = urls.map((url) => absolute(origin, url));
  return { image_link: first, additional_image_link: rest.slice(0, MERCHANT_ADDITIONAL_IMAGES_MAX) };
}

/** One Merchant Center item per variant (id = SKU, grouped by the product id), or one for the product. */
export function merchantItems(product: FeedProduct, { origin, currency }: MerchantFeedContext): MerchantItem[] {
  const link = `${origin}/product/${encodeURIComponent(product.slug)}`;
  const gallery = galleryOf(product).map((photo) => photo.url);
  const common = {
    description: feedText(product.description, MERCHANT_DESCRIPTION_MAX),
    brand: feedText(product.brand, 70),
    condition: product.condition ?? DEFAULT_PRODUCT_CONDITION,
  };
  if (!hasVariants(product)) {
    return [
      {
        id: product._id.slice(0, MERCHANT_ID_MAX),
        title: feedText(product.name, MERCHANT_TITLE_MAX),
        ...common,
        link,
        ...photos(origin, gallery),
        ...prices(product.price, product.compareAtPrice, currency),
        availability: availability(product.countInStock),
        ...identifiers(product.gtin, product.mpn),
        product_detail: productDetails(product.specs),
      },
    ];
  }
  return product.variants.map((variant) => ({
    // A SKU is at most 50 characters (SKU_PATTERN), as Merchant Center's id.
    id: variant.sku,
    item_group_id: product._id.slice(0, MERCHANT_ID_MAX),
    title: feedText(`${product.name} ${variantTitle(variant)}`, MERCHANT_TITLE_MAX),
    ...common,
    link: `${link}?variant=${encodeURIComponent(variant._id)}`,
    // The configuration's own photos first, as its product page shows them.
    ...photos(origin, [...(variant.images ?? []).map((photo) => photo.url), ...gallery]),
    ...prices(variant.price, variant.compareAtPrice, currency),
    availability: availability(variant.countInStock),
    // A product's GTIN and MPN name one configuration, never all of them (ADR 0114).
    identifier_exists: 'no' as const,
    product_detail: productDetails(variantSpecs(product, variant)),
  }));
}
