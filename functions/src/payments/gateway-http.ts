/**
 * The one way the shop calls a gateway's server: a JSON POST with a time-out, whose answer is the
 * parsed body or why there is none. Never throws: a gateway that does not answer is an answer too.
 */
import { timingSafeEqual } from 'node:crypto';

export type GatewayReply = { ok: true; body: unknown } | { ok: false; why: string };

export async function postToGateway(url: string, body: unknown, timeoutMs: number): Promise<GatewayReply> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { ok: true, body: await res.json() };
  } catch (error) {
    return { ok: false, why: `no answer: ${String(error)}` };
  }
}

/** The reply's body when it is a JSON object, else why it is not usable. */
export async function postForObject(
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<Record<string, unknown> | string> {
  const reply = await postToGateway(url, body, timeoutMs);
  if (!reply.ok) return reply.why;
  return reply.body && typeof reply.body === 'object' ? (reply.body as Record<string, unknown>) : 'not a JSON object';
}

/** A field of a gateway's answer as text ('' when absent or not a string or number). */
export const answerText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Constant-time comparison of two hex digests (case-insensitive, as the gateways send either). */
export function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
