/** POST /api/consents, loaded only once a choice is made (the API client is off the home route). */
import type { ConsentCreateRequest } from '@shared/consent-schemas';
import { callApi } from '@/lib/api-client';

export async function recordConsent(body: ConsentCreateRequest): Promise<void> {
  // A refusal (the client's limit) or no network leaves the cookie as chosen: the choice holds in
  // this browser, and the record is what the shop could not keep, not what the visitor decided.
  await callApi('recordConsent', { body }).catch(() => undefined);
}
