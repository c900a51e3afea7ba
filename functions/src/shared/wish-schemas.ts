/** The request schemas of the wishlist and alert endpoints (shared/wish-endpoints.ts). */
import { z } from './zod.js';
import { DOC_ID_PATTERN } from './constants.js';
import { ALERT_TYPES } from './entities/wishlist.js';

export const alertCreateSchema = z.object({
  productId: z.string({ error: 'productId is required' }).regex(DOC_ID_PATTERN, 'productId is not a valid id'),
  type: z.enum(ALERT_TYPES, { error: 'type must be restock' }),
});

/** The signed token of an alert email's unsubscribe link (mail/alert-unsubscribe-token.ts checks it). */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(512, 'token is not valid'),
});
