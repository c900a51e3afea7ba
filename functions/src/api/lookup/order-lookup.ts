/**
 * Finding an order by phone and order code (docs/decisions/0105-order-lookup-codes.md).
 *
 * A request does the same work whatever the pair: the shop's Zalo code setting read before the
 * transaction, two reads in it (the code's reservation, then its order or a document no order has),
 * a constant-time compare of the phones, and one record written under the pair's HMAC, holding the
 * HMAC of a fresh code. Only a pair that names a guest order gets
 * its code sent; every other record holds a code nobody was told. The answer is always the same.
 *
 * A right code, in time and before MAX_WRONG_TRIES wrong ones, is spent and answered with an order
 * token as guest checkout issues it (order-tokens.ts).
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { bankTransferCodesCol, orderLookupsCol, ordersCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { HttpError, tooManyRequests } from '../../http-error.js';
import type { MailLanguage, ShopMailContext } from '../../mail/templates/email-parts.js';
import type { OrderLookupAnswer, OrderLookupVerified } from '../../shared/lookup-endpoints.js';
import { LOOKUP_MSG } from '../../shared/order-lookup-messages.js';
import type { OrderLookupRequest, OrderLookupVerifyRequest } from '../../shared/order-lookup-schemas.js';
import { toOrder } from '../../shared/to-api.js';
import { zaloTemplateOn } from '../../messages/zalo-template-on.js';
import { issueOrderToken } from '../orders/order-tokens.js';
import { LOOKUP_CODE_TTL_MS, lookupHasher, MAX_WRONG_TRIES, newLookupCode, sameDigest } from './lookup-code.js';
import { sendLookupCode } from './send-lookup-code.js';

/** Read when a code names no order, so an unknown code costs the same reads as a known one. */
const NO_ORDER_ID = 'no-order';

export interface LookupDeps {
  db: Firestore;
  /** The server secret the lookup's keys derive from. */
  secret: string;
  shop: ShopMailContext;
  lang: MailLanguage;
}

const phoneDigest = (phone: string) => createHash('sha256').update(phone).digest('hex');

export const LOOKUP_ANSWER: OrderLookupAnswer = {
  message: LOOKUP_MSG.codeSent,
  expiresInSeconds: LOOKUP_CODE_TTL_MS / 1000,
};

export async function requestOrderLookup(
  deps: LookupDeps,
  { phone, orderCode }: OrderLookupRequest,
  now = new Date(),
): Promise<OrderLookupAnswer> {
  const { db } = deps;
  const hasher = lookupHasher(deps.secret);
  const code = newLookupCode();
  // Read for every pair, known or not: a read only a known pair made would tell it apart.
  const byZalo = await zaloTemplateOn(db, 'otp');
  await runTransaction(db, async (tx) => {
    const orderId = (await tx.get(bankTransferCodesCol(db).doc(orderCode))).data()?.orderId;
    const order = (await tx.get(ordersCol(db).doc(orderId ?? NO_ORDER_ID))).data();
    // Compared whole and in constant time, whether or not the order exists or is a guest's.
    const phoneMatches = sameDigest(phoneDigest(order?.guest?.phone ?? ''), phoneDigest(phone));
    const found = orderId !== undefined && order !== undefined && phoneMatches ? orderId : null;
    // A new request replaces the pair's code and its wrong tries; the phone's guesses stay counted.
    tx.set(orderLookupsCol(db).doc(hasher.pairKey(phone, orderCode)), {
      orderId: found,
      codeHash: hasher.codeHash(code),
      expiresAt: new Date(now.getTime() + LOOKUP_CODE_TTL_MS).toISOString(),
      wrongTries: 0,
      createdAt: now.toISOString(),
    });
    if (found && order) {
      const minutes = LOOKUP_CODE_TTL_MS / 60_000;
      await sendLookupCode(tx, db, { order, orderCode, code, minutes, lang: deps.lang, shop: deps.shop, byZalo });
    }
  });
  return LOOKUP_ANSWER;
}

type Outcome = { kind: 'opened'; orderId: string } | { kind: 'rejected' } | { kind: 'void'; retryAfterMs: number };

/** One message for a wrong, an expired and an unknown code (a plain 401: it ends no session). */
const codeRejected = () => new HttpError(401, LOOKUP_MSG.codeRejected);

export async function verifyOrderLookup(
  deps: Pick<LookupDeps, 'db' | 'secret'>,
  { phone, orderCode, otp }: OrderLookupVerifyRequest,
  now = new Date(),
): Promise<OrderLookupVerified> {
  const { db } = deps;
  const hasher = lookupHasher(deps.secret);
  const ref = orderLookupsCol(db).doc(hasher.pairKey(phone, orderCode));
  // In a transaction, so concurrent guesses each count: never more than MAX_WRONG_TRIES against one code.
  const outcome = await runTransaction(db, async (tx): Promise<Outcome> => {
    const lookup = (await tx.get(ref)).data();
    if (!lookup) return { kind: 'rejected' };
    if (lookup.wrongTries >= MAX_WRONG_TRIES) {
      return { kind: 'void', retryAfterMs: Date.parse(lookup.expiresAt) - now.getTime() };
    }
    const right = sameDigest(lookup.codeHash, hasher.codeHash(otp));
    if (right && lookup.orderId !== null && lookup.expiresAt > now.toISOString()) {
      tx.delete(ref);
      return { kind: 'opened', orderId: lookup.orderId };
    }
    tx.update(ref, { wrongTries: lookup.wrongTries + 1 });
    return { kind: 'rejected' };
  });
  if (outcome.kind === 'void') throw tooManyRequests(LOOKUP_MSG.tooManyGuesses, outcome.retryAfterMs);
  if (outcome.kind === 'rejected') throw codeRejected();
  const order = (await ordersCol(db).doc(outcome.orderId).get()).data();
  if (!order) throw codeRejected();
  const { orderToken, expiresAt } = await issueOrderToken(db, outcome.orderId, now);
  return { orderToken, expiresAt, order: toOrder(outcome.orderId, order) };
}
