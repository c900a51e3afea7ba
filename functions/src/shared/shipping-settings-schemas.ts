/**
 * The carrier settings' part of the settings update schema (schemas.ts shopSettingsUpdateSchema).
 * Optional: a form written before them keeps the saved values. Whether the pickup address is a
 * real place and phone is checked by the server (api/settings/pickup-address-check.ts), which
 * carries the map; a carrier switched on needs one.
 */
import { z } from './zod.js';
import { CARRIER_NAMES, REQUIRED_NOTES } from './shipping-settings.js';

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be from ${min} to ${max}`)
    .max(max, `${field} must be from ${min} to ${max}`);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** A parcel's size in whole centimetres, the field named from `field` (the settings' default, a waybill's own). */
export const packageSizeSchema = (field: string) =>
  z.object({
    lengthCm: whole(`${field}.lengthCm`, 1, 200),
    widthCm: whole(`${field}.widthCm`, 1, 200),
    heightCm: whole(`${field}.heightCm`, 1, 200),
  });

export const requiredNoteSchema = z.enum(REQUIRED_NOTES, {
  error: `requiredNote must be one of ${REQUIRED_NOTES.join(', ')}`,
});

/** One carrier by name (a waybill's). */
export const carrierNameSchema = z.enum(CARRIER_NAMES, { error: `carrier must be among ${CARRIER_NAMES.join(', ')}` });

const caps = (carrier: string) =>
  z.object({
    codMax: whole(`carrierCaps.${carrier}.codMax`, 0, 1_000_000_000),
    insuranceMax: whole(`carrierCaps.${carrier}.insuranceMax`, 0, 1_000_000_000),
  });

export const shippingSettingsSchemas = {
  carriers: z
    .array(z.enum(CARRIER_NAMES, { error: `carriers must be among ${CARRIER_NAMES.join(', ')}` }))
    .refine((carriers) => new Set(carriers).size === carriers.length, 'carriers must not repeat a carrier')
    .optional(),
  pickupAddress: z
    .object({
      name: text('pickupAddress.name', 100),
      phone: text('pickupAddress.phone', 20),
      address: text('pickupAddress.address', 200),
      province: text('pickupAddress.province', 100),
      ward: text('pickupAddress.ward', 100),
    })
    .optional(),
  packagingGrams: whole('packagingGrams', 0, 10_000).optional(),
  defaultPackage: packageSizeSchema('defaultPackage').optional(),
  requiredNote: requiredNoteSchema.optional(),
  quoteCacheMinutes: whole('quoteCacheMinutes', 0, 1440).optional(),
  carrierCaps: z.object({ ghn: caps('ghn'), ghtk: caps('ghtk') }).optional(),
};
