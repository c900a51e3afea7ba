/**
 * GHN's envelope: every answer is `{code, message, data}`; `code` 200 is a success, anything else
 * GHN refusing with a message (a wrong token is 401, a bad field 400).
 */
import type { GhnSettings } from '../carrier-settings.js';
import { callCarrier, fieldOf, textOf } from '../carrier-http.js';

export type GhnAnswer = { ok: true; data: unknown } | { ok: false; reason: 'refused' | 'unavailable'; message: string };

export interface GhnCall {
  (path: string, body: unknown, options?: { withShop?: boolean }): Promise<GhnAnswer>;
}

/** Calls GHN at `settings.apiUrl` + path with its `Token` (and `ShopId` for a shop's own calls). */
export function ghnCaller(settings: GhnSettings, timeoutMs: number): GhnCall {
  return async (path, body, options = {}) => {
    const headers: Record<string, string> = { Token: settings.token };
    if (options.withShop !== false) headers.ShopId = settings.shopId;
    const reply = await callCarrier({ method: 'POST', url: `${settings.apiUrl}${path}`, headers, body, timeoutMs });
    if (!reply.ok) return { ok: false, reason: 'unavailable', message: `GHN ${path}: ${reply.message}` };
    const code = fieldOf(reply.body, 'code');
    if (reply.status === 200 && code === 200) return { ok: true, data: fieldOf(reply.body, 'data') };
    const message = textOf(fieldOf(reply.body, 'message')) || `answered ${reply.status}`;
    return { ok: false, reason: 'refused', message: `GHN ${path}: ${message}` };
  };
}
