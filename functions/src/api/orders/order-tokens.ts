/**
 * The token that opens one guest order without an account (docs/decisions/0104-guest-checkout.md):
 * 256 random bits, given to the buyer once and stored only as its SHA-256 (orderTokens/{hash}), so
 * a copy of the database opens nothing; it lasts 24 hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { orderTokensCol } from '../../data/collections.js';

export const ORDER_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedOrderToken {
  orderToken: string;
  expiresAt: string;
}

export async function issueOrderToken(db: Firestore, orderId: string, now = new Date()): Promise<IssuedOrderToken> {
  const orderToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ORDER_TOKEN_TTL_MS).toISOString();
  await orderTokensCol(db).doc(tokenHash(orderToken)).create({ orderId, expiresAt, createdAt: now.toISOString() });
  return { orderToken, expiresAt };
}

/** Whether `token` opens the order `orderId` now: another order's token, an expired or unknown one does not. */
export async function tokenOpensOrder(
  db: Firestore,
  token: string,
  orderId: string,
  now = new Date(),
): Promise<boolean> {
  if (token.length < 20 || token.length > 100) return false;
  const stored = (await orderTokensCol(db).doc(tokenHash(token)).get()).data();
  return stored !== undefined && stored.orderId === orderId && stored.expiresAt > now.toISOString();
}
