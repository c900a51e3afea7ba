/**
 * POST /api/shipping/quote: the per-client limit first, then the quote (shipping-quote.ts); an
 * order's waybill: made, its label, cancelled (waybills.ts); GHN's and GHTK's status changes, after
 * their URL secret (carrier-events.ts).
 */
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { firestoreShippingQuoteLimit } from '../limits/shipping-quote-limit.js';
import { quoteShipping } from './shipping-quote.js';
import { auditActor } from '../../data/audit-log.js';
import { forAdmin } from '../orders/order-handlers.js';
import { cancelWaybill, createWaybill, waybillLabel } from './waybills.js';
import { codReconciliation, codReconciliationCsv } from './cod-reconciliation.js';
import { applyCarrierEvent } from './carrier-events.js';
import { HttpError } from '../../http-error.js';
import { WAYBILL_MSG } from '../../shared/waybill-messages.js';
import { carrierClients } from '../../shipping/carriers.js';
import type { CarrierName, CarrierWebhookCall } from '../../shipping/carrier.js';

export function shippingHandlers(
  ctx: ApiContext,
): EndpointHandlers<
  | 'quoteShipping'
  | 'createShipment'
  | 'shipmentLabel'
  | 'cancelShipment'
  | 'ghnWebhook'
  | 'ghtkWebhook'
  | 'codReconciliation'
  | 'exportCodReconciliation'
> {
  const limit = firestoreShippingQuoteLimit(ctx.db);
  /** A carrier's status change: its secret checked first (401, nothing stored), then the one apply path. */
  async function carrierWebhook(carrier: CarrierName, call: CarrierWebhookCall): Promise<{ ok: true }> {
    const event = carrierClients(ctx.carriers())[carrier]?.webhook(call) ?? 'unauthorised';
    if (event === 'unauthorised') throw new HttpError(401, WAYBILL_MSG.webhookUnauthorised);
    if (event) await applyCarrierEvent(ctx, event);
    return { ok: true };
  }
  return {
    async quoteShipping({ body, req }) {
      await limit.consume(req);
      const { weightGrams, options } = await quoteShipping({ db: ctx.db, carriers: ctx.carriers }, body);
      return { weightGrams, options };
    },
    createShipment: async ({ params, body, user }) =>
      forAdmin(ctx.db, await createWaybill(ctx, params.id, auditActor(user), body)),
    shipmentLabel: async ({ params }) => waybillLabel(ctx, params.id),
    ghnWebhook: ({ req, body }) => carrierWebhook('ghn', { query: req.query, body }),
    ghtkWebhook: ({ req, body }) => carrierWebhook('ghtk', { query: req.query, body }),
    cancelShipment: async ({ params, user }) => forAdmin(ctx.db, await cancelWaybill(ctx, params.id, auditActor(user))),
    codReconciliation: ({ query }) => codReconciliation(ctx.db, query),
    exportCodReconciliation: async ({ query }) => codReconciliationCsv(await codReconciliation(ctx.db, query)),
  };
}
