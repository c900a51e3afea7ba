/**
 * POST /api/consents, loaded only once there is something to record (the API client is off the
 * home route). A signed-in visitor's token goes with it, so the server keeps their uid; the choice
 * recorded for an account is remembered here, so signing in links a choice once, not on every page.
 */
import type { ConsentCreateRequest } from '@shared/consent-schemas';
import { callApi } from '@/lib/api-client';
import { readChoice, readCookie, ANON_COOKIE } from './consent-cookies';

const LINKED_KEY = 'ls_consent_linked';

const linkOf = (uid: string, body: ConsentCreateRequest) =>
  `${uid}|${body.anonId}|${body.version}.${Number(body.purposes.analytics)}${Number(body.purposes.marketing)}`;

export async function recordConsent(body: ConsentCreateRequest, uid: string | undefined): Promise<void> {
  try {
    await callApi('recordConsent', { body });
    if (uid) localStorage.setItem(LINKED_KEY, linkOf(uid, body));
  } catch {
    // A refusal (the client's limit) or no network leaves the cookie as chosen: the choice holds in
    // this browser, and the missing record is what the shop could not keep, not what the visitor decided.
  }
}

/** After a sign-in: records the browser's choice again with the account, unless it already was. */
export async function linkConsent(uid: string): Promise<void> {
  const choice = readChoice();
  const anonId = readCookie(ANON_COOKIE);
  if (!choice || !anonId) return;
  const { version, analytics, marketing } = choice;
  const body = { anonId, version, purposes: { analytics, marketing } };
  if (localStorage.getItem(LINKED_KEY) === linkOf(uid, body)) return;
  await recordConsent(body, uid);
}
