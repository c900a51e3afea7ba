/**
 * The local carrier sandbox: GHN's and GHTK's side of quoting and shipping, so the shop's whole shipping flow
 * runs offline (docs/shipping-carriers.md). Started by `npm start` and the browser journeys; never
 * deployed.
 *
 *   /ghn/shiip/public-api/…                  GHN: master-data, v2/shipping-order/{fee,leadtime,
 *                                            create,detail}, v2/switch-status/cancel, v2/a5/gen-token
 *   GET  /ghn/a5/public-api/printA5?token=   GHN's A5 label page
 *   /ghtk/services/…                         GHTK: shipment/fee, shipment/order/?ver=1.5, shipment/cancel/:label,
 *                                            label/:label (PDF), shipment/v2/:label
 *   GET  /                                   waybills with buttons for each status move, outage switches
 *   GET  /track/:code                        a waybill's tracking page
 *   GET  /api/requests                       calls received, newest first: {at, method, path, query, headers, body}
 *   DELETE /api/requests                     forgets them
 *   GET  /api/waybills                       every waybill
 *   POST /api/waybills/:code/status {status} → {webhook, answered}
 *   POST /api/waybills/:code/cod-transfer    → {webhook, answered} (GHTK: its status 6, đã đối soát)
 *   POST /api/outage {carrier, on}           while on, that carrier never answers
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARRIER_SANDBOX_PORT, DEMO_CARRIER_SETTINGS } from '../../functions/src/shipping/carrier-settings.js';
import { SHOP_ORIGIN } from '../../local-stack.mjs';
import { GhnDesk, type WebhookSent } from './ghn-desk.js';
import { GhtkDesk } from './ghtk-desk.js';
import { ghtkTrackingPage } from './ghtk-pages.js';
import { homePage, trackingPage } from './pages.js';
import { json, type Reply } from './reply.js';

export interface CarrierSandboxOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** The shop's GHN webhook (set in GHN's portal). Defaults to the local shop's, through Hosting's /api. */
  ghnWebhookUrl?: string;
  /** The shop's GHTK webhook (given to GHTK). Defaults to the local shop's, through Hosting's /api. */
  ghtkWebhookUrl?: string;
}

export interface RecordedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface CarrierSandbox {
  /** e.g. http://127.0.0.1:5057 */
  url: string;
  ghn: GhnDesk;
  ghtk: GhtkDesk;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;
const KEEP_REQUESTS = 1000;
const CARRIERS = ['ghn', 'ghtk'];

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

const parseBody = (text: string, type: string | undefined): Record<string, unknown> => {
  if (!text) return {};
  if (type?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

function send(res: ServerResponse, reply: Reply): void {
  if ('hang' in reply) return;
  if ('location' in reply) res.writeHead(303, { Location: reply.location }).end();
  else if ('pdf' in reply) res.writeHead(reply.status, { 'Content-Type': 'application/pdf' }).end(reply.pdf);
  else if ('html' in reply) res.writeHead(reply.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(reply.html);
  else res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.json));
}

const GHN_API = '/ghn/shiip/public-api';

export async function startCarrierSandbox(options: CarrierSandboxOptions = {}): Promise<CarrierSandbox> {
  const webhookToken = encodeURIComponent(DEMO_CARRIER_SETTINGS.ghn.webhookToken);
  const ghn = new GhnDesk(options.ghnWebhookUrl ?? `${SHOP_ORIGIN}/api/shipping/ghn/webhook?token=${webhookToken}`);
  const ghtkHash = encodeURIComponent(DEMO_CARRIER_SETTINGS.ghtk.webhookHash);
  const ghtk = new GhtkDesk(options.ghtkWebhookUrl ?? `${SHOP_ORIGIN}/api/shipping/ghtk/webhook?hash=${ghtkHash}`);
  const requests: RecordedRequest[] = [];
  const outages: Record<string, boolean> = Object.fromEntries(CARRIERS.map((carrier) => [carrier, false]));
  let lastWebhook = '';

  const answered = (result: WebhookSent | string): Reply => {
    if (typeof result === 'string') return json(409, { message: result });
    lastWebhook = `${JSON.stringify(result.webhook)} → ${result.answered}`;
    return json(200, result);
  };

  async function route(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const body = parseBody(await readBody(req), req.headers['content-type']);
    const carrier = /^\/(ghn|ghtk)\//.exec(path)?.[1];
    if (carrier) {
      requests.unshift({
        at: new Date().toISOString(),
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body,
      });
      requests.splice(KEEP_REQUESTS);
      if (outages[carrier]) return { hang: true };
      if (carrier === 'ghtk') {
        return ghtk.handle(method, path.slice('/ghtk'.length), req.headers, body, url.searchParams);
      }
      if (path === '/ghn/a5/public-api/printA5') return ghn.labelPage(url.searchParams.get('token') ?? '');
      if (path.startsWith(`${GHN_API}/`)) {
        return ghn.handle(method, path.slice(GHN_API.length), req.headers, body, url.searchParams);
      }
    }
    const waybillAction = /^\/(api|page)\/waybills\/([^/]+)\/(status|cod-transfer)$/.exec(path);
    if (method === 'POST' && waybillAction) {
      const [, surface, code = '', action] = waybillAction;
      const status = String(body.status ?? '');
      const result = ghtk.waybills.has(code)
        ? await ghtk.move(code, action === 'status' ? status : '6')
        : action === 'status'
          ? await ghn.move(code, status)
          : await ghn.transferCod(code);
      const reply = answered(result);
      return surface === 'page' ? { status: 303, location: '/' } : reply;
    }
    const track = /^\/track\/([^/]+)$/.exec(path);
    if (method === 'GET' && track) {
      const code = decodeURIComponent(track[1] ?? '');
      const ghtkWaybill = ghtk.waybills.get(code);
      return { status: 200, html: ghtkWaybill ? ghtkTrackingPage(ghtkWaybill) : trackingPage(ghn.waybills.get(code)) };
    }
    switch (`${method} ${path}`) {
      case 'GET /':
        return {
          status: 200,
          html: homePage(
            [...ghn.waybills.values()].reverse(),
            outages,
            lastWebhook,
            [...ghtk.waybills.values()].reverse(),
          ),
        };
      case 'GET /api/requests':
        return json(200, requests);
      case 'DELETE /api/requests':
        requests.length = 0;
        return json(200, []);
      case 'GET /api/waybills':
        return json(200, [
          ...[...ghn.waybills.values()].map((waybill) => ({ carrier: 'ghn', ...waybill })),
          ...[...ghtk.waybills.values()].map((waybill) => ({ carrier: 'ghtk', ...waybill })),
        ]);
      case 'POST /api/outage':
      case 'POST /page/outage': {
        const carrier = String(body.carrier ?? '');
        if (!CARRIERS.includes(carrier)) return json(400, { message: `carrier: one of ${CARRIERS.join(', ')}` });
        outages[carrier] = body.on === true || body.on === 'true';
        return path.startsWith('/page') ? { status: 303, location: '/' } : json(200, { carrier, on: outages[carrier] });
      }
      default:
        return json(404, { message: `No carrier sandbox route for ${method} ${path}` });
    }
  }

  const server = createServer((req, res) => {
    route(req).then(
      (reply) => send(res, reply),
      (error: unknown) => send(res, json(400, { message: String(error) })),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? CARRIER_SANDBOX_PORT, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ghn,
    ghtk,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
