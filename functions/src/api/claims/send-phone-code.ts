/**
 * Where phone verification's code goes: a Zalo message to that phone through the `messages` queue
 * (docs/guest-checkout-and-zalo.md, "Messages by Zalo"), written in the caller's transaction so the
 * message exists exactly when the code is stored.
 *
 * Only to the phone: a copy by email would let whoever reads the account's mailbox "verify" any
 * phone and then claim that phone's guest orders (docs/decisions/0112-claiming-guest-orders.md).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { queueMessage } from '../../messages/queue-message.js';

export async function sendPhoneCode(tx: Transaction, db: Firestore, phone: string, otp: string): Promise<void> {
  await queueMessage(db, { channel: 'zalo', to: phone, template: 'otp', data: { otp } }, { tx });
}
