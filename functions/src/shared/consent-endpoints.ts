/**
 * The contract's rows for consents (ENDPOINTS in api-contract.ts spreads these in;
 * docs/decisions/0109-consent-store.md): anyone may record their choice, a signed-in caller's
 * account is kept with it.
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { ConsentChoice } from './entities/consent.js';
import type { consentCreateSchema, consentCurrentQuerySchema } from './consent-schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export interface ConsentEndpointTypes {
  recordConsent: { body: typeof consentCreateSchema; response: ConsentChoice };
  currentConsent: { query: typeof consentCurrentQuerySchema; response: { consent: ConsentChoice | null } };
}

export const CONSENT_ENDPOINTS = {
  // 201 with the choice as stored; appended, never replacing an earlier one. 429: per client
  // (api/limits/consent-limit.ts). A signed-in caller's token, sent too, keeps the account with it.
  recordConsent: {
    method: 'POST',
    path: '/consents',
    auth: 'public',
    status: 201,
    errors: [429],
    tokenIfSignedIn: true,
  },
  // The browser's latest choice, or null when it never chose.
  currentConsent: { method: 'GET', path: '/consents/current', auth: 'public', errors: [429] },
} as const satisfies Rows;
