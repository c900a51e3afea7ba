/**
 * The one way the shop calls Fundiin: a JSON POST whose exact bytes are signed (Signature,
 * Client-Id, Request-Time, Idempotency-Key headers), with a time-out. Never throws. Fundiin
 * documents no signature on its answers; one that carries a Signature header must match it.
 */
import { randomUUID } from 'node:crypto';
import type { FundiinSettings } from './settings.js';
import { fundiinRequestTime, fundiinSign, fundiinVerify } from './signature.js';

export type FundiinReply = { ok: true; body: Record<string, unknown> } | { ok: false; why: string };

/** The headers of a signed request for exactly this raw body. */
export function fundiinHeaders(
  settings: FundiinSettings,
  rawBody: string,
  now: Date,
  idempotencyKey: string = randomUUID(),
) {
  return {
    'Content-Type': 'application/json; charset=UTF-8',
    'Request-Time': fundiinRequestTime(now),
    'Client-Id': settings.clientId,
    Signature: fundiinSign(rawBody, settings.secretKey),
    'Idempotency-Key': idempotencyKey,
  };
}

export async function postToFundiin(
  settings: FundiinSettings,
  path: string,
  body: unknown,
  options: { timeoutMs: number; now?: Date; idempotencyKey?: string },
): Promise<FundiinReply> {
  const rawBody = JSON.stringify(body);
  try {
    const res = await fetch(new URL(path, settings.apiUrl).href, {
      method: 'POST',
      headers: fundiinHeaders(settings, rawBody, options.now ?? new Date(), options.idempotencyKey),
      body: rawBody,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await res.text();
    const signature = res.headers.get('signature');
    if (signature !== null && !fundiinVerify(text, signature, settings.secretKey)) {
      return { ok: false, why: 'the answer is wrongly signed' };
    }
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object'
      ? { ok: true, body: parsed as Record<string, unknown> }
      : { ok: false, why: 'not a JSON object' };
  } catch (error) {
    return { ok: false, why: `no answer: ${String(error)}` };
  }
}

/** `amount.value` as documented, or a plain number as the documents' examples also show it. */
export function fundiinAmount(value: unknown): number | null {
  const raw = value && typeof value === 'object' ? (value as { value?: unknown }).value : value;
  const amount = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
}
