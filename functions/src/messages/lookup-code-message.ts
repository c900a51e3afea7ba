/**
 * An order lookup code by Zalo to the order's phone (the OTP template), queued in the caller's
 * transaction. Whether the shop sends codes by Zalo is read by the caller before its transaction,
 * for every lookup alike (api/lookup/order-lookup.ts), so a known pair costs no extra read.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { OrderDoc } from '../shared/entities/order.js';
import { queueMessage } from './queue-message.js';

export async function queueLookupCodeMessage(
  tx: Transaction,
  db: Firestore,
  order: OrderDoc,
  code: string,
  byZalo: boolean,
): Promise<void> {
  const phone = order.guest?.phone;
  if (!phone || !byZalo) return;
  await queueMessage(db, { channel: 'zalo', to: phone, template: 'otp', data: { otp: code } }, { tx });
}
