import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnalyticsCollector, type AnalyticsCollector, type RecordedRequest } from './server.js';

let collector: AnalyticsCollector;
beforeAll(async () => {
  collector = await startAnalyticsCollector({ port: 0 });
});
afterAll(() => collector.close());
beforeEach(async () => {
  await fetch(`${collector.url}/api/requests`, { method: 'DELETE' });
});

const requests = async () => {
  const res = await fetch(`${collector.url}/api/requests`);
  expect(res.headers.get('content-type')).toBe('application/json');
  return (await res.json()) as RecordedRequest[];
};
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${collector.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const purchase = { event_name: 'Purchase', event_time: 1_800_000_000, event_id: 'order-1', action_source: 'website' };

/** Runs a stand-in tag in a bare context with the page's stub, and returns what it posted. */
async function runTag(path: string, page: string): Promise<Array<{ url: string; body: unknown }>> {
  const script = await (await fetch(`${collector.url}${path}`)).text();
  const sent: Array<{ url: string; body: unknown }> = [];
  const window: Record<string, unknown> = {};
  window.window = window;
  window.fetch = (url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) as unknown });
    return Promise.resolve();
  };
  runInNewContext(`${page};${script}`, window);
  return sent;
}

describe('the local analytics collector', () => {
  it("answers GA4's Measurement Protocol with 204 and no body, and records the request", async () => {
    const body = { client_id: '123.456', events: [{ name: 'purchase', params: { transaction_id: 'o1' } }] };
    const res = await postJson('/mp/collect?measurement_id=G-TEST123&api_secret=s3cret', body);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const [recorded] = await requests();
    expect(recorded).toMatchObject({
      method: 'POST',
      path: '/mp/collect',
      query: { measurement_id: 'G-TEST123', api_secret: 's3cret' },
      body,
    });
    expect(Object.keys(recorded ?? {}).sort()).toEqual(['at', 'body', 'method', 'path', 'query']);
  });

  it("answers Meta's Conversions API as the Graph API does: events_received, or a 400 error without a token or data", async () => {
    const ok = await postJson('/v21.0/1234567890/events?access_token=token', { data: [purchase, purchase] });
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ events_received: 2, messages: [] });
    expect(answer.fbtrace_id).toMatch(/\S/);
    // The token may come in the body too.
    expect((await postJson('/v21.0/1234567890/events', { data: [purchase], access_token: 't' })).status).toBe(200);

    const noToken = await postJson('/v21.0/1234567890/events', { data: [purchase] });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toMatchObject({ error: { type: 'OAuthException', code: 104 } });
    const noData = await postJson('/v21.0/1234567890/events?access_token=token', {});
    expect(noData.status).toBe(400);
    const { error } = (await noData.json()) as { error: Record<string, unknown> };
    expect(error).toMatchObject({ type: 'OAuthException', code: 100 });
    expect(error.message).toContain('data');
    expect(error.fbtrace_id).toMatch(/\S/);
    expect(await requests()).toHaveLength(4);
  });

  it('lists every request newest first, on its page and as JSON, and forgets them on DELETE', async () => {
    await postJson('/browser/ga4', { name: 'view_item', params: { currency: 'VND' } });
    await postJson('/browser/meta', { name: 'ViewContent', params: { content_ids: ['<p1>'] } });
    expect((await requests()).map((r) => r.path)).toEqual(['/browser/meta', '/browser/ga4']);
    const page = await (await fetch(collector.url)).text();
    expect(page).toContain('<h1>Analytics collector</h1>');
    expect(page).toContain('&lt;p1&gt;');
    expect((await fetch(`${collector.url}/api/requests`, { method: 'DELETE' })).status).toBe(204);
    expect(await requests()).toEqual([]);
  });

  it('serves a gtag.js that sends the page’s queued and later gtag calls to /browser/ga4', async () => {
    const sent = await runTag(
      '/gtag/js?id=G-TEST123',
      "window.dataLayer=[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config','G-TEST123',{send_page_view:false});gtag('event','view_item',{currency:'VND',value:1})",
    );
    expect(sent.every((s) => s.url === `${collector.url}/browser/ga4`)).toBe(true);
    expect(sent.map((s) => s.body)).toEqual([
      { name: 'js', params: {} },
      { name: 'config', params: { target: 'G-TEST123', send_page_view: false } },
      { name: 'view_item', params: { currency: 'VND', value: 1 } },
    ]);
    expect((await requests())[0]).toMatchObject({ method: 'GET', path: '/gtag/js', query: { id: 'G-TEST123' } });
  });

  it('serves an fbevents.js and an events.js that take over the fbq and ttq stubs', async () => {
    const meta = await runTag(
      '/en_US/fbevents.js',
      "var n=window.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];fbq('init','123');fbq('track','Purchase',{value:5,currency:'VND'},{eventID:'o1'})",
    );
    expect(meta.map((s) => s.body)).toEqual([
      { name: 'init', params: { pixelId: '123' } },
      { name: 'Purchase', params: { value: 5, currency: 'VND', eventID: 'o1' } },
    ]);
    expect(meta[0]?.url).toBe(`${collector.url}/browser/meta`);
    const tiktok = await runTag(
      '/i18n/pixel/events.js?sdkid=C123&lib=ttq',
      "var ttq=window.ttq=[];ttq.methods=['page','track'];ttq.track=function(){ttq.push(['track'].concat([].slice.call(arguments)))};ttq._i={C123:[]};ttq.track('CompletePayment',{value:5},{event_id:'o1'})",
    );
    expect(tiktok.map((s) => s.body)).toEqual([
      { name: 'load', params: { pixelId: 'C123' } },
      { name: 'CompletePayment', params: { value: 5, event_id: 'o1' } },
    ]);
  });
});
