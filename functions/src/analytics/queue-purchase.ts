/**
 * Writes the purchase event's outbox document once per order, when it turns paid, whichever way the
 * money came (gateway notification, bank webhook, cash on delivery, the admin's Mark as Paid): the
 * order trigger calls it, and `create()` in a transaction that first finds no document makes every
 * repeat (three identical IPNs, a redelivered event) a no-op.
 *
 * The visitor's latest consent at that moment, if given under the current `consentVersion`, decides
 * the targets: analytics → GA4, marketing → Meta (when the order kept the browser's user agent, which
 * Meta requires of a website event), neither (or no consent, or no anonId) → no document at all. An
 * id left empty in Settings is a service switched off.
 *
 * A refund (queueRefundEvent) takes back, in GA4 only, a purchase GA4 was told of: its document
 * (`{orderId}-refund`) is written once when the order turns refunded, if the purchase's document has
 * a GA4 part and the visitor's latest consent still allows analytics.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../data/run-transaction.js';
import { shopSettingsDoc, shopSettingsRecord } from '../data/shop-settings.js';
import { COLLECTIONS } from '../shared/collections.js';
import type { ConsentDoc } from '../shared/entities/consent.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { UserDoc } from '../shared/entities/account.js';
import { PENDING_GRACE_MS } from '../mail/queue-mail.js';
import { analyticsPurchasesCol, type AnalyticsPurchaseDoc } from './purchase-doc.js';
import { ga4PurchaseBody, metaPurchaseBody } from './purchase-payloads.js';

export type QueueOutcome = 'queued' | 'exists' | 'notConsented' | 'noPurchase';
type EventKind = 'purchase' | 'refund';

/** The outbox document's id: the order's for its purchase, with `-refund` for its refund. */
export const purchaseEventId = (orderId: string, kind: EventKind) =>
  kind === 'refund' ? `${orderId}-refund` : orderId;

const unsent = { sentAt: null, refusal: null };

export function queuePurchaseEvent(
  db: Firestore,
  orderId: string,
  order: OrderDoc,
  /** The shop's origin, for Meta's event_source_url (the order's page). */
  origin: string,
  now = Date.now(),
): Promise<QueueOutcome> {
  return queueEvent(db, orderId, order, origin, 'purchase', now);
}

export function queueRefundEvent(db: Firestore, orderId: string, order: OrderDoc, now = Date.now()) {
  return queueEvent(db, orderId, order, '', 'refund', now);
}

async function queueEvent(
  db: Firestore,
  orderId: string,
  order: OrderDoc,
  origin: string,
  kind: EventKind,
  now: number,
): Promise<QueueOutcome> {
  const ids = order.analytics ?? {};
  const { anonId } = ids;
  if (!anonId) return 'notConsented';
  const ref = analyticsPurchasesCol(db).doc(purchaseEventId(orderId, kind));
  const purchaseRef = analyticsPurchasesCol(db).doc(orderId);
  return runTransaction(db, async (tx) => {
    if ((await tx.get(ref)).exists) return 'exists';
    if (kind === 'refund' && !(await tx.get(purchaseRef)).data()?.ga4) return 'noPurchase';
    // Read now, not from an instance's minute-long copy: the first order paid after the owner sets an
    // id is reported, whichever instance runs the trigger. One read per paid order.
    const settings = shopSettingsRecord((await tx.get(shopSettingsDoc(db))).data());
    const latest = await tx.get(
      db.collection(COLLECTIONS.consents).where('anonId', '==', anonId).orderBy('at', 'desc').limit(1),
    );
    const latestConsent = latest.docs[0]?.data() as ConsentDoc | undefined;
    // A choice made under another consent text is no choice, as the browser's tags treat it
    // (allowed-tags.ts): after the owner changes `consentVersion`, only a new answer counts.
    const consent = latestConsent?.version === settings.consentVersion ? latestConsent : undefined;
    const useGa4 = Boolean(consent?.purposes.analytics && settings.ga4MeasurementId);
    // Meta refuses a website event without the browser's user agent: an order placed without one
    // (by a script, or before the shop kept it) is not sent to Meta.
    const metaUserAgent =
      kind === 'purchase' && consent?.purposes.marketing && settings.metaPixelId ? ids.userAgent : undefined;
    const useMeta = Boolean(metaUserAgent);
    if (!consent || (!useGa4 && !useMeta)) return 'notConsented';
    const user =
      useMeta && order.userId
        ? ((await tx.get(db.collection(COLLECTIONS.users).doc(order.userId))).data() as UserDoc | undefined)
        : undefined;
    const at = new Date(now).toISOString();
    const doc: AnalyticsPurchaseDoc = {
      orderId,
      consent: {
        anonId,
        analytics: consent.purposes.analytics,
        marketing: consent.purposes.marketing,
        version: consent.version,
        at: consent.at,
      },
      ga4: useGa4
        ? {
            measurementId: settings.ga4MeasurementId,
            // GA4 takes any stable string as client_id: the _ga cookie's id, else the consent cookie's.
            body: ga4PurchaseBody(orderId, order, ids.clientId ?? anonId, kind),
            ...unsent,
          }
        : null,
      meta: metaUserAgent
        ? {
            pixelId: settings.metaPixelId,
            body: metaPurchaseBody(
              orderId,
              order,
              {
                email: user?.email ?? order.guest?.email ?? null,
                phone: order.shippingAddress.phone ?? order.guest?.phone ?? null,
                fbp: ids.fbp,
                fbc: ids.fbc,
                userAgent: metaUserAgent,
              },
              `${origin}/order/${orderId}`,
            ),
            ...unsent,
          }
        : null,
      delivery: {
        state: 'PENDING',
        attempts: 0,
        startTime: at,
        endTime: null,
        error: null,
        nextAttemptAt: new Date(now + PENDING_GRACE_MS).toISOString(),
      },
    };
    tx.create(ref, doc);
    return 'queued';
  });
}
