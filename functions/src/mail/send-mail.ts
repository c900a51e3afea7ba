/**
 * The sender: claims a queued mail in a transaction, sends it over SMTP, records the outcome. A mail
 * is sent by the one sender whose claim (PENDING or due ERROR -> PROCESSING with a lease) committed;
 * a SUCCESS is never claimed again, so neither a second sender nor a restarted one sends it twice.
 * The one window left is a sender that dies between the SMTP server's acceptance and recording
 * SUCCESS: after its lease the mail is sent again, under the same Message-ID, so mail clients show
 * one (docs/decisions/0021-email-and-accounts.md).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { claimWithLease, recordUnderLease } from '../data/delivery-lease.js';
import type { MailDoc } from './mail-doc.js';
import { mailCol } from './queue-mail.js';

/** What the sender needs of nodemailer's transporter (a fake in tests). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    headers?: Record<string, string>;
  }): Promise<{ messageId?: string }>;
}

export interface SenderOptions {
  transport: MailTransport;
  from: string;
  /** The Message-ID's domain, e.g. the shop's host. */
  messageIdDomain: string;
  now?: () => number;
}

/** Longer than one SMTP send can take (nodemailer's own timeouts are under two minutes). */
export const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 6;
/** After the n-th failed attempt the next comes after BACKOFF_BASE_MS * 4^(n-1): 1 min, 4, 16, 64, 256. */
export const BACKOFF_BASE_MS = 60_000;
export const backoffMs = (attempts: number) => BACKOFF_BASE_MS * 4 ** Math.max(0, attempts - 1);

export type DeliverOutcome = 'sent' | 'failed' | 'skipped';

const iso = (ms: number) => new Date(ms).toISOString();

/** Sends the mail `id` if nobody has or is: 'sent', 'failed' (recorded for a retry) or 'skipped'. */
export async function deliverMail(db: Firestore, id: string, options: SenderOptions): Promise<DeliverOutcome> {
  const now = options.now ?? Date.now;
  const ref = mailCol(db).doc(id);
  const claimed = await claimWithLease<MailDoc>(db, ref, { now: now(), maxAttempts: MAX_ATTEMPTS, leaseMs: LEASE_MS });
  if (!claimed) return 'skipped';

  const { doc, attempts, leaseId } = claimed;
  let outcome: { ok: true; messageId: string | null } | { ok: false; error: string };
  try {
    const info = await options.transport.sendMail({
      from: options.from,
      to: doc.to,
      subject: doc.message.subject,
      text: doc.message.text,
      html: doc.message.html,
      messageId: `<${id}@${options.messageIdDomain}>`,
      // Only mail that carries headers passes the field, so every other email is sent as before.
      ...(doc.message.headers ? { headers: doc.message.headers } : {}),
    });
    outcome = { ok: true, messageId: info.messageId ?? null };
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }

  await recordUnderLease(db, ref, leaseId, (tx) => {
    if (outcome.ok) {
      tx.update(ref, {
        'delivery.state': 'SUCCESS',
        'delivery.endTime': iso(now()),
        'delivery.error': null,
        'delivery.info': { messageId: outcome.messageId },
        'delivery.nextAttemptAt': FieldValue.delete(),
        'delivery.leaseId': FieldValue.delete(),
      });
    } else {
      const lastAttempt = attempts >= MAX_ATTEMPTS;
      tx.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.error': outcome.error,
        'delivery.endTime': lastAttempt ? iso(now()) : null,
        'delivery.nextAttemptAt': lastAttempt ? FieldValue.delete() : iso(now() + backoffMs(attempts)),
        'delivery.leaseId': FieldValue.delete(),
      });
    }
  });
  return outcome.ok ? 'sent' : 'failed';
}

/**
 * The retry sweep (scheduled every minute, and run by `npm start` locally): every mail whose
 * `nextAttemptAt` has come, one at a time, each claimed as above.
 */
export async function sendDueMail(
  db: Firestore,
  options: SenderOptions,
  limit = 50,
): Promise<Record<DeliverOutcome, number>> {
  const now = options.now ?? Date.now;
  const due = await mailCol(db).where('delivery.nextAttemptAt', '<=', iso(now())).limit(limit).get();
  const counts: Record<DeliverOutcome, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const doc of due.docs) counts[await deliverMail(db, doc.id, options)] += 1;
  return counts;
}
