/**
 * Writes `messages` documents, usable inside a transaction like queueMail: a message is queued
 * exactly when the change it tells about commits.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { PENDING_GRACE_MS } from '../mail/queue-mail.js';
import { COLLECTIONS } from '../shared/collections.js';
import type { MessageDoc, QueuedMessage } from './message-doc.js';

export const messagesCol = (db: Firestore) => db.collection(COLLECTIONS.messages);

export function newMessageDoc(message: QueuedMessage, trackingId: string, now = Date.now()): MessageDoc {
  return {
    ...message,
    trackingId,
    createdAt: new Date(now).toISOString(),
    delivery: {
      state: 'PENDING',
      attempts: 0,
      error: null,
      msgId: null,
      endTime: null,
      nextAttemptAt: new Date(now + PENDING_GRACE_MS).toISOString(),
    },
  };
}

/** Queues one message; its id is its tracking id, fixed by `id` when the caller needs one message per event. */
export async function queueMessage(
  db: Firestore,
  message: QueuedMessage,
  options: { tx?: Transaction; id?: string } = {},
): Promise<string> {
  const ref = options.id ? messagesCol(db).doc(options.id) : messagesCol(db).doc();
  const doc = newMessageDoc(message, ref.id);
  if (options.tx) options.tx.create(ref, doc);
  else await ref.create(doc);
  return ref.id;
}
