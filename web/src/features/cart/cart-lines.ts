/**
 * A cart line is one configuration of a product (docs/decisions/0101-product-variants.md, "Web"):
 * matched by `_id` and `variantId`, and priced and stocked by that variant. A line without
 * `variantId` (a cart saved before variants, or a product without them) buys the default one
 * (line-offer.ts). Nothing here imports the variant rules: the cart store is on every route.
 */
import type { CartItem } from '@shared/entities/order';

type LineId = Pick<CartItem, '_id' | 'variantId'>;

/** What names a line: the product id, with `:{variantId}` for a configuration (as the unit limits count). */
export const cartLineKey = ({ _id, variantId }: LineId): string => (variantId ? `${_id}:${variantId}` : _id);

export const isSameLine = (a: LineId, b: LineId): boolean => cartLineKey(a) === cartLineKey(b);
