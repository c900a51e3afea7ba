/**
 * The local Zalo ZNS sandbox: Zalo's two endpoints the shop calls, answering in Zalo's shapes, and an
 * inbox of what "reached" each phone (nothing leaves the machine). Started by `npm start` and the
 * browser journeys; never deployed (docs/decisions/0111-zalo-zns-messages.md).
 *
 *   POST /message/template            ZNS: header access_token, {phone: "84…", template_id, template_data, tracking_id}
 *   POST /v4/oa/access_token          OAuth: header secret_key, form app_id, grant_type=refresh_token, refresh_token
 *   GET  /                            the inbox page, newest first
 *   GET  /api/messages?phone=84…      [{phone, templateId, template, data, text, trackingId, msgId, date}], newest first
 *   DELETE /api/messages              empties the inbox
 *   POST /__sandbox/no-zalo {phone}   that phone has no Zalo account from now on (the fallback path)
 *   POST /__sandbox/expire-token      every access token issued so far is refused with -124 (the refresh path)
 *
 * Tokens are signed with the demo secret rather than kept, so they survive a restart of the sandbox
 * (the emulators keep the shop's token document); which refresh tokens were spent is kept in memory.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ZALO_SETTINGS } from '../../functions/src/messages/zalo/zalo-settings.js';
import { SANDBOX_TEMPLATES, renderTemplate } from './templates.js';

export interface ZnsMessage {
  phone: string;
  templateId: string;
  template: string;
  data: Record<string, string>;
  text: string;
  trackingId: string;
  msgId: string;
  date: string;
}

export interface ZnsSandboxOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Seconds an access token lives (Zalo's: 25 hours). */
  accessTokenSeconds?: number;
  keep?: number;
}

export interface ZnsSandbox {
  url: string;
  messages: () => ZnsMessage[];
  /** Refresh tokens spent so far (each at most once). */
  refreshes: () => number;
  close: () => Promise<void>;
}

const { appId, secretKey, initialRefreshToken } = DEMO_ZALO_SETTINGS;
const sign = (payload: string) => createHmac('sha256', secretKey).update(payload).digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const signed = (token: string, prefix: string): string[] | null => {
  const parts = token.split('.');
  const sig = parts.pop() ?? '';
  if (parts[0] !== prefix || !sameText(sig, sign(parts.join('.')))) return null;
  return parts;
};
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
const json = (res: ServerResponse, body: unknown, status = 200): void => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

function inboxPage(messages: ZnsMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<li><strong>${escapeHtml(m.phone)}</strong> · ${escapeHtml(m.template)} (${escapeHtml(m.templateId)})<br><pre>${escapeHtml(m.text)}</pre><small>${escapeHtml(m.date)} · msg_id ${escapeHtml(m.msgId)}</small></li>`,
    )
    .join('');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Zalo ZNS sandbox</title><style>body{font-family:sans-serif;max-width:720px;margin:1rem auto;padding:0 1rem}li{margin:0 0 1rem}pre{white-space:pre-wrap}</style></head><body><h1>Zalo ZNS sandbox</h1><p>Every Zalo message the local shop sent (newest first). Nothing here left this machine.</p>${messages.length ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}</body></html>`;
}

export async function startZnsSandbox(options: ZnsSandboxOptions = {}): Promise<ZnsSandbox> {
  const host = options.host ?? '127.0.0.1';
  const accessSeconds = options.accessTokenSeconds ?? 90_000;
  const keep = options.keep ?? 500;
  const inbox: ZnsMessage[] = [];
  const spent = new Set<string>();
  const noZalo = new Set<string>();
  let tokensValidFrom = 0;
  let refreshes = 0;
  let msgSeq = 0;

  const issuePair = () => {
    const issued = Date.now();
    const access = `zat.${issued}.${issued + accessSeconds * 1000}.${randomBytes(8).toString('hex')}`;
    const refresh = `zrt.${randomBytes(12).toString('hex')}`;
    return {
      access_token: `${access}.${sign(access)}`,
      refresh_token: `${refresh}.${sign(refresh)}`,
      expires_in: String(accessSeconds),
    };
  };

  const accessTokenValid = (token: string): boolean => {
    const parts = signed(token, 'zat');
    if (!parts) return false;
    const [, issued, expires] = parts.map(Number);
    return issued !== undefined && expires !== undefined && issued >= tokensValidFrom && expires > Date.now();
  };

  function refreshToken(req: IncomingMessage, body: string, res: ServerResponse): void {
    const form = new URLSearchParams(body);
    const refusal = (error: number, name: string) =>
      json(res, { error, error_name: name, error_reason: name, error_description: name });
    const secret = req.headers.secret_key;
    if (form.get('app_id') !== appId || typeof secret !== 'string' || !sameText(secret, secretKey))
      return refusal(-14001, 'Invalid app_id or secret_key');
    if (form.get('grant_type') !== 'refresh_token') return refusal(-14002, 'Invalid grant_type');
    const token = form.get('refresh_token') ?? '';
    const known = token === initialRefreshToken || signed(token, 'zrt') !== null;
    if (!known) return refusal(-14014, 'Invalid refresh token');
    if (spent.has(token)) return refusal(-14014, 'Refresh token has been used');
    // The demo's first refresh token stands for authorizing the Official Account again, which a shop
    // may do any time (a reset emulator, a fresh test): only the rotated ones are single-use.
    if (token !== initialRefreshToken) spent.add(token);
    refreshes += 1;
    json(res, issuePair());
  }

  function sendTemplate(req: IncomingMessage, body: string, res: ServerResponse): void {
    const token = req.headers.access_token;
    if (typeof token !== 'string' || !accessTokenValid(token))
      return json(res, { error: -124, message: 'Access token is invalid' });
    let message: { phone?: unknown; template_id?: unknown; template_data?: unknown; tracking_id?: unknown };
    try {
      message = JSON.parse(body) as typeof message;
    } catch {
      return json(res, { error: -100, message: 'Body is not JSON' });
    }
    const phone = typeof message.phone === 'string' ? message.phone : '';
    if (!/^84[35789]\d{8}$/.test(phone)) return json(res, { error: -108, message: 'Phone number is invalid' });
    const template = SANDBOX_TEMPLATES.find((t) => t.id === message.template_id);
    if (!template) return json(res, { error: -109, message: 'Template id is invalid' });
    const data = (message.template_data ?? {}) as Record<string, unknown>;
    const missing = template.parameters.filter((p) => typeof data[p] !== 'string' || !(data[p] as string).trim());
    const extra = Object.keys(data).filter((p) => !template.parameters.includes(p));
    if (missing.length || extra.length)
      return json(res, { error: -1131, message: `Template data is invalid: ${[...missing, ...extra].join(', ')}` });
    if (noZalo.has(phone)) return json(res, { error: -118, message: 'Zalo account does not exist or is inactive' });
    const msgId = `sbx${Date.now()}${String(++msgSeq).padStart(4, '0')}`;
    const values = data as Record<string, string>;
    inbox.unshift({
      phone,
      templateId: template.id,
      template: template.name,
      data: values,
      text: renderTemplate(template, values),
      trackingId: typeof message.tracking_id === 'string' ? message.tracking_id : '',
      msgId,
      date: new Date().toISOString(),
    });
    inbox.splice(keep);
    json(res, {
      error: 0,
      message: 'Success',
      data: { msg_id: msgId, sent_time: String(Date.now()), quota: { dailyQuota: '500', remainingQuota: '499' } },
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (url.pathname === '/message/template' && req.method === 'POST') return sendTemplate(req, body, res);
    if (url.pathname === '/v4/oa/access_token' && req.method === 'POST') return refreshToken(req, body, res);
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const phone = url.searchParams.get('phone')?.trim().replace(/^\+/, '');
      return json(res, phone ? inbox.filter((m) => m.phone === phone) : inbox);
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      inbox.length = 0;
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/__sandbox/no-zalo' && req.method === 'POST') {
      const phone = String((JSON.parse(body || '{}') as { phone?: unknown }).phone ?? '').replace(/^\+/, '');
      noZalo.add(phone);
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/__sandbox/expire-token' && req.method === 'POST') {
      tokensValidFrom = Date.now() + 1;
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(inboxPage(inbox));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }

  const http = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    messages: () => [...inbox],
    refreshes: () => refreshes,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
