/**
 * Whether the shop sends a template by Zalo at all: an empty template id in the settings means Zalo is
 * off for it (the default), and nothing is queued, so a shop without Zalo keeps the spec's behaviour.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readShopSettings } from '../data/shop-settings.js';
import type { MessageTemplate } from './message-doc.js';

export async function zaloTemplateOn(db: Firestore, template: MessageTemplate): Promise<boolean> {
  return (await readShopSettings(db)).zns[`${template}TemplateId`] !== '';
}
