/**
 * `analyticsPurchases/{orderId}`: the outbox of the server's purchase event, written once when the
 * order turns paid with the bodies the visitor's consent allowed then, and delivered by the sender
 * (send-purchase.ts) with the mail queue's claim, lease and backoff.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { DeliveryState } from '../mail/mail-doc.js';
import type { Ga4PurchaseBody, MetaPurchaseBody } from './purchase-payloads.js';

/** One service's request: its body as decided at payment; the secret and base URL are added at send time. */
export interface PurchaseTarget<Body> {
  body: Body;
  /** When the service accepted it; null until then, so a retry sends only what is still owed. */
  sentAt: string | null;
  /** A 4xx answer other than 429: the request will never be accepted, so it is not retried. */
  refusal: string | null;
}

export interface AnalyticsPurchaseDoc {
  orderId: string;
  /** The consent in force when the order turned paid (consents/{id}), which decided the targets. */
  consent: { anonId: string; analytics: boolean; marketing: boolean; version: string; at: string };
  ga4: (PurchaseTarget<Ga4PurchaseBody> & { measurementId: string }) | null;
  meta: (PurchaseTarget<MetaPurchaseBody> & { pixelId: string }) | null;
  delivery: {
    state: DeliveryState;
    /** Sends tried so far, the one under way included. */
    attempts: number;
    startTime: string;
    /** When every target was sent or refused, or the sender gave up. */
    endTime: string | null;
    error: string | null;
    /** As the mail queue's: when the sweep should look again; absent once nothing is due. */
    nextAttemptAt?: string;
    leaseId?: string;
  };
}

export const analyticsPurchasesCol = (db: Firestore) =>
  db.collection(COLLECTIONS.analyticsPurchases).withConverter({
    toFirestore: (data: AnalyticsPurchaseDoc) => data,
    fromFirestore: (snapshot) => snapshot.data() as AnalyticsPurchaseDoc,
  });
