/**
 * /api/payments: the gateways' server notifications (IPN), which alone mark orders paid, and the
 * check of what a gateway put on the browser's return URL, which never does
 * (docs/decisions/0014-payments.md). All public: the gateways' signatures authenticate them.
 */
import { paymentsCol } from '../../data/collections.js';
import type { PaymentReturn } from '../../shared/entities/payment.js';
import type { VnpayIpnAnswer } from '../../shared/api-contract.js';
import { API_MSG } from '../../shared/messages.js';
import { PAYMENT_API_MSG } from '../../shared/payment-messages.js';
import { applyGatewayResult, type ApplyOutcome } from '../../payments/apply-gateway-result.js';
import type { ReadResult } from '../../payments/gateway-result.js';
import type { PaymentSettings } from '../../payments/payment-settings.js';
import { readMomoResult } from '../../payments/momo/payment.js';
import { readVnpayResult } from '../../payments/vnpay/payment.js';
import { listReconciliations, markRefunded } from '../../payments/reconciliations.js';
import { applyBankNotification, bankWebhookAuthorized } from '../../payments/bank-transfer/notification.js';
import { bankNotificationSchema } from '../../shared/api-request-schemas.js';
import { parseOrThrow } from '../validate.js';
import { auditActor } from '../../data/audit-log.js';
import type { ApiContext } from '../context.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { EndpointHandlers } from '../register-endpoints.js';

/** VNPAY's IPN answer codes (API 2.1.0): VNPAY retries until it gets one of these with HTTP 200. */
const VNPAY_IPN_ANSWERS: Record<ApplyOutcome | 'invalid-signature' | 'error', VnpayIpnAnswer> = {
  recorded: { RspCode: '00', Message: 'Confirm Success' },
  'unknown-reference': { RspCode: '01', Message: 'Order not found' },
  'already-confirmed': { RspCode: '02', Message: 'Order already confirmed' },
  'amount-mismatch': { RspCode: '04', Message: 'Invalid amount' },
  'invalid-signature': { RspCode: '97', Message: 'Invalid signature' },
  error: { RspCode: '99', Message: 'Unknown error' },
};

type PaymentEndpoint =
  | 'vnpayIpn'
  | 'momoIpn'
  | 'bankWebhook'
  | 'vnpayReturn'
  | 'momoReturn'
  | 'paymentReconciliations'
  | 'markPaymentRefunded';

export function paymentHandlers(ctx: ApiContext): EndpointHandlers<PaymentEndpoint> {
  /** Reads the return URL's parameters for the return page: which order, and what the gateway said. */
  const paymentReturn =
    (read: (settings: PaymentSettings, input: unknown) => ReadResult) =>
    async ({ query }: { query: unknown }): Promise<PaymentReturn> => {
      const outcome = read(ctx.payments(), query);
      if (!outcome.valid) throw badRequest(API_MSG.invalidPaymentSignature);
      const { reference, paid, reason } = outcome.result;
      const attempt = (await paymentsCol(ctx.db).doc(reference).get()).data();
      if (!attempt) throw notFound(API_MSG.orderNotFound);
      return { orderId: attempt.orderId, reference, outcome: paid ? 'success' : 'failed', reason };
    };

  return {
    vnpayIpn: async ({ query }) => {
      let answer: keyof typeof VNPAY_IPN_ANSWERS;
      try {
        const read = readVnpayResult(ctx.payments(), query);
        answer = read.valid ? await applyGatewayResult(ctx.db, read.result) : 'invalid-signature';
      } catch (error) {
        console.error('VNPAY IPN failed', error);
        answer = 'error';
      }
      return VNPAY_IPN_ANSWERS[answer];
    },

    /** MoMo wants 204 for a notification it need not repeat; anything else it may retry. */
    momoIpn: async ({ body }) => {
      const read = readMomoResult(ctx.payments(), body);
      if (!read.valid) throw badRequest(API_MSG.invalidPaymentSignature);
      const outcome = await applyGatewayResult(ctx.db, read.result);
      if (outcome === 'unknown-reference') throw notFound(API_MSG.orderNotFound);
      if (outcome === 'amount-mismatch') throw badRequest('amount does not match the payment request');
    },

    /**
     * The bank-notification service (SePay's format): the API key first, so a caller without it
     * gets 401 and nothing is read or stored; then 200 {success: true} for every notification it
     * authenticated, matched or not, so the service stops repeating it
     * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
     */
    bankWebhook: async ({ req, body }) => {
      if (!bankWebhookAuthorized(req.get('authorization'), ctx.payments().bank.webhookApiKey)) {
        throw new HttpError(401, PAYMENT_API_MSG.bankWebhookUnauthorized, { 'WWW-Authenticate': 'Apikey' });
      }
      await applyBankNotification(ctx.db, parseOrThrow(bankNotificationSchema, body));
      return { success: true };
    },

    vnpayReturn: paymentReturn(readVnpayResult),
    momoReturn: paymentReturn(readMomoResult),

    paymentReconciliations: async ({ query: { after } }) => listReconciliations(ctx.db, after),
    markPaymentRefunded: async ({ params, body, user }) => markRefunded(ctx.db, params.id, auditActor(user), body.note),
  };
}
