/**
 * The bodies of phone verification (POST /api/users/phone, /users/phone/verify) and of claiming
 * guest orders (POST /api/orders/claim): the phone in any Vietnamese form, answered in E.164.
 */
import { phoneSchema } from './address-schemas.js';
import { CLAIM_MSG } from './claim-messages.js';
import { LOOKUP_CODE_DIGITS } from './order-lookup-schemas.js';
import { z } from './zod.js';

/** Orders one claim may attach: the history's notice lists a buyer's guest orders, a handful at most. */
export const MAX_CLAIMED_ORDERS = 20;

export const phoneCodeRequestSchema = z.object({ phone: phoneSchema });

export const phoneVerifySchema = phoneCodeRequestSchema.extend({
  otp: z
    .string({ error: CLAIM_MSG.otpInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${LOOKUP_CODE_DIGITS}}$`), CLAIM_MSG.otpInvalid),
});
export type PhoneVerifyRequest = z.output<typeof phoneVerifySchema>;

export const zaloMessagesChoiceSchema = z.object({
  granted: z.boolean({ error: CLAIM_MSG.grantedInvalid }),
});

export const claimOrdersSchema = z.object({
  orderIds: z
    .array(z.string({ error: CLAIM_MSG.orderIdsInvalid }).regex(/^[A-Za-z0-9]{1,40}$/, CLAIM_MSG.orderIdsInvalid), {
      error: CLAIM_MSG.orderIdsInvalid,
    })
    .min(1, CLAIM_MSG.orderIdsInvalid)
    .max(MAX_CLAIMED_ORDERS, CLAIM_MSG.orderIdsInvalid)
    .transform((ids) => [...new Set(ids)]),
});
