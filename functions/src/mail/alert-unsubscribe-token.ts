/**
 * The token of an alert email's unsubscribe link: the customer's uid and an HMAC-SHA256 of it under
 * the shop's secret (ALERT_UNSUBSCRIBE_SECRET), so the link works without signing in and nobody can
 * make one for another customer. It does not expire: RFC 8058 asks that an unsubscribe link keep
 * working as long as the mail may be read (docs/decisions/0100-restock-alerts-and-unsubscribe.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Names what the signature is for, so the same secret could sign other things without mixing them up. */
const PURPOSE = 'alerts-unsubscribe:v1:';

const signatureOf = (uid: string, secret: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + uid)
    .digest('base64url');

export function unsubscribeToken(uid: string, secret: string): string {
  return `${Buffer.from(uid).toString('base64url')}.${signatureOf(uid, secret)}`;
}

/** The uid the token names, or null for a token that is malformed or not signed with `secret`. */
export function uidFromUnsubscribeToken(token: string, secret: string): string | null {
  const [encodedUid, signature, ...rest] = token.split('.');
  if (!encodedUid || !signature || rest.length > 0 || !secret) return null;
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  if (!uid || Buffer.from(uid).toString('base64url') !== encodedUid) return null;
  const expected = Buffer.from(signatureOf(uid, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? uid : null;
}

/** The link an alert email carries, and its List-Unsubscribe target. */
export const unsubscribeUrl = (origin: string, uid: string, secret: string) =>
  `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(uid, secret))}`;
