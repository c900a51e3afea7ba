/** The deployed message sender: the configured Zalo app and the shop's template ids (messages/message-sender.ts). */
import type { Firestore } from 'firebase-admin/firestore';
import { zaloSettings } from '../config.js';
import { messageSenderOptions } from '../messages/message-sender.js';
import type { MessageSenderOptions } from '../messages/send-message.js';

export const deployedMessageSender = (db: Firestore): MessageSenderOptions => messageSenderOptions(db, zaloSettings());
