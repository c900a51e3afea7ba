/**
 * Where an order's lookup code goes: the one place a channel joins (docs/guest-checkout-and-zalo.md).
 * By Zalo to the order's phone when the shop has an OTP template, and by email when the order has
 * one; an order with neither gets no code, and the lookup page says so.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { queueMail } from '../../mail/queue-mail.js';
import type { MailLanguage, ShopMailContext } from '../../mail/templates/email-parts.js';
import { orderLookupCodeEmail, orderLookupUrl } from '../../mail/templates/order-lookup-code.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import { queueLookupCodeMessage } from '../../messages/lookup-code-message.js';

export interface LookupCodeDelivery {
  order: OrderDoc;
  orderCode: string;
  code: string;
  minutes: number;
  lang: MailLanguage;
  shop: ShopMailContext;
  /** The shop has an OTP template id (messages/zalo-template-on.ts), read before the caller's transaction. */
  byZalo: boolean;
}

/** Queues the code's messages in the caller's transaction, so they go exactly when the code is stored. */
export async function sendLookupCode(tx: Transaction, db: Firestore, delivery: LookupCodeDelivery): Promise<void> {
  const { order, orderCode, code, minutes, lang, shop, byZalo } = delivery;
  // By Zalo to the order's phone when the shop sends codes by Zalo (messages/lookup-code-message.ts).
  await queueLookupCodeMessage(tx, db, order, code, byZalo);
  const email = order.guest?.email;
  if (!email) return;
  const message = orderLookupCodeEmail(lang, shop, { orderCode, code, minutes });
  const data = { orderCode, lookupUrl: orderLookupUrl(shop) };
  await queueMail(db, { to: email, message, template: { name: 'order-lookup-code', data } }, { tx });
}
