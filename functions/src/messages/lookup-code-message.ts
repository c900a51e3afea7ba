/** An order lookup code by Zalo to the order's phone (the OTP template), queued in the caller's transaction. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { OrderDoc } from '../shared/entities/order.js';
import { queueMessage } from './queue-message.js';
import { zaloTemplateOn } from './zalo-template-on.js';

export async function queueLookupCodeMessage(
  tx: Transaction,
  db: Firestore,
  order: OrderDoc,
  code: string,
): Promise<void> {
  const phone = order.guest?.phone;
  if (!phone || !(await zaloTemplateOn(db, 'otp'))) return;
  await queueMessage(db, { channel: 'zalo', to: phone, template: 'otp', data: { otp: code } }, { tx });
}
