/**
 * Consents: POST /api/consents appends the visitor's choice (the account kept when signed in),
 * GET /api/consents/current answers the latest, a bad body is refused naming its field with
 * nothing stored, and each client's budget ends in 429 (docs/decisions/0109-consent-store.md).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { consentsCol } from '../src/data/consents.js';
import { CONSENT_LIMITS } from '../src/api/limits/consent-limit.js';
import { CONSENT_MSG } from '../src/shared/consent-messages.js';
import type { ConsentDoc } from '../src/shared/entities/consent.js';
import { bearer, createCustomer, deleteTestUsers } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, ctx, db } from './support/test-context.js';

/** Behind one trusted proxy, so each test's client is its own X-Forwarded-For address. */
const app = createApp(ctx, { trustedProxyHops: () => 1 });
let counter = 0;
const freshClient = () => `203.0.113.${(counter += 1) % 250}`;
const freshAnonId = () => randomBytes(16).toString('base64url');

const record = (body: unknown, options: { client?: string; headers?: Record<string, string> } = {}) =>
  callEndpoint(app, 'recordConsent', {
    body: body as never,
    headers: { 'X-Forwarded-For': options.client ?? freshClient(), ...options.headers },
  });

const current = (anonId: string, client = freshClient()) =>
  callEndpoint(app, 'currentConsent', { query: { anonId }, headers: { 'X-Forwarded-For': client } });

async function storedFor(anonId: string): Promise<ConsentDoc[]> {
  const docs = await consentsCol(db).where('anonId', '==', anonId).get();
  return docs.docs.map((doc) => doc.data());
}

beforeAll(clearDatabase);
afterAll(deleteTestUsers);

describe('recording a choice', () => {
  it('answers 201 and appends the choice with necessary always on and no account when signed out', async () => {
    const anonId = freshAnonId();
    const res = await record({ anonId, purposes: { analytics: true, marketing: false }, version: '1' }).expect(201);
    expect(res.body).toMatchObject({ purposes: { necessary: true, analytics: true, marketing: false }, version: '1' });
    const stored = await storedFor(anonId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      anonId,
      uid: null,
      purposes: { necessary: true, analytics: true, marketing: false },
    });
    expect(Date.parse(stored[0]!.at)).not.toBeNaN();
  });

  it('keeps the account of a signed-in caller', async () => {
    const customer = await createCustomer();
    const anonId = freshAnonId();
    await record(
      { anonId, purposes: { analytics: false, marketing: true }, version: '2026-11-27' },
      { headers: bearer(customer) },
    ).expect(201);
    expect((await storedFor(anonId))[0]).toMatchObject({ uid: customer.uid, version: '2026-11-27' });
  });

  it('appends a change of mind rather than replacing the earlier choice', async () => {
    const anonId = freshAnonId();
    await record({ anonId, purposes: { analytics: true, marketing: true }, version: '1' }).expect(201);
    await record({ anonId, purposes: { analytics: false, marketing: false }, version: '1' }).expect(201);
    expect(await storedFor(anonId)).toHaveLength(2);
  });

  it.each([
    [
      'a missing anonId',
      { anonId: undefined, purposes: { analytics: true, marketing: true }, version: '1' },
      CONSENT_MSG.anonIdInvalid,
    ],
    [
      'a short anonId',
      { anonId: 'abc', purposes: { analytics: true, marketing: true }, version: '1' },
      CONSENT_MSG.anonIdInvalid,
    ],
    ['no purposes', { version: '1' }, CONSENT_MSG.purposesRequired],
    [
      'analytics not a boolean',
      { purposes: { analytics: 'yes', marketing: true }, version: '1' },
      CONSENT_MSG.analyticsRequired,
    ],
    ['marketing left out', { purposes: { analytics: true }, version: '1' }, CONSENT_MSG.marketingRequired],
    [
      'a version with spaces',
      { purposes: { analytics: true, marketing: true }, version: 'v 1' },
      CONSENT_MSG.versionInvalid,
    ],
  ])('answers 400 naming the field for %s and stores nothing', async (_case, body, message) => {
    const before = (await consentsCol(db).count().get()).data().count;
    const res = await record({ anonId: freshAnonId(), ...body }).expect(400);
    expect(res.body.message).toContain(message);
    expect((await consentsCol(db).count().get()).data().count).toBe(before);
  });

  it('answers 429 with Retry-After once a client has recorded its budget, and stores no more', async () => {
    const client = freshClient();
    const anonId = freshAnonId();
    const body = { anonId, purposes: { analytics: false, marketing: false }, version: '1' };
    for (let i = 0; i < CONSENT_LIMITS.recordsPerClient.points; i += 1) await record(body, { client }).expect(201);
    const refused = await record(body, { client }).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toBe(CONSENT_MSG.tooManyConsents);
    expect(await storedFor(anonId)).toHaveLength(CONSENT_LIMITS.recordsPerClient.points);
  }, 60_000);
});

describe('the latest choice', () => {
  it('answers the latest choice of the browser, not another browser’s', async () => {
    const anonId = freshAnonId();
    const other = freshAnonId();
    await record({ anonId, purposes: { analytics: true, marketing: true }, version: '1' }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await record({ anonId, purposes: { analytics: true, marketing: false }, version: '2' }).expect(201);
    await record({ anonId: other, purposes: { analytics: false, marketing: true }, version: '2' }).expect(201);
    const res = await current(anonId).expect(200);
    expect(res.body.consent).toMatchObject({
      purposes: { necessary: true, analytics: true, marketing: false },
      version: '2',
    });
    expect(res.body.consent).not.toHaveProperty('uid');
  });

  it('answers null for a browser that never chose', async () => {
    const res = await current(freshAnonId()).expect(200);
    expect(res.body).toEqual({ consent: null });
  });

  it('answers 400 for a malformed anonId', async () => {
    const res = await current('bad id').expect(400);
    expect(res.body.message).toContain(CONSENT_MSG.anonIdInvalid);
  });
});
