/**
 * What a cart line buys as the shop stores it now (docs/decisions/0101-product-variants.md, "Web"):
 * the variant it names, or the default one; read when a unit is added and when the cart is re-read.
 */
import type { CartItem } from '@shared/entities/order';
import type { Product } from '@shared/entities/catalogue';
import { defaultVariant, variantTitle } from '@shared/product-variants';

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
