/** POST /api/shipping/quote's body: where the parcel goes (the 2025 map's names) and the cart's lines. */
import { z } from './zod.js';
import { orderItemsWithVariantsSchema } from './product-variants-schema.js';

const officialName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

export const shippingQuoteSchema = z.object({
  province: officialName('province'),
  ward: officialName('ward'),
  orderItems: orderItemsWithVariantsSchema,
});
export type ShippingQuoteRequest = z.output<typeof shippingQuoteSchema>;
