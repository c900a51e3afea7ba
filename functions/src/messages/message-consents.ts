/**
 * Zalo opt-ins and withdrawals, each its own document in the consent store `consents`
 * (data/consents.ts, docs/decisions/0109-consent-store.md): who, granted or not, when, which wording
 * they saw and where. The latest record for a phone decides at send time, so a withdrawal after an
 * order stops the messages still queued for it.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { zaloConsentDoc, zaloConsentsCol } from '../data/consents.js';
import type { ZaloChoice, ZaloConsentDoc } from '../shared/entities/consent.js';
import type { MessageDoc } from './message-doc.js';

/** Which wording of the checkout box the buyer saw: bump it when the text changes. */
export const ZALO_CONSENT_TEXT_VERSION = 'checkout-zalo-2026-11';

/** A Zalo choice as stored: the consent store's document with its phone, channel and purpose. */
export type MessageConsentDoc = ZaloConsentDoc;

export function recordMessageConsent(
  db: Firestore,
  consent: Omit<ZaloChoice, 'at' | 'uid'> & { at?: string; uid?: string | null },
  options: { tx?: Transaction } = {},
): Promise<unknown> {
  const doc = zaloConsentDoc({ ...consent, at: consent.at ?? new Date().toISOString(), uid: consent.uid ?? null });
  const ref = zaloConsentsCol(db).doc();
  if (options.tx) return Promise.resolve(options.tx.create(ref, doc));
  return ref.create(doc);
}

/** The phone's latest Zalo choice, or null when it never made one (index: phone, channel, at descending). */
export async function latestZaloConsent(db: Firestore, phone: string): Promise<MessageConsentDoc | null> {
  const latest = await zaloConsentsCol(db)
    .where('phone', '==', phone)
    .where('channel', '==', 'zalo')
    .orderBy('at', 'desc')
    .limit(1)
    .get();
  return latest.docs[0]?.data() ?? null;
}

/**
 * A lookup code goes to the phone that asked for it; an order's news only while the phone's latest
 * choice is an opt-in.
 */
export async function stillOptedIn(db: Firestore, message: MessageDoc): Promise<boolean> {
  if (message.template === 'otp') return true;
  return (await latestZaloConsent(db, message.to))?.granted === true;
}

/**
 * The guest checkout's box: ticked records an opt-in; unticked records a withdrawal only when the
 * phone's latest choice was an opt-in (an unticked box on a first order is no choice at all).
 */
export async function recordCheckoutZaloChoice(db: Firestore, phone: string, ticked: boolean): Promise<void> {
  if (!ticked && (await latestZaloConsent(db, phone))?.granted !== true) return;
  await recordMessageConsent(db, {
    phone,
    granted: ticked,
    textVersion: ZALO_CONSENT_TEXT_VERSION,
    source: 'checkout',
  });
}
