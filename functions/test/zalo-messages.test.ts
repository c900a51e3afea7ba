/**
 * Messages by Zalo ZNS against the local ZNS sandbox: a queued message reaches the phone's inbox once,
 * a refused token is refreshed once (and the single-use refresh token spent by exactly one of ten
 * instances), and a phone without Zalo gets the email instead (docs/decisions/0111-zalo-zns-messages.md).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startZnsSandbox, type ZnsSandbox } from '../../scripts/zns-sandbox/server.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import type { MessageChannel } from '../src/messages/message-channel.js';
import type { MessageDoc } from '../src/messages/message-doc.js';
import { recordMessageConsent } from '../src/messages/message-consents.js';
import { messagesCol, queueMessage } from '../src/messages/queue-message.js';
import { deliverMessage, sendDueMessages, type MessageSenderOptions } from '../src/messages/send-message.js';
import { stillOptedIn } from '../src/messages/message-consents.js';
import { znsChannel } from '../src/messages/zalo/zns-channel.js';
import { DEMO_ZALO_SETTINGS, DEMO_ZNS_TEMPLATE_IDS, type ZaloSettings } from '../src/messages/zalo/zalo-settings.js';
import { refreshAccessToken, zaloTokenRef } from '../src/messages/zalo/zalo-tokens.js';
import { clearDatabase, db } from './support/test-context.js';

let sandbox: ZnsSandbox;
let settings: ZaloSettings;
const PHONE = '+84912345678';

const templateIdOf = async (template: keyof typeof DEMO_ZNS_TEMPLATE_IDS) => DEMO_ZNS_TEMPLATE_IDS[template];
const sender = (overrides: Partial<MessageSenderOptions> = {}): MessageSenderOptions => ({
  zalo: znsChannel(db, settings, templateIdOf),
  sms: null,
  mayReceive: (message) => stillOptedIn(db, message),
  ...overrides,
});
const inbox = async (phone: string) =>
  (await (await fetch(`${sandbox.url}/api/messages?phone=${phone}`)).json()) as Array<{
    template: string;
    data: Record<string, string>;
    trackingId: string;
    msgId: string;
  }>;
const messageDoc = async (id: string) => (await messagesCol(db).doc(id).get()).data() as MessageDoc;
const placed = { customer_name: 'Trần Bình', order_code: 'LSAB234', total: '32.990.000₫' };

beforeAll(async () => {
  sandbox = await startZnsSandbox({ port: 0 });
  settings = { ...DEMO_ZALO_SETTINGS, znsApiUrl: sandbox.url, oauthUrl: sandbox.url };
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await clearDatabase();
  await fetch(`${sandbox.url}/api/messages`, { method: 'DELETE' });
});

describe('a queued Zalo message', () => {
  it('reaches the phone once, with its template data, tracking id and Zalo msg_id recorded', async () => {
    await recordMessageConsent(db, { phone: PHONE, granted: true, textVersion: 'v1', source: 'checkout' });
    const id = await queueMessage(db, { channel: 'zalo', to: PHONE, template: 'orderPlaced', data: placed });

    expect(await deliverMessage(db, id, sender())).toBe('sent');
    expect(await deliverMessage(db, id, sender())).toBe('skipped');

    const received = await inbox('84912345678');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ template: 'orderPlaced', data: placed, trackingId: id });
    const doc = await messageDoc(id);
    expect(doc.delivery).toMatchObject({ state: 'SUCCESS', via: 'zalo', attempts: 1, msgId: received[0]?.msgId });
  });

  it('is retried with backoff when Zalo does not answer, then sent by the sweep once due', async () => {
    const id = await queueMessage(db, { channel: 'zalo', to: PHONE, template: 'otp', data: { otp: '123456' } });
    const down: MessageChannel = { send: () => Promise.resolve({ outcome: 'failed', error: 'ZNS: no answer' }) };

    expect(await deliverMessage(db, id, sender({ zalo: down }))).toBe('failed');
    const failed = await messageDoc(id);
    expect(failed.delivery).toMatchObject({ state: 'ERROR', attempts: 1, error: 'ZNS: no answer' });
    // Not due yet: the sweep leaves it.
    expect((await sendDueMessages(db, sender())).sent).toBe(0);

    const later = Date.parse(failed.delivery.nextAttemptAt ?? '') + 1;
    expect((await sendDueMessages(db, sender({ now: () => later }))).sent).toBe(1);
    expect(await inbox('84912345678')).toHaveLength(1);
    expect((await messageDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
  });

  it('refreshes a token Zalo refuses (-124) once and sends with the new one', async () => {
    const first = await refreshAccessToken(db, settings, null);
    await fetch(`${sandbox.url}/__sandbox/expire-token`, { method: 'POST' });
    const id = await queueMessage(db, { channel: 'zalo', to: PHONE, template: 'otp', data: { otp: '654321' } });

    expect(await deliverMessage(db, id, sender())).toBe('sent');
    expect(await inbox('84912345678')).toHaveLength(1);
    const stored = (await zaloTokenRef(db).get()).data() as { accessToken: string };
    expect(stored.accessToken).not.toBe(first);
  });

  it('spends the single-use refresh token once when ten instances find the token stale together', async () => {
    const stale = await refreshAccessToken(db, settings, null);
    const before = sandbox.refreshes();

    const tokens = await Promise.all(Array.from({ length: 10 }, () => refreshAccessToken(db, settings, stale)));

    expect(sandbox.refreshes() - before).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(stale);
  });

  it('goes by email when the phone has no Zalo account, and is recorded as sent that way', async () => {
    await fetch(`${sandbox.url}/__sandbox/no-zalo`, { method: 'POST', body: JSON.stringify({ phone: '84912345678' }) });
    const fallbackEmail = {
      to: 'binh@example.com',
      message: { subject: 'Mã xác nhận', text: 'Mã: 111222', html: '<p>Mã: 111222</p>' },
      template: { name: 'order-lookup-code', data: {} },
    };
    const id = await queueMessage(db, {
      channel: 'zalo',
      to: PHONE,
      template: 'otp',
      data: { otp: '111222' },
      fallbackEmail,
    });

    expect(await deliverMessage(db, id, sender())).toBe('fell-back');

    expect(await inbox('84912345678')).toHaveLength(0);
    const mail = (await db.collection(COLLECTIONS.mail).get()).docs.map((d) => d.data() as MailDoc);
    expect(mail.map((m) => [m.to, m.message.subject])).toEqual([['binh@example.com', 'Mã xác nhận']]);
    expect((await messageDoc(id)).delivery).toMatchObject({ state: 'SUCCESS', via: 'email' });
    expect((await messageDoc(id)).delivery.error).toContain('-118');
  });

  it('is recorded as not sent when Zalo refuses and there is no email and no SMS provider', async () => {
    await fetch(`${sandbox.url}/__sandbox/no-zalo`, { method: 'POST', body: JSON.stringify({ phone: '84912345678' }) });
    const id = await queueMessage(db, { channel: 'zalo', to: PHONE, template: 'otp', data: { otp: '111222' } });

    expect(await deliverMessage(db, id, sender())).toBe('not-sent');
    expect((await messageDoc(id)).delivery).toMatchObject({ state: 'NOT_SENT', attempts: 1 });
    expect((await messageDoc(id)).delivery.error).toContain('no SMS provider');
    expect(await db.collection(COLLECTIONS.mail).get()).toHaveProperty('size', 0);
  });

  it("honours a withdrawal made after the order: the order's news is not sent", async () => {
    await recordMessageConsent(db, {
      phone: PHONE,
      granted: true,
      textVersion: 'v1',
      source: 'checkout',
      at: '2026-11-01T00:00:00.000Z',
    });
    const id = await queueMessage(db, { channel: 'zalo', to: PHONE, template: 'orderPlaced', data: placed });
    await recordMessageConsent(db, {
      phone: PHONE,
      granted: false,
      textVersion: 'v1',
      source: 'checkout',
      at: '2026-11-02T00:00:00.000Z',
    });

    expect(await deliverMessage(db, id, sender())).toBe('not-sent');
    expect(await inbox('84912345678')).toHaveLength(0);
  });
});
