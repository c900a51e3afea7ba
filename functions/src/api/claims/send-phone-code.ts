/**
 * Where phone verification's code goes: a `messages` document for the Zalo channel, in the queue's
 * shape (docs/guest-checkout-and-zalo.md, "Messages by Zalo"), written in the caller's transaction so
 * the message exists exactly when the code is stored. The message queue's own writer replaces this
 * one call when the two meet.
 *
 * Only to the phone: a copy by email would let whoever reads the account's mailbox "verify" any
 * phone and then claim that phone's guest orders (docs/decisions/0112-claiming-guest-orders.md).
 */
import { randomUUID } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** The queue's collection (server-only, no client rule). */
const MESSAGES = 'messages';

/** A queued Zalo message, as the message channel reads it. */
export interface PhoneCodeMessage {
  channel: 'zalo';
  /** E.164, e.g. +84912345678. */
  to: string;
  template: 'otp';
  data: { otp: string };
  trackingId: string;
  createdAt: string;
  delivery: { state: 'PENDING'; attempts: 0 };
}

export function sendPhoneCode(tx: Transaction, db: Firestore, phone: string, otp: string, now = new Date()): void {
  const message: PhoneCodeMessage = {
    channel: 'zalo',
    to: phone,
    template: 'otp',
    data: { otp },
    trackingId: randomUUID(),
    createdAt: now.toISOString(),
    delivery: { state: 'PENDING', attempts: 0 },
  };
  tx.create(db.collection(MESSAGES).doc(), message);
}
