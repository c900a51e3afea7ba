/**
 * The product feed's items (Google Merchant Center's product data specification), ready for a feed
 * endpoint or file: one item per variant of a product sold in configurations, grouped by the
 * product, else one item for the product (docs/decisions/0101-product-variants.md).
 */
import type { ProductDoc } from './entities/catalogue.js';
import { hasVariants, variantTitle } from './product-variants.js';

/** Merchant Center's limit on `id` and `item_group_id`. */
export const MERCHANT_ID_MAX = 50;
/** Merchant Center's limit on `title`. */
const MERCHANT_TITLE_MAX = 150;

export interface MerchantItem {
  id: string;
  /** The product's id on every item of its variants; missing on a product without variants. */
  item_group_id?: string;
  title: string;
  link: string;
  image_link: string;
  /** The amount and the ISO 4217 currency: '27490000 VND'. */
  price: string;
  availability: 'in_stock' | 'out_of_stock';
}

export interface MerchantFeedContext {
  /** The shop's origin, for absolute links ('https://shop.example'). */
  origin: string;
  /** ISO 4217: 'VND', or 'USD' for the specification's demo. */
  currency: string;
}

type FeedProduct = Pick<ProductDoc, 'slug' | 'name' | 'image' | 'price' | 'countInStock' | 'variants'> & {
  _id: string;
};

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
const money = (amount: number, currency: string) =>
  `${currency === 'VND' ? Math.round(amount) : amount.toFixed(2)} ${currency}`;
const availability = (stock: number): MerchantItem['availability'] => (stock > 0 ? 'in_stock' : 'out_of_stock');

/** One Merchant Center item per variant (id = SKU, grouped by the product id), or one for the product. */
export function merchantItems(product: FeedProduct, { origin, currency }: MerchantFeedContext): MerchantItem[] {
  const link = `${origin}/product/${encodeURIComponent(product.slug)}`;
  if (!hasVariants(product)) {
    return [
      {
        id: product._id.slice(0, MERCHANT_ID_MAX),
        title: product.name.slice(0, MERCHANT_TITLE_MAX),
        link,
        image_link: absolute(origin, product.image),
        price: money(product.price, currency),
        availability: availability(product.countInStock),
      },
    ];
  }
  return product.variants.map((variant) => ({
    // A SKU is at most 50 characters (SKU_PATTERN), as Merchant Center's id.
    id: variant.sku,
    item_group_id: product._id.slice(0, MERCHANT_ID_MAX),
    title: `${product.name} ${variantTitle(variant)}`.slice(0, MERCHANT_TITLE_MAX),
    link: `${link}?variant=${encodeURIComponent(variant._id)}`,
    image_link: absolute(origin, variant.images?.[0]?.url ?? product.image),
    price: money(variant.price, currency),
    availability: availability(variant.countInStock),
  }));
}
