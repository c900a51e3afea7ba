/**
 * One-off migration (docs/decisions/0109-consent-store.md): the Zalo opt-ins and withdrawals once
 * kept in `messageConsents` move into the consent store `consents`, each under the id
 * `zalo-{its old id}`, and the old document goes in the same batch, so the old collection ends empty
 * and a second run finds nothing to copy.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { zaloConsentDoc, zaloConsentsCol } from '../data/consents.js';
import type { ZaloChoice, ZaloConsentDoc } from '../shared/entities/consent.js';

/** The collection's name before the consent store: no longer in COLLECTIONS, nothing else writes it. */
export const LEGACY_MESSAGE_CONSENTS = 'messageConsents';

/** A record as `messageConsents` kept it. */
export interface LegacyMessageConsent {
  phone: string;
  channel: 'zalo';
  granted: boolean;
  at: string;
  textVersion: string;
  source: ZaloChoice['source'];
}

/** The record as the consent store keeps it; the old records never named an account. */
export const consentFromLegacy = (legacy: LegacyMessageConsent): ZaloConsentDoc =>
  zaloConsentDoc({
    phone: legacy.phone,
    granted: legacy.granted,
    at: legacy.at,
    textVersion: legacy.textVersion,
    source: legacy.source,
    uid: null,
  });

/** The copy's id: the same old record always lands on the same document. */
export const copiedConsentId = (legacyId: string) => `zalo-${legacyId}`;

/** A batch holds 500 writes: two per record. */
const RECORDS_PER_BATCH = 200;

/** Moves every `messageConsents` record into `consents`; answers how many it moved. */
export async function moveMessageConsentsToConsents(db: Firestore): Promise<number> {
  // Untyped on purpose: the stored shape is the old one.
  const legacy = await db.collection(LEGACY_MESSAGE_CONSENTS).get();
  for (let start = 0; start < legacy.docs.length; start += RECORDS_PER_BATCH) {
    const batch = db.batch();
    for (const doc of legacy.docs.slice(start, start + RECORDS_PER_BATCH)) {
      // A set under a fixed id: a batch interrupted and run again writes the same document once.
      batch.set(
        zaloConsentsCol(db).doc(copiedConsentId(doc.id)),
        consentFromLegacy(doc.data() as LegacyMessageConsent),
      );
      batch.delete(doc.ref);
    }
    await batch.commit();
  }
  return legacy.size;
}
