/** POST /api/shipping/quote: the per-client limit first, then the quote (shipping-quote.ts). */
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { firestoreShippingQuoteLimit } from '../limits/shipping-quote-limit.js';
import { quoteShipping } from './shipping-quote.js';

export function shippingHandlers(ctx: ApiContext): EndpointHandlers<'quoteShipping'> {
  const limit = firestoreShippingQuoteLimit(ctx.db);
  return {
    async quoteShipping({ body, req }) {
      await limit.consume(req);
      const { weightGrams, options } = await quoteShipping({ db: ctx.db, carriers: ctx.carriers }, body);
      return { weightGrams, options };
    },
  };
}
