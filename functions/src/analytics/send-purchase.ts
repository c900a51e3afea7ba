/**
 * The purchase event's sender: claims an outbox document in a transaction (PENDING or a due ERROR ->
 * PROCESSING with a lease, as the mail sender does), posts what is still owed to GA4's Measurement
 * Protocol and Meta's Conversions API, and records each answer. 2xx: sent, never again. 4xx other
 * than 429: refused for good (the body or the ids are wrong; a retry would be refused too), logged.
 * 429, 5xx, a timeout or no answer: retried with the mail queue's backoff. A target already sent is
 * never posted again, so a retry after Meta failed does not count GA4's purchase twice.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { claimWithLease, recordUnderLease } from '../data/delivery-lease.js';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS, type DeliverOutcome } from '../mail/send-mail.js';
import type { AnalyticsSettings } from './analytics-settings.js';
import { analyticsPurchasesCol, type AnalyticsPurchaseDoc } from './purchase-doc.js';

export interface PurchaseSenderOptions {
  /** The services' base URLs and credentials (config.ts; a test's own HTTP server). */
  settings: AnalyticsSettings;
  now?: () => number;
}

type Target = 'ga4' | 'meta';
type Answer = { kind: 'sent' } | { kind: 'refused'; error: string } | { kind: 'retry'; error: string };

const iso = (ms: number) => new Date(ms).toISOString();

/** The request of one target, its secret in the query string as each service documents it. */
function requestOf(doc: AnalyticsPurchaseDoc, target: Target, settings: AnalyticsSettings) {
  if (target === 'ga4' && doc.ga4) {
    const url = new URL(settings.ga4MpUrl);
    url.searchParams.set('measurement_id', doc.ga4.measurementId);
    url.searchParams.set('api_secret', settings.ga4ApiSecret);
    return { url, body: doc.ga4.body };
  }
  if (target === 'meta' && doc.meta) {
    const url = new URL(`${settings.metaGraphUrl.replace(/\/+$/, '')}/${encodeURIComponent(doc.meta.pixelId)}/events`);
    url.searchParams.set('access_token', settings.metaAccessToken);
    return { url, body: doc.meta.body };
  }
  return null;
}

async function post(url: URL, body: unknown, timeoutMs: number): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.ok) return { kind: 'sent' };
    const text = (await res.text()).slice(0, 500);
    const error = `HTTP ${res.status}${text ? `: ${text}` : ''}`;
    return res.status >= 400 && res.status < 500 && res.status !== 429
      ? { kind: 'refused', error }
      : { kind: 'retry', error };
  } catch (error) {
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

/** The targets still owed: present, neither sent nor refused. */
const owed = (doc: AnalyticsPurchaseDoc): Target[] =>
  (['ga4', 'meta'] as const).filter((target) => {
    const part = doc[target];
    return part !== null && part.sentAt === null && part.refusal === null;
  });

/** Sends the outbox document `id` if nobody has or is: 'sent', 'failed' (recorded for a retry or for good) or 'skipped'. */
export async function deliverPurchase(
  db: Firestore,
  id: string,
  options: PurchaseSenderOptions,
): Promise<DeliverOutcome> {
  const now = options.now ?? Date.now;
  const ref = analyticsPurchasesCol(db).doc(id);
  const claimed = await claimWithLease<AnalyticsPurchaseDoc>(db, ref, {
    now: now(),
    maxAttempts: MAX_ATTEMPTS,
    leaseMs: LEASE_MS,
  });
  if (!claimed) return 'skipped';

  const { doc, attempts, leaseId } = claimed;
  const answers = new Map<Target, Answer>();
  for (const target of owed(doc)) {
    const request = requestOf(doc, target, options.settings);
    if (request) answers.set(target, await post(request.url, request.body, options.settings.timeoutMs));
  }
  for (const [target, answer] of answers) {
    if (answer.kind === 'refused')
      console.error(`Purchase event ${id}: ${target} refused it for good (${answer.error})`);
  }
  const retry = [...answers.values()].find((answer) => answer.kind === 'retry');
  // A refusal recorded by an earlier attempt still ends the delivery as an ERROR.
  const earlierRefusal = doc.ga4?.refusal ?? doc.meta?.refusal ?? null;
  const refused =
    [...answers.values()].find((answer) => answer.kind === 'refused') ??
    (earlierRefusal ? { kind: 'refused' as const, error: earlierRefusal } : undefined);

  await recordUnderLease(db, ref, leaseId, (tx) => {
    const update: Record<string, unknown> = { 'delivery.leaseId': FieldValue.delete() };
    for (const [target, answer] of answers) {
      if (answer.kind === 'sent') update[`${target}.sentAt`] = iso(now());
      if (answer.kind === 'refused') update[`${target}.refusal`] = answer.error;
    }
    const lastAttempt = attempts >= MAX_ATTEMPTS;
    if (retry && !lastAttempt) {
      Object.assign(update, {
        'delivery.state': 'ERROR',
        'delivery.error': retry.error,
        'delivery.nextAttemptAt': iso(now() + backoffMs(attempts)),
      });
    } else {
      const failure = retry ?? refused;
      Object.assign(update, {
        'delivery.state': failure ? 'ERROR' : 'SUCCESS',
        'delivery.error': failure ? failure.error : null,
        'delivery.endTime': iso(now()),
        'delivery.nextAttemptAt': FieldValue.delete(),
      });
    }
    tx.update(ref, update);
  });
  return retry || refused ? 'failed' : 'sent';
}

/**
 * The retry sweep (scheduled every minute, and run by `npm start` locally): every outbox document
 * whose `nextAttemptAt` has come, one at a time, each claimed as above.
 */
export async function sendDuePurchases(
  db: Firestore,
  options: PurchaseSenderOptions,
  limit = 50,
): Promise<Record<DeliverOutcome, number>> {
  const now = options.now ?? Date.now;
  const due = await analyticsPurchasesCol(db).where('delivery.nextAttemptAt', '<=', iso(now())).limit(limit).get();
  const counts: Record<DeliverOutcome, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const doc of due.docs) counts[await deliverPurchase(db, doc.id, options)] += 1;
  return counts;
}
