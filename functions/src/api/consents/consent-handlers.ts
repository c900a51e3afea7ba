/**
 * POST /api/consents and GET /api/consents/current: the client's limit first, before anything is
 * read or written, then the consent store (consent-store.ts).
 */
import type { Request } from 'express';
import type { ApiContext } from '../context.js';
import { authenticate, bearerToken } from '../middleware/auth.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { firestoreConsentLimit } from '../limits/consent-limit.js';
import { latestConsent, recordConsent } from './consent-store.js';

/** The signed-in caller's uid; a bad or expired token on this public write is a visitor, not an error. */
async function signedInUid(ctx: ApiContext, req: Request): Promise<string | null> {
  const token = bearerToken(req);
  if (!token) return null;
  return authenticate(ctx, token, false).then(
    (user) => user.uid,
    () => null,
  );
}

export function consentHandlers(ctx: ApiContext): EndpointHandlers<'recordConsent' | 'currentConsent'> {
  const limit = firestoreConsentLimit(ctx.db);
  return {
    async recordConsent({ body, req }) {
      await limit.consumeRecord(req);
      return recordConsent(ctx.db, body, await signedInUid(ctx, req));
    },
    async currentConsent({ query, req }) {
      await limit.consumeRead(req);
      return { consent: await latestConsent(ctx.db, query.anonId) };
    },
  };
}
