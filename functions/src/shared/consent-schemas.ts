/** The body of POST /api/consents and the query of GET /api/consents/current (shared/consent-endpoints.ts). */
import { CONSENT_MSG } from './consent-messages.js';
import { z } from './zod.js';

/** The browser's random id: web/src/features/consent makes 22 base64url characters. */
export const ANON_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** As the `consentVersion` setting allows (a date such as 2026-11-27, or 1, 2, …). */
export const CONSENT_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

const anonIdSchema = z.string({ error: CONSENT_MSG.anonIdInvalid }).regex(ANON_ID_PATTERN, CONSENT_MSG.anonIdInvalid);

export const consentCreateSchema = z.object({
  anonId: anonIdSchema,
  purposes: z.object(
    {
      analytics: z.boolean({ error: CONSENT_MSG.analyticsRequired }),
      marketing: z.boolean({ error: CONSENT_MSG.marketingRequired }),
    },
    { error: CONSENT_MSG.purposesRequired },
  ),
  version: z.string({ error: CONSENT_MSG.versionInvalid }).regex(CONSENT_VERSION_PATTERN, CONSENT_MSG.versionInvalid),
});
export type ConsentCreateRequest = z.output<typeof consentCreateSchema>;

export const consentCurrentQuerySchema = z.object({ anonId: anonIdSchema });
