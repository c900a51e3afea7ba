/**
 * The one consent store, `consents` (docs/decisions/0109-consent-store.md): a browser's choice of
 * purposes and a phone's Zalo opt-in or withdrawal, each appended as its own document and never
 * updated. Here, below the API and the message sender, because both write it and the migration
 * copies the older Zalo records into it.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { ConsentDoc, ZaloChoice, ZaloConsentDoc } from '../shared/entities/consent.js';

const typedConsents = <T extends DocumentData>(db: Firestore) =>
  db.collection(COLLECTIONS.consents).withConverter({
    toFirestore: (data: T) => data,
    fromFirestore: (snapshot) => snapshot.data() as T,
  });

/** Browsers' choices, read by `anonId` (Zalo records carry none, so they never answer for a browser). */
export const consentsCol = (db: Firestore) => typedConsents<ConsentDoc>(db);

/** Phones' Zalo choices, read by `phone` and `channel`. */
export const zaloConsentsCol = (db: Firestore) => typedConsents<ZaloConsentDoc>(db);

/** The `consents` document for a phone's Zalo choice: the writer's and the migration's one shape. */
export function zaloConsentDoc(choice: ZaloChoice): ZaloConsentDoc {
  return {
    anonId: null,
    uid: choice.uid,
    purposes: { necessary: true, analytics: false, marketing: false, zaloMessages: choice.granted },
    version: choice.textVersion,
    at: choice.at,
    phone: choice.phone,
    channel: 'zalo',
    granted: choice.granted,
    textVersion: choice.textVersion,
    source: choice.source,
  };
}
