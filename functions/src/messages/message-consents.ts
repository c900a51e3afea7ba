/**
 * Zalo opt-ins and withdrawals, one `messageConsents` record each (server only): who, granted or not,
 * when, which wording they saw and where. The latest record for a phone decides at send time, so a
 * withdrawal after an order stops the messages still queued for it.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { MessageDoc } from './message-doc.js';

/** Which wording of the checkout box the buyer saw: bump it when the text changes. */
export const ZALO_CONSENT_TEXT_VERSION = 'checkout-zalo-2026-11';

export interface MessageConsentDoc {
  /** E.164. */
  phone: string;
  channel: 'zalo';
  granted: boolean;
  /** ISO-8601 UTC. */
  at: string;
  textVersion: string;
  /** Where it was given: the guest checkout's box, or the profile's switch. */
  source: 'checkout' | 'profile';
}

export const messageConsentsCol = (db: Firestore) => db.collection(COLLECTIONS.messageConsents);

export function recordMessageConsent(
  db: Firestore,
  consent: Omit<MessageConsentDoc, 'channel' | 'at'> & { at?: string },
  options: { tx?: Transaction } = {},
): Promise<unknown> {
  const doc: MessageConsentDoc = { ...consent, channel: 'zalo', at: consent.at ?? new Date().toISOString() };
  const ref = messageConsentsCol(db).doc();
  if (options.tx) return Promise.resolve(options.tx.create(ref, doc));
  return ref.create(doc);
}

/** The phone's latest Zalo choice, or null when it never made one. */
export async function latestZaloConsent(db: Firestore, phone: string): Promise<MessageConsentDoc | null> {
  // Equality only (no composite index): a phone has a handful of records.
  const found = await messageConsentsCol(db).where('phone', '==', phone).get();
  const records = found.docs.map((d) => d.data() as MessageConsentDoc).filter((c) => c.channel === 'zalo');
  return records.sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
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
