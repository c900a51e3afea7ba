/**
 * POST /api/orders/lookup and /lookup/verify: the limits first, before anything is read, then the
 * lookup (order-lookup.ts) in the language of the page that asked.
 */
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { firestoreOrderLookupLimits } from '../limits/order-lookup-limits.js';
import { requestLanguage, shopMailContext } from '../users/account-mail.js';
import { mailLanguage } from '../../mail/templates/email-parts.js';
import { requestOrderLookup, verifyOrderLookup } from './order-lookup.js';

export function lookupHandlers(ctx: ApiContext): EndpointHandlers<'requestOrderLookup' | 'verifyOrderLookup'> {
  const limits = firestoreOrderLookupLimits(ctx.db);
  return {
    async requestOrderLookup({ body, req }) {
      await limits.consumeRequest(req, body.phone, body.orderCode);
      const deps = {
        db: ctx.db,
        secret: ctx.alertTokenSecret(),
        shop: await shopMailContext(ctx),
        lang: mailLanguage(requestLanguage(req)),
      };
      return requestOrderLookup(deps, body);
    },
    async verifyOrderLookup({ body }) {
      await limits.consumeGuess(body.phone);
      return verifyOrderLookup({ db: ctx.db, secret: ctx.alertTokenSecret() }, body);
    },
  };
}
