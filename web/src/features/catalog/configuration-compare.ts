/**
 * What the compare tray keeps for the configuration the product page shows
 * (docs/decisions/0101-product-variants.md): its compare id `{productId}:{variantId}`, which the
 * compare page and `GET /api/products/compare` read as that configuration, and its name with the
 * configuration ("MacBook Air M3 (16 GB / 512 GB / Bạc)"). A product that is its own offer is kept
 * as before, by its id.
 */
import type { Product } from '@shared/entities/catalogue';
import { variantTitle } from '@shared/product-variants';
import type { CompareItem } from './compare-store';

export function configurationCompareItem(product: Product): CompareItem {
  const variant = product.variantId ? product.variants?.find((v) => v._id === product.variantId) : undefined;
  const { _id, name, slug, image } = product;
  if (!variant) return { _id, name, slug, image };
  return { _id: `${_id}:${variant._id}`, name: `${name} (${variantTitle(variant)})`, slug, image };
}
