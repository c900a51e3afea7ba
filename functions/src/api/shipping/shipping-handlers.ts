/**
 * POST /api/shipping/quote: the per-client limit first, then the quote (shipping-quote.ts); an
 * order's waybill: made, its label, cancelled (waybills.ts).
 */
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { firestoreShippingQuoteLimit } from '../limits/shipping-quote-limit.js';
import { quoteShipping } from './shipping-quote.js';
import { auditActor } from '../../data/audit-log.js';
import { forAdmin } from '../orders/order-handlers.js';
import { cancelWaybill, createWaybill, waybillLabel } from './waybills.js';

export function shippingHandlers(
  ctx: ApiContext,
): EndpointHandlers<'quoteShipping' | 'createShipment' | 'shipmentLabel' | 'cancelShipment'> {
  const limit = firestoreShippingQuoteLimit(ctx.db);
  return {
    async quoteShipping({ body, req }) {
      await limit.consume(req);
      const { weightGrams, options } = await quoteShipping({ db: ctx.db, carriers: ctx.carriers }, body);
      return { weightGrams, options };
    },
    createShipment: async ({ params, body, user }) =>
      forAdmin(ctx.db, await createWaybill(ctx, params.id, auditActor(user), body)),
    shipmentLabel: async ({ params }) => waybillLabel(ctx, params.id),
    cancelShipment: async ({ params, user }) => forAdmin(ctx.db, await cancelWaybill(ctx, params.id, auditActor(user))),
  };
}
