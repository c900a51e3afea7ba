/**
 * How the shop calls a carrier: JSON with the carrier's headers and a time-out. Never throws: a
 * carrier that does not answer, or answers with no JSON, is `unavailable`; an answer that is not a
 * success is the carrier refusing, with its own message.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type CarrierReply = { ok: true; status: number; body: unknown } | { ok: false; message: string };

export interface CarrierRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

export async function callCarrier(request: CarrierRequest): Promise<CarrierReply> {
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: { 'Content-Type': 'application/json', ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    if (res.status >= 500) return { ok: false, message: `answered ${res.status}` };
    return { ok: true, status: res.status, body: (await res.json()) as unknown };
  } catch (error) {
    return { ok: false, message: `no answer: ${String(error)}` };
  }
}

/** An object's field, or undefined when the value is not an object. */
export const fieldOf = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

export const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A whole number of đồng or grams from a carrier's answer, or NaN. */
export const wholeNumberOf = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) ? n : NaN;
};

/**
 * Compares a secret a webhook carries with the shop's in constant time: both are hashed first, so
 * neither the content nor the length leaks through timing. An empty expected secret refuses all.
 */
export function sameSecret(given: string, expected: string): boolean {
  if (!expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
