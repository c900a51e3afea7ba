/**
 * The sender's options as the shop runs it: the Zalo channel with the template ids from the shop
 * settings (read at send time, 60 s cache), no SMS provider, and the buyer's opt-in read at send time.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readShopSettings } from '../data/shop-settings.js';
import type { MessageTemplate } from './message-doc.js';
import { stillOptedIn } from './message-consents.js';
import type { MessageSenderOptions } from './send-message.js';
import { znsChannel } from './zalo/zns-channel.js';
import type { ZaloSettings } from './zalo/zalo-settings.js';

export function messageSenderOptions(db: Firestore, settings: ZaloSettings): MessageSenderOptions {
  const templateIdOf = async (template: MessageTemplate) => (await readShopSettings(db)).zns[`${template}TemplateId`];
  return {
    zalo: znsChannel(db, settings, templateIdOf),
    sms: null,
    mayReceive: (message) => stillOptedIn(db, message),
  };
}
