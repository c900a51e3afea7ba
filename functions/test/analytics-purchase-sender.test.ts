/**
 * The purchase event's sender against an in-test HTTP server on an ephemeral port playing GA4's
 * Measurement Protocol and Meta's Conversions API (docs/analytics-server.md).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsPurchasesCol, type AnalyticsPurchaseDoc } from '../src/analytics/purchase-doc.js';
import { deliverPurchase, sendDuePurchases, type PurchaseSenderOptions } from '../src/analytics/send-purchase.js';
import { backoffMs } from '../src/mail/send-mail.js';
import { clearDatabase, db } from './support/test-context.js';

interface Received {
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Records every request; answers each path with the next status told, else 204 (GA4) or 200 (Meta). */
const received: Received[] = [];
const statuses: Record<'ga4' | 'meta', number[]> = { ga4: [], meta: [] };
let delayMs = 0;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      received.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body: JSON.parse(text) });
      const target = url.pathname.startsWith('/mp/') ? 'ga4' : 'meta';
      const status = statuses[target].shift() ?? (target === 'ga4' ? 204 : 200);
      setTimeout(() => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(status === 204 ? '' : JSON.stringify(status < 300 ? { events_received: 1 } : { error: { code: 100 } }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let clock = 0;
const sender = (): PurchaseSenderOptions => ({
  settings: {
    ga4MpUrl: `${base}/mp/collect`,
    metaGraphUrl: `${base}/v21.0`,
    ga4ApiSecret: 'ga4-secret',
    metaAccessToken: 'meta-token',
    timeoutMs: 2_000,
  },
  now: () => clock,
});

const GA4_BODY = {
  client_id: '123.456',
  events: [
    {
      name: 'purchase',
      params: { transaction_id: 'o1', value: 100, currency: 'VND', shipping: 10, items: [] },
    },
  ],
} as unknown as NonNullable<AnalyticsPurchaseDoc['ga4']>['body'];
const META_BODY = { data: [{ event_name: 'Purchase', event_id: 'o1' }] } as unknown as NonNullable<
  AnalyticsPurchaseDoc['meta']
>['body'];

async function outboxDoc(id = 'o1'): Promise<string> {
  await analyticsPurchasesCol(db)
    .doc(id)
    .create({
      orderId: id,
      consent: { anonId: 'a', analytics: true, marketing: true, version: '1', at: new Date(clock).toISOString() },
      ga4: { measurementId: 'G-TEST1234', body: GA4_BODY, sentAt: null, refusal: null },
      meta: { pixelId: '1234567890', body: META_BODY, sentAt: null, refusal: null },
      delivery: {
        state: 'PENDING',
        attempts: 0,
        startTime: new Date(clock).toISOString(),
        endTime: null,
        error: null,
        nextAttemptAt: new Date(clock + 60_000).toISOString(),
      },
    });
  return id;
}
const read = async (id = 'o1') => (await analyticsPurchasesCol(db).doc(id).get()).data();

beforeEach(async () => {
  await clearDatabase();
  received.length = 0;
  statuses.ga4 = [];
  statuses.meta = [];
  delayMs = 0;
  clock = Date.now();
});

describe('the purchase event sender', () => {
  it('posts each body once to its service, the secret in the query string, and records SUCCESS', async () => {
    const id = await outboxDoc();
    expect(await deliverPurchase(db, id, sender())).toBe('sent');
    expect(received).toEqual([
      { path: '/mp/collect', query: { measurement_id: 'G-TEST1234', api_secret: 'ga4-secret' }, body: GA4_BODY },
      { path: '/v21.0/1234567890/events', query: { access_token: 'meta-token' }, body: META_BODY },
    ]);
    const doc = await read();
    expect(doc?.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(doc?.delivery.nextAttemptAt).toBeUndefined();
    expect(doc?.ga4?.sentAt).toBeTruthy();
    expect(doc?.meta?.sentAt).toBeTruthy();
    // Nothing is due any more: a later sweep sends nothing.
    clock += 24 * 60 * 60_000;
    expect(await sendDuePurchases(db, sender())).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(received).toHaveLength(2);
  });

  it('retries a 500 after the backoff, without posting again what was accepted', async () => {
    statuses.meta = [500];
    const id = await outboxDoc();
    expect(await deliverPurchase(db, id, sender())).toBe('failed');
    const failed = await read();
    expect(failed?.delivery).toMatchObject({ state: 'ERROR', attempts: 1, error: expect.stringContaining('HTTP 500') });
    expect(failed?.delivery.nextAttemptAt).toBe(new Date(clock + backoffMs(1)).toISOString());
    expect(failed?.ga4?.sentAt).toBeTruthy();
    // Not before it is due.
    expect(await sendDuePurchases(db, sender())).toEqual({ sent: 0, failed: 0, skipped: 0 });
    clock += backoffMs(1);
    expect(await sendDuePurchases(db, sender())).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(received.map((request) => request.path)).toEqual([
      '/mp/collect',
      '/v21.0/1234567890/events',
      '/v21.0/1234567890/events',
    ]);
    expect((await read())?.delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });

  it('a 400 is final: recorded as the refusal, logged, never retried; a 429 is retried', async () => {
    statuses.ga4 = [400];
    statuses.meta = [429];
    const id = await outboxDoc();
    expect(await deliverPurchase(db, id, sender())).toBe('failed');
    const first = await read();
    expect(first?.ga4?.refusal).toContain('HTTP 400');
    expect(first?.delivery.state).toBe('ERROR');
    clock += backoffMs(1);
    expect(await sendDuePurchases(db, sender())).toEqual({ sent: 0, failed: 1, skipped: 0 });
    const last = await read();
    // Meta took it the second time; GA4's refusal stands and ends the delivery, nothing more is due.
    expect(last?.meta?.sentAt).toBeTruthy();
    expect(last?.delivery).toMatchObject({ state: 'ERROR', attempts: 2, error: expect.stringContaining('HTTP 400') });
    expect(last?.delivery.nextAttemptAt).toBeUndefined();
    expect(received.filter((request) => request.path === '/mp/collect')).toHaveLength(1);
  });

  it('two concurrent runs send a document once', async () => {
    delayMs = 200;
    const id = await outboxDoc();
    const outcomes = await Promise.all([deliverPurchase(db, id, sender()), deliverPurchase(db, id, sender())]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(received).toHaveLength(2);
    expect((await read())?.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('a service that does not answer in time is retried', async () => {
    delayMs = 300;
    const id = await outboxDoc();
    const options = sender();
    expect(await deliverPurchase(db, id, { ...options, settings: { ...options.settings, timeoutMs: 50 } })).toBe(
      'failed',
    );
    const doc = await read();
    expect(doc?.delivery.state).toBe('ERROR');
    expect(doc?.delivery.nextAttemptAt).toBe(new Date(clock + backoffMs(1)).toISOString());
    expect(doc?.ga4?.sentAt).toBeNull();
  });
});
