/**
 * POST /api/payments/installment/ipn: Fundiin's payment notification. The Signature header is
 * checked over the exact bytes Fundiin sent before anything is read; a verified result pays
 * through the one attempt transaction (payments/apply-gateway-result.ts): that attempt's order,
 * at its exact total, once (docs/decisions/0102-pay-later-through-fundiin.md).
 */
import { API_MSG } from '../../shared/messages.js';
import { applyGatewayResult } from '../../payments/apply-gateway-result.js';
import { readFundiinNotification } from '../../payments/installment/notification.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { ApiContext } from '../context.js';
import { rawBodyOf } from '../middleware/body-limit.js';
import type { EndpointHandlers } from '../register-endpoints.js';

export function payLaterHandlers(ctx: ApiContext): EndpointHandlers<'installmentIpn'> {
  return {
    installmentIpn: async ({ req }) => {
      const read = readFundiinNotification(ctx.payments(), {
        rawBody: rawBodyOf(req),
        signature: req.get('signature'),
      });
      if (!read.valid) throw new HttpError(401, API_MSG.invalidPaymentSignature);
      if (!read.result) return;
      const outcome = await applyGatewayResult(ctx.db, read.result);
      if (outcome === 'unknown-reference') throw notFound(API_MSG.orderNotFound);
      if (outcome === 'amount-mismatch') throw badRequest('amount does not match the payment request');
    },
  };
}
