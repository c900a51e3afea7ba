/**
 * The bodies of POST /api/orders/lookup and /lookup/verify: the phone in any Vietnamese form
 * (answered in E.164), the order's code in any case, and the 6-digit code that was sent.
 */
import { phoneSchema } from './address-schemas.js';
import { isOrderCode } from './order-code.js';
import { LOOKUP_MSG } from './order-lookup-messages.js';
import { z } from './zod.js';

/** How many digits the one-time code has. */
export const LOOKUP_CODE_DIGITS = 6;

const orderCodeSchema = z
  .string({ error: LOOKUP_MSG.orderCodeInvalid })
  .trim()
  .toUpperCase()
  .refine(isOrderCode, LOOKUP_MSG.orderCodeInvalid);

export const orderLookupSchema = z.object({ phone: phoneSchema, orderCode: orderCodeSchema });
export type OrderLookupRequest = z.output<typeof orderLookupSchema>;

export const orderLookupVerifySchema = orderLookupSchema.extend({
  otp: z
    .string({ error: LOOKUP_MSG.otpInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${LOOKUP_CODE_DIGITS}}$`), LOOKUP_MSG.otpInvalid),
});
export type OrderLookupVerifyRequest = z.output<typeof orderLookupVerifySchema>;
