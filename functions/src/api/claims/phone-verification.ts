/**
 * Verifying the account's phone with a one-time code (docs/decisions/0112-claiming-guest-orders.md),
 * built from the order lookup's parts (lookup-code.ts): 6 digits from node:crypto, kept only as an
 * HMAC under a key of its own purpose, 5 minutes, compared in constant time, void after 5 wrong tries.
 * A right code for the phone it was sent to writes `phone` and `phoneVerifiedAt` on the account.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { phoneVerificationsCol, usersCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { conflict, HttpError, tooManyRequests } from '../../http-error.js';
import { latestZaloConsent } from '../../messages/message-consents.js';
import { zaloTemplateOn } from '../../messages/zalo-template-on.js';
import { CLAIM_MSG } from '../../shared/claim-messages.js';
import type { AccountPhone, PhoneCodeSent } from '../../shared/claim-endpoints.js';
import type { PhoneVerifyRequest } from '../../shared/claim-schemas.js';
import { codeHasher, LOOKUP_CODE_TTL_MS, MAX_WRONG_TRIES, newLookupCode, sameDigest } from '../lookup/lookup-code.js';
import { sendPhoneCode } from './send-phone-code.js';

const PURPOSE = 'phone-verification/v1';

export interface PhoneVerificationDeps {
  db: Firestore;
  /** The server secret the code's key derives from. */
  secret: string;
}

/** Stores a fresh code for the account (replacing any earlier one) and queues its message. */
export async function requestPhoneCode(
  { db, secret }: PhoneVerificationDeps,
  uid: string,
  phone: string,
  now = new Date(),
): Promise<PhoneCodeSent> {
  // The code reaches the phone only by Zalo: without the shop's OTP template nothing could carry it.
  if (!(await zaloTemplateOn(db, 'otp'))) throw conflict(CLAIM_MSG.zaloOff);
  const code = newLookupCode();
  await runTransaction(db, async (tx) => {
    tx.set(phoneVerificationsCol(db).doc(uid), {
      phone,
      codeHash: codeHasher(secret, PURPOSE)(code),
      expiresAt: new Date(now.getTime() + LOOKUP_CODE_TTL_MS).toISOString(),
      wrongTries: 0,
      createdAt: now.toISOString(),
    });
    await sendPhoneCode(tx, db, phone, code);
  });
  return { message: CLAIM_MSG.codeSent, expiresInSeconds: LOOKUP_CODE_TTL_MS / 1000 };
}

type Outcome = { kind: 'verified' } | { kind: 'rejected' } | { kind: 'void'; retryAfterMs: number };

export async function verifyPhone(
  { db, secret }: PhoneVerificationDeps,
  uid: string,
  { phone, otp }: PhoneVerifyRequest,
  now = new Date(),
): Promise<AccountPhone & { message: string }> {
  const ref = phoneVerificationsCol(db).doc(uid);
  const at = now.toISOString();
  // In a transaction, so concurrent guesses each count: never more than MAX_WRONG_TRIES against one code.
  const outcome = await runTransaction(db, async (tx): Promise<Outcome> => {
    const pending = (await tx.get(ref)).data();
    if (!pending) return { kind: 'rejected' };
    if (pending.wrongTries >= MAX_WRONG_TRIES) {
      return { kind: 'void', retryAfterMs: Date.parse(pending.expiresAt) - now.getTime() };
    }
    const right = sameDigest(pending.codeHash, codeHasher(secret, PURPOSE)(otp));
    if (right && pending.phone === phone && pending.expiresAt > at) {
      tx.delete(ref);
      tx.set(usersCol(db).doc(uid), { phone, phoneVerifiedAt: at, updatedAt: at }, { merge: true });
      return { kind: 'verified' };
    }
    tx.update(ref, { wrongTries: pending.wrongTries + 1 });
    return { kind: 'rejected' };
  });
  if (outcome.kind === 'void') throw tooManyRequests(CLAIM_MSG.tooManyGuesses, outcome.retryAfterMs);
  if (outcome.kind === 'rejected') throw new HttpError(401, CLAIM_MSG.codeRejected);
  const zaloMessages = (await latestZaloConsent(db, phone))?.granted === true;
  return { phone, phoneVerifiedAt: at, zaloMessages, message: CLAIM_MSG.phoneVerified };
}
