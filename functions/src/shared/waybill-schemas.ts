/**
 * POST /api/orders/:id/shipment's body: which carrier (the order's quoted one, else the first on),
 * what the receiver may do before paying (the settings' default), and the parcel's size (the
 * settings' default package), each optional.
 */
import { z } from './zod.js';
import { carrierNameSchema, packageSizeSchema, requiredNoteSchema } from './shipping-settings-schemas.js';

export const createWaybillSchema = z.object({
  carrier: carrierNameSchema.optional(),
  requiredNote: requiredNoteSchema.optional(),
  package: packageSizeSchema('package').optional(),
});
export type CreateWaybillInput = z.output<typeof createWaybillSchema>;
