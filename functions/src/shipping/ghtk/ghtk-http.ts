/**
 * GHTK's envelope: every answer is JSON with `success` (true or false) and `message`; `success:
 * false` is GHTK refusing, with its message (a wrong token, a field out of range, an order id sent
 * twice). Every call carries the shop's `Token` and its partner code as `X-Client-Source`. The label
 * alone answers a PDF.
 */
import { callCarrier, fieldOf, textOf } from '../carrier-http.js';
import type { GhtkSettings } from '../carrier-settings.js';

export type GhtkAnswer =
  { ok: true; body: unknown } | { ok: false; reason: 'refused' | 'unavailable'; message: string };

export interface GhtkCall {
  (
    method: 'GET' | 'POST',
    path: string,
    options?: { query?: Record<string, string>; body?: unknown },
  ): Promise<GhtkAnswer>;
}

export const ghtkHeaders = (settings: GhtkSettings): Record<string, string> => ({
  Token: settings.token,
  'X-Client-Source': settings.clientSource,
});

const urlOf = (settings: GhtkSettings, path: string, query?: Record<string, string>) => {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${settings.apiUrl.replace(/\/$/, '')}${path}${search}`;
};

/** GHTK's refusal as the shop reports it: its own words, else the HTTP status. */
const refusal = (path: string, status: number, body: unknown): GhtkAnswer => ({
  ok: false,
  reason: 'refused',
  message: `GHTK ${path}: ${textOf(fieldOf(body, 'message')) || `answered ${status}`}`,
});

/** Calls GHTK at `settings.apiUrl` + path with its headers. */
export function ghtkCaller(settings: GhtkSettings, timeoutMs: number): GhtkCall {
  return async (method, path, options = {}) => {
    const reply = await callCarrier({
      method,
      url: urlOf(settings, path, options.query),
      headers: ghtkHeaders(settings),
      body: options.body,
      timeoutMs,
    });
    if (!reply.ok) return { ok: false, reason: 'unavailable', message: `GHTK ${path}: ${reply.message}` };
    if (reply.status === 200 && fieldOf(reply.body, 'success') === true) return { ok: true, body: reply.body };
    return refusal(path, reply.status, reply.body);
  };
}

export type GhtkPdf =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'refused' | 'unavailable'; message: string };

/** GHTK's label: a PDF when it prints one, else its JSON `{success: false, message}`. */
export async function ghtkPdf(settings: GhtkSettings, timeoutMs: number, path: string): Promise<GhtkPdf> {
  try {
    const res = await fetch(urlOf(settings, path), {
      headers: ghtkHeaders(settings),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status >= 500) return { ok: false, reason: 'unavailable', message: `GHTK ${path}: answered ${res.status}` };
    if (res.status === 200 && (res.headers.get('content-type') ?? '').includes('application/pdf')) {
      return { ok: true, bytes: new Uint8Array(await res.arrayBuffer()) };
    }
    const body: unknown = await res.json().catch(() => undefined);
    const refused = refusal(path, res.status, body);
    return refused.ok ? { ok: false, reason: 'refused', message: `GHTK ${path}: no PDF` } : refused;
  } catch (error) {
    return { ok: false, reason: 'unavailable', message: `GHTK ${path}: no answer: ${String(error)}` };
  }
}
