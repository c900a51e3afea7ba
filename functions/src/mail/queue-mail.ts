/**
 * Writes `mail` documents. Usable inside a transaction, so an email is queued exactly when the change
 * it tells about commits: code that changes an order or an account never sends mail itself.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { MailDoc, MailMessage } from './mail-doc.js';

/** The trigger claims a new mail at once; the sweep picks up one it missed after this grace. */
export const PENDING_GRACE_MS = 60_000;

export interface QueuedMail {
  to: string;
  message: MailMessage;
  template: MailDoc['template'];
}

export const mailCol = (db: Firestore) => db.collection(COLLECTIONS.mail);

export function newMailDoc(mail: QueuedMail, now = Date.now()): MailDoc {
  return {
    ...mail,
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: new Date(now).toISOString(),
      endTime: null,
      error: null,
      info: null,
      nextAttemptAt: new Date(now + PENDING_GRACE_MS).toISOString(),
    },
  };
}

/** Queues one email; `ref` names it when the caller needs one email per event (a fixed id). */
export async function queueMail(
  db: Firestore,
  mail: QueuedMail,
  options: { tx?: Transaction; ref?: DocumentReference } = {},
): Promise<string> {
  const ref = options.ref ?? mailCol(db).doc();
  const doc = newMailDoc(mail);
  if (options.tx) options.tx.create(ref, doc);
  else await ref.create(doc);
  return ref.id;
}
