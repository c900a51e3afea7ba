/**
 * The local gateway sandbox: VNPAY's and MoMo's side of a payment, so the shop's whole payment
 * flow runs offline (docs/decisions/0014-payments.md). Started by `npm start` and the browser
 * journeys; never deployed.
 *
 *   GET  /paymentv2/vpcpay.html?…           VNPAY payment page     POST /paymentv2/{pay,cancel}
 *   POST /v2/gateway/api/create             MoMo create endpoint
 *   GET  /v2/gateway/pay?t=…                MoMo wallet page       POST /v2/gateway/{pay,cancel}
 *   POST /merchant_webapi/api/transaction   VNPAY refund (vnp_Command=refund) and querydr
 *   POST /v2/gateway/api/refund             MoMo refund
 *   POST /v2/gateway/api/query              MoMo transaction status
 *   POST /v2/payments, /v2/payments/status, /v2/payments/refund   Fundiin (pay later), signed raw bodies
 *   GET  /installment/pay?token=…           Fundiin's checkout     POST /installment/pay/decide (token, decision, term)
 *   GET  /bank?qr=… (or ?code=…&amount=…)   the bank's transfer    POST /bank/transfer (SePay's webhook)
 *   POST /__sandbox/next-notification       {delayMs, repeat, skip} for the next payment only
 *   POST /__sandbox/skipped-notifications/send   the skipped ones, now (the gateway's late retry)
 *   GET  /__sandbox/queries                 the querydr and MoMo queries asked, and the answers
 *   POST /__sandbox/next-refund             {fail} for the next refund only
 *   GET  /__sandbox/refunds                 the refunds asked for
 *   GET  /__sandbox/notifications           what was sent to the shop, and its answers
 *   GET  /__sandbox/skipped-notifications   the lost ones not yet sent, with their exact requests
 *   GET  /__sandbox/health
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BANK_WEBHOOK_PATH, DEMO_PAYMENT_SETTINGS, ipnPath } from '../../functions/src/payments/payment-settings.js';
import { SANDBOX_PORT } from '../../functions/src/payments/gateway-sandbox.js';
import { BankGateway } from './bank-gateway.js';
import { MomoGateway } from './momo-gateway.js';
import { Notifier, parsePlan } from './notifier.js';
import { QueryDesk } from './query-desk.js';
import { RefundDesk } from './refund-desk.js';
import type { Reply } from './reply.js';
import { VnpayGateway } from './vnpay-gateway.js';
import { FundiinGateway } from './fundiin-gateway.js';

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /**
   * The shop's VNPAY IPN URL: set in VNPAY's merchant portal, so not part of the payment request.
   * Defaults to the local shop's (hosting emulator).
   */
  vnpayIpnUrl?: string;
  /** The shop's bank webhook (set in SePay's dashboard). Defaults to the local shop's, through Hosting's /api. */
  bankWebhookUrl?: string;
  /** The shop's Fundiin notification URL (given to Fundiin at registration). Defaults to the local shop's. */
  installmentIpnUrl?: string;
}

export interface GatewaySandbox {
  /** e.g. http://127.0.0.1:5055 */
  url: string;
  notifier: Notifier;
  refunds: RefundDesk;
  queries: QueryDesk;
  close: () => Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if ('location' in reply) {
    res.writeHead(303, { Location: reply.location }).end();
  } else if ('html' in reply) {
    res.writeHead(reply.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(reply.html);
  } else if ('text' in reply) {
    res.writeHead(reply.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(reply.text);
  } else {
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.json));
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export async function startGatewaySandbox(options: SandboxOptions = {}): Promise<GatewaySandbox> {
  const notifier = new Notifier();
  let origin = '';
  const defaultIpnUrl = `${DEMO_PAYMENT_SETTINGS.ipnBaseUrl}${ipnPath('vnpay')}`;
  const queries = new QueryDesk();
  const vnpay = new VnpayGateway(notifier, options.vnpayIpnUrl ?? defaultIpnUrl, queries);
  const momo = new MomoGateway(notifier, () => origin, queries);
  const refunds = new RefundDesk();
  const bank = new BankGateway(
    notifier,
    options.bankWebhookUrl ?? `${DEMO_PAYMENT_SETTINGS.ipnBaseUrl}${BANK_WEBHOOK_PATH}`,
  );

  const fundiin = new FundiinGateway(
    notifier,
    () => origin,
    options.installmentIpnUrl ?? `${DEMO_PAYMENT_SETTINGS.ipnBaseUrl}${ipnPath('installment')}`,
    refunds,
  );

  async function route(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const key = `${req.method} ${url.pathname}`;
    const form = async () => new URLSearchParams(await readBody(req));
    switch (key) {
      case 'GET /paymentv2/vpcpay.html':
        return vnpay.showPaymentPage(url.searchParams);
      case 'POST /paymentv2/pay':
      case 'POST /paymentv2/cancel':
        return vnpay.finish((await form()).get('token') ?? '', key.endsWith('pay') ? 'pay' : 'cancel');
      case 'POST /v2/gateway/api/create':
        return momo.create(parseJson(await readBody(req)));
      case 'GET /v2/gateway/pay':
        return momo.showPaymentPage(url.searchParams.get('t') ?? '');
      case 'POST /v2/gateway/pay':
      case 'POST /v2/gateway/cancel':
        return momo.finish((await form()).get('token') ?? '', key.endsWith('pay') ? 'pay' : 'cancel');
      case 'POST /merchant_webapi/api/transaction': {
        // One merchant API for both commands, told apart by vnp_Command.
        const body = parseJson(await readBody(req));
        const command = body && typeof body === 'object' ? (body as Record<string, unknown>).vnp_Command : undefined;
        return command === 'querydr' ? queries.vnpayQuery(body) : refunds.vnpayRefund(body);
      }
      case 'POST /v2/gateway/api/refund':
        return refunds.momoRefund(parseJson(await readBody(req)));
      case 'POST /v2/gateway/api/query':
        return queries.momoQuery(parseJson(await readBody(req)));
      case 'POST /v2/payments':
        return fundiin.create(await readBody(req), req.headers);
      case 'POST /v2/payments/status':
        return fundiin.status(await readBody(req), req.headers);
      case 'POST /v2/payments/refund':
        return fundiin.refund(await readBody(req), req.headers);
      case 'GET /installment/pay':
        return fundiin.showPage(url.searchParams.get('token') ?? '');
      case 'POST /installment/pay/decide':
        return fundiin.decide(await form());
      case 'GET /__sandbox/skipped-notifications':
        return { status: 200, json: notifier.skippedNotifications() };
      case 'GET /__sandbox/queries':
        return { status: 200, json: queries.queries };
      case 'POST /__sandbox/skipped-notifications/send':
        return { status: 200, json: await notifier.sendSkipped() };
      case 'POST /__sandbox/next-refund':
        return refunds.planNext(parseJson(await readBody(req)));
      case 'GET /__sandbox/refunds':
        return { status: 200, json: refunds.refunds };
      case 'GET /bank':
        return bank.show(url.searchParams);
      case 'POST /bank/transfer':
        return bank.transfer(await form(), notifier.takePlan());
      case 'POST /__sandbox/next-notification': {
        const plan = parsePlan(parseJson(await readBody(req)));
        if (!plan) return { status: 400, json: { message: 'delayMs 0..60000, repeat 1..10, skip boolean' } };
        notifier.planNext(plan);
        return { status: 200, json: plan };
      }
      case 'GET /__sandbox/notifications':
        return { status: 200, json: notifier.sent };
      case 'GET /__sandbox/health':
        return { status: 200, text: 'ok' };
      default:
        return { status: 404, json: { message: `No sandbox route for ${key}` } };
    }
  }

  const server = createServer((req, res) => {
    route(req).then(
      (reply) => send(res, reply),
      (error: unknown) => send(res, { status: 400, json: { message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? SANDBOX_PORT, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    notifier,
    refunds,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
