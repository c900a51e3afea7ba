/**
 * The local analytics collector: Google's and Meta's server endpoints the shop's purchase event
 * calls, answering in their shapes, stand-ins of the three browser tags that report each call here,
 * and a record of every request (nothing leaves the machine). Started by `npm start` and the
 * browser journeys; never deployed (docs/analytics.md).
 *
 *   POST /mp/collect?measurement_id=&api_secret=   GA4 Measurement Protocol: 204, no body, as Google answers
 *   POST /{version}/{pixelId}/events               Meta Conversions API: 200 {events_received, messages, fbtrace_id};
 *                                                  400 {error: {message, type, code, fbtrace_id}} without
 *                                                  access_token or `data`
 *   GET  /gtag/js?id=G-…                           stand-in of gtag.js: defines dataLayer and gtag
 *   GET  /en_US/fbevents.js                        stand-in of fbevents.js: defines fbq
 *   GET  /i18n/pixel/events.js?sdkid=…             stand-in of TikTok's events.js: defines ttq
 *   POST /browser/{ga4|meta|tiktok}                what the stand-ins send: {name, params}
 *   GET  /                                         the requests page, newest first
 *   GET  /api/requests                             [{at, method, path, query, body}], newest first
 *   DELETE /api/requests                           forgets them (tests)
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STAND_IN_TAGS } from './stand-in-tags.js';

export interface RecordedRequest {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** JSON bodies parsed, anything else as text ('' when none). */
  body: unknown;
}

export interface AnalyticsCollectorOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  keep?: number;
}

export interface AnalyticsCollector {
  url: string;
  requests: () => RecordedRequest[];
  close: () => Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;
const BROWSER_PATH = /^\/browser\/(ga4|meta|tiktok)$/;
const META_EVENTS_PATH = /^\/v\d+\.\d+\/[^/]+\/events$/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parsedBody(text: string, contentType: string | undefined): unknown {
  if (!text) return '';
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const json = (res: ServerResponse, body: unknown, status = 200): void => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

/** The browser's tags post across origins (the shop's page to this port), as the real ones do. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET',
  'Access-Control-Allow-Headers': 'Content-Type',
};

/** Graph API's trace id: an opaque token support asks for. */
const fbtraceId = () => randomBytes(8).toString('base64url');

/** Meta's Graph API errors: {error: {message, type, code, fbtrace_id}} with HTTP 400. */
function metaError(res: ServerResponse, code: number, message: string): void {
  json(res, { error: { message, type: 'OAuthException', code, fbtrace_id: fbtraceId() } }, 400);
}

function metaEvents(req: IncomingMessage, query: Record<string, string>, body: unknown, res: ServerResponse): void {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as { access_token?: unknown; data?: unknown };
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const token = query.access_token || (typeof fields.access_token === 'string' ? fields.access_token : '') || bearer;
  if (!token) return metaError(res, 104, 'An access token is required to request this resource.');
  let data = fields.data;
  // Meta also takes `data` as a JSON string (form posts do that).
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return metaError(res, 100, '(#100) param data must be an array.');
    }
  }
  if (data === undefined) return metaError(res, 100, '(#100) The parameter data is required');
  if (!Array.isArray(data)) return metaError(res, 100, '(#100) param data must be an array.');
  json(res, { events_received: data.length, messages: [], fbtrace_id: fbtraceId() });
}

function requestsPage(requests: RecordedRequest[]): string {
  const rows = requests
    .map(
      (r) =>
        `<li><strong>${escapeHtml(r.method)} ${escapeHtml(r.path)}</strong> <small>${escapeHtml(r.at)}</small>${Object.keys(r.query).length ? `<pre>${escapeHtml(JSON.stringify(r.query))}</pre>` : ''}<pre>${escapeHtml(JSON.stringify(r.body, null, 2))}</pre></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Analytics collector</title><style>body{font-family:sans-serif;max-width:720px;margin:1rem auto;padding:0 1rem}li{margin:0 0 1rem}pre{white-space:pre-wrap;margin:.25rem 0}</style></head><body><h1>Analytics collector</h1><p>Every analytics request of the local shop: its browser tags and its server's purchase events (newest first). Nothing here left this machine.</p>${requests.length ? `<ul>${rows}</ul>` : '<p>No requests yet.</p>'}</body></html>`;
}

export async function startAnalyticsCollector(options: AnalyticsCollectorOptions = {}): Promise<AnalyticsCollector> {
  const host = options.host ?? '127.0.0.1';
  const keep = options.keep ?? 1000;
  const recorded: RecordedRequest[] = [];

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://collector');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/api/requests' && method === 'GET') return json(res, recorded);
    if (path === '/api/requests' && method === 'DELETE') {
      recorded.length = 0;
      res.writeHead(204).end();
      return;
    }
    if (path === '/' && method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(requestsPage(recorded));
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const query = Object.fromEntries(url.searchParams);
    const body = method === 'POST' ? parsedBody(await readBody(req), req.headers['content-type']) : '';
    recorded.unshift({ at: new Date().toISOString(), method, path, query, body });
    recorded.splice(keep);

    const tag = STAND_IN_TAGS.find((t) => t.path === path);
    if (tag && method === 'GET') {
      res
        .writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
          ...CORS_HEADERS,
        })
        .end(tag.script(`http://${req.headers.host ?? host}`));
      return;
    }
    if (method === 'POST' && BROWSER_PATH.test(path)) {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    // Google answers 2xx whatever the payload (its validation is the separate /debug/mp/collect).
    if (method === 'POST' && path === '/mp/collect') {
      res.writeHead(204).end();
      return;
    }
    if (method === 'POST' && META_EVENTS_PATH.test(path)) return metaEvents(req, query, body, res);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }

  const server = createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    requests: () => [...recorded],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
