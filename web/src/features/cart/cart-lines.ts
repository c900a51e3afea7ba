/**
 * A cart line is one configuration of a product (docs/decisions/0101-product-variants.md, "Web"):
 * matched by `_id` and `variantId`, and priced and stocked by that variant. A line without
 * `variantId` (a cart saved before variants, or a product without them) buys the default one.
 */
import type { CartItem } from '@shared/entities/order';
import type { Product } from '@shared/entities/catalogue';
import { defaultVariant, variantTitle } from '@shared/product-variants';

type LineId = Pick<CartItem, '_id' | 'variantId'>;

/** What names a line: the product id, with `:{variantId}` for a configuration (as the unit limits count). */
export const cartLineKey = ({ _id, variantId }: LineId): string => (variantId ? `${_id}:${variantId}` : _id);

export const isSameLine = (a: LineId, b: LineId): boolean => cartLineKey(a) === cartLineKey(b);

/** What a line of `product` sells: its price and stock, and the configuration's id, SKU and title. */
export type LineOffer = Pick<CartItem, 'price' | 'countInStock' | 'variantId' | 'sku' | 'variantTitle'>;

/**
 * The offer a line buys: the variant it names, or the default one when it names none; the product's
 * own price and stock for a product without variants; null when the variant is no longer sold.
 */
export function lineOffer(
  product: Pick<Product, 'price' | 'countInStock' | 'variants' | 'defaultVariantId'>,
  variantId: string | undefined,
): LineOffer | null {
  if (!product.variants?.length) return { price: product.price, countInStock: product.countInStock };
  const variant = variantId === undefined ? defaultVariant(product) : product.variants.find((v) => v._id === variantId);
  if (!variant) return null;
  return {
    price: variant.price,
    countInStock: variant.countInStock,
    variantId: variant._id,
    sku: variant.sku,
    variantTitle: variantTitle(variant),
  };
}
