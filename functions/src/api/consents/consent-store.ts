/**
 * The consent store (docs/decisions/0109-consent-store.md): every choice appended as its own
 * document, never updated, so the history of what a visitor agreed to stays whole; the latest by
 * `at` is the one in force.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { consentsCol } from '../../data/consents.js';
import type { ConsentCreateRequest } from '../../shared/consent-schemas.js';
import type { ConsentChoice, ConsentDoc } from '../../shared/entities/consent.js';

const choiceOf = ({ purposes, version, at }: ConsentDoc): ConsentChoice => ({ purposes, version, at });

/** Appends one choice; `necessary` is always granted, the rest as chosen. */
export async function recordConsent(
  db: Firestore,
  input: ConsentCreateRequest,
  uid: string | null,
  now = new Date(),
): Promise<ConsentChoice> {
  const doc: ConsentDoc = {
    anonId: input.anonId,
    uid,
    purposes: { necessary: true, analytics: input.purposes.analytics, marketing: input.purposes.marketing },
    version: input.version,
    at: now.toISOString(),
  };
  await consentsCol(db).add(doc);
  return choiceOf(doc);
}

/** The browser's latest choice, or null when it never chose. */
export async function latestConsent(db: Firestore, anonId: string): Promise<ConsentChoice | null> {
  const latest = await consentsCol(db).where('anonId', '==', anonId).orderBy('at', 'desc').limit(1).get();
  const doc = latest.docs[0];
  return doc ? choiceOf(doc.data()) : null;
}
