/**
 * The message sender, claimed like a mail (data/delivery-lease.ts): one sender's transaction moves a
 * PENDING or due ERROR message to PROCESSING under its lease, sends it, records the outcome. A Zalo
 * refusal falls back at once: to the message's email when it has one (queued in the same transaction
 * that records the refusal, so it goes once), else to the SMS provider, else NOT_SENT with the reason.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { claimWithLease, recordUnderLease } from '../data/delivery-lease.js';
import { queueMail } from '../mail/queue-mail.js';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from '../mail/send-mail.js';
import type { ChannelResult, MessageChannel, SmsProvider } from './message-channel.js';
import type { MessageDoc } from './message-doc.js';
import { messagesCol } from './queue-message.js';

export interface MessageSenderOptions {
  zalo: MessageChannel;
  /** None ships with the shop (message-channel.ts). */
  sms: SmsProvider | null;
  /**
   * Whether the phone may still get this message, read at send time: a buyer who withdrew their Zalo
   * opt-in after the order was placed gets nothing more by Zalo.
   */
  mayReceive?: (message: MessageDoc) => Promise<boolean>;
  now?: () => number;
}

export type MessageOutcome = 'sent' | 'fell-back' | 'not-sent' | 'failed' | 'skipped';

const iso = (ms: number) => new Date(ms).toISOString();

/** What to record once the channel has answered (or been skipped). */
type Result =
  | { kind: 'zalo'; msgId: string }
  | { kind: 'email'; error: string }
  | { kind: 'sms'; error: string; msgId: string }
  | { kind: 'not-sent'; error: string }
  | { kind: 'retry'; error: string };

async function fallBack(message: MessageDoc, why: string, sms: SmsProvider | null): Promise<Result> {
  if (message.fallbackEmail) return { kind: 'email', error: why };
  if (!sms) return { kind: 'not-sent', error: `${why}; no email; no SMS provider` };
  const answer: ChannelResult = await sms.send(message);
  if (answer.outcome === 'sent') return { kind: 'sms', error: why, msgId: answer.msgId };
  return { kind: 'not-sent', error: `${why}; SMS: ${answer.error}` };
}

/** Sends the message `id` if nobody has or is. */
export async function deliverMessage(
  db: Firestore,
  id: string,
  options: MessageSenderOptions,
): Promise<MessageOutcome> {
  const now = options.now ?? Date.now;
  const ref = messagesCol(db).doc(id);
  const claimed = await claimWithLease<MessageDoc>(db, ref, {
    now: now(),
    maxAttempts: MAX_ATTEMPTS,
    leaseMs: LEASE_MS,
    finalStates: ['SUCCESS', 'NOT_SENT'],
  });
  if (!claimed) return 'skipped';
  const { doc, attempts, leaseId } = claimed;

  let result: Result;
  if (options.mayReceive && !(await options.mayReceive(doc))) {
    result = { kind: 'not-sent', error: 'the buyer withdrew their Zalo opt-in' };
  } else {
    const answer = await options.zalo.send(doc);
    if (answer.outcome === 'sent') result = { kind: 'zalo', msgId: answer.msgId };
    else if (answer.outcome === 'refused') result = await fallBack(doc, answer.error, options.sms);
    else if (attempts >= MAX_ATTEMPTS) result = await fallBack(doc, answer.error, options.sms);
    else result = { kind: 'retry', error: answer.error };
  }

  await recordUnderLease(db, ref, leaseId, async (tx) => {
    const done = { 'delivery.nextAttemptAt': FieldValue.delete(), 'delivery.leaseId': FieldValue.delete() };
    if (result.kind === 'retry') {
      tx.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.error': result.error,
        'delivery.nextAttemptAt': iso(now() + backoffMs(attempts)),
        'delivery.leaseId': FieldValue.delete(),
      });
    } else if (result.kind === 'not-sent') {
      tx.update(ref, {
        ...done,
        'delivery.state': 'NOT_SENT',
        'delivery.error': result.error,
        'delivery.endTime': iso(now()),
      });
    } else {
      if (result.kind === 'email' && doc.fallbackEmail) await queueMail(db, doc.fallbackEmail, { tx });
      tx.update(ref, {
        ...done,
        'delivery.state': 'SUCCESS',
        'delivery.via': result.kind,
        'delivery.error': result.kind === 'zalo' ? null : result.error,
        'delivery.msgId': result.kind === 'email' ? null : result.msgId,
        'delivery.endTime': iso(now()),
      });
    }
  });
  if (result.kind === 'zalo') return 'sent';
  if (result.kind === 'retry') return 'failed';
  return result.kind === 'not-sent' ? 'not-sent' : 'fell-back';
}

/** The retry sweep (scheduled every minute, run by `npm start` locally): every message now due. */
export async function sendDueMessages(
  db: Firestore,
  options: MessageSenderOptions,
  limit = 50,
): Promise<Record<MessageOutcome, number>> {
  const now = options.now ?? Date.now;
  const due = await messagesCol(db).where('delivery.nextAttemptAt', '<=', iso(now())).limit(limit).get();
  const counts: Record<MessageOutcome, number> = { sent: 0, 'fell-back': 0, 'not-sent': 0, failed: 0, skipped: 0 };
  for (const doc of due.docs) counts[await deliverMessage(db, doc.id, options)] += 1;
  return counts;
}
