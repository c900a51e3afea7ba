import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import { PENDING_GRACE_MS, queueMail } from '../src/mail/queue-mail.js';
import {
  backoffMs,
  deliverMail,
  LEASE_MS,
  MAX_ATTEMPTS,
  sendDueMail,
  type MailTransport,
  type SenderOptions,
} from '../src/mail/send-mail.js';
import { clearDatabase, db } from './support/test-context.js';

type Sent = Parameters<MailTransport['sendMail']>[0];

/** An SMTP server stand-in: records what it accepted, fails while told to, may hold a send. */
class FakeTransport implements MailTransport {
  sent: Sent[] = [];
  failuresLeft = 0;
  hold: Promise<void> | null = null;
  async sendMail(message: Sent) {
    if (this.hold) await this.hold;
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('421 try again later');
    }
    this.sent.push(message);
    return { messageId: message.messageId };
  }
}

let clock = Date.parse('2026-03-05T01:00:00.000Z');
const sender = (transport: MailTransport): SenderOptions => ({
  transport,
  from: 'Laptop Shop <no-reply@shop.example>',
  messageIdDomain: 'shop.example',
  now: () => clock,
});
const queued = () =>
  queueMail(db, {
    to: 'lan@example.com',
    message: { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' },
    template: { name: 'test', data: {} },
  });
const delivery = async (id: string) =>
  ((await db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDoc).delivery;

beforeEach(async () => {
  await clearDatabase();
  clock = Date.now();
});

describe('the mail sender', () => {
  it('sends a queued mail once and records SUCCESS', async () => {
    const transport = new FakeTransport();
    const id = await queued();
    expect(await deliverMail(db, id, sender(transport))).toBe('sent');
    expect(transport.sent).toEqual([
      expect.objectContaining({
        to: 'lan@example.com',
        subject: 'Hello',
        text: 'Hi',
        messageId: `<${id}@shop.example>`,
      }),
    ]);
    const state = await delivery(id);
    expect(state).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(state.nextAttemptAt).toBeUndefined();
    expect(await deliverMail(db, id, sender(transport))).toBe('skipped');
    expect(transport.sent).toHaveLength(1);
  });

  it('sends once when two senders take the same mail at the same time', async () => {
    const transport = new FakeTransport();
    const id = await queued();
    const outcomes = await Promise.all([
      deliverMail(db, id, sender(transport)),
      deliverMail(db, id, sender(transport)),
    ]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(transport.sent).toHaveLength(1);
  });

  it('a restarted sender sends nothing that was sent or is being sent', async () => {
    const first = new FakeTransport();
    const sentId = await queued();
    await deliverMail(db, sentId, sender(first));
    // A send under way in the first sender when the second starts.
    let release = () => undefined as void;
    first.hold = new Promise<void>((resolve) => (release = resolve));
    const inFlightId = await queued();
    const inFlight = deliverMail(db, inFlightId, sender(first));
    await expect.poll(async () => (await delivery(inFlightId)).state).toBe('PROCESSING');

    const restarted = new FakeTransport();
    clock += PENDING_GRACE_MS + 1;
    expect(await sendDueMail(db, sender(restarted))).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await deliverMail(db, sentId, sender(restarted))).toBe('skipped');
    expect(await deliverMail(db, inFlightId, sender(restarted))).toBe('skipped');
    expect(restarted.sent).toEqual([]);
    release();
    expect(await inFlight).toBe('sent');
    expect(first.sent).toHaveLength(2);
  });

  it('keeps the outcome of the sender that claimed after a lease ran out, not the late one', async () => {
    const slow = new FakeTransport();
    let release = () => undefined as void;
    slow.hold = new Promise<void>((resolve) => (release = resolve));
    slow.failuresLeft = 1;
    const id = await queued();
    const late = deliverMail(db, id, sender(slow));
    await expect.poll(async () => (await delivery(id)).state).toBe('PROCESSING');

    clock += LEASE_MS + 1;
    const next = new FakeTransport();
    expect(await deliverMail(db, id, sender(next))).toBe('sent');
    release();
    expect(await late).toBe('failed');
    expect(await delivery(id)).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
  });

  it('retries a failed send with backoff, then succeeds', async () => {
    const transport = new FakeTransport();
    transport.failuresLeft = 2;
    const id = await queued();
    expect(await deliverMail(db, id, sender(transport))).toBe('failed');
    expect(await delivery(id)).toMatchObject({ state: 'ERROR', attempts: 1, error: '421 try again later' });

    // Not due before its backoff.
    clock += backoffMs(1) - 1;
    expect(await sendDueMail(db, sender(transport))).toMatchObject({ sent: 0, failed: 0 });
    clock += 1;
    expect(await sendDueMail(db, sender(transport))).toMatchObject({ failed: 1 });
    const second = await delivery(id);
    expect(second).toMatchObject({ state: 'ERROR', attempts: 2 });
    expect(second.nextAttemptAt).toBe(new Date(clock + backoffMs(2)).toISOString());
    expect(backoffMs(2)).toBe(4 * backoffMs(1));

    clock += backoffMs(2);
    expect(await sendDueMail(db, sender(transport))).toMatchObject({ sent: 1 });
    expect(await delivery(id)).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null });
    expect(transport.sent).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const transport = new FakeTransport();
    transport.failuresLeft = MAX_ATTEMPTS;
    const id = await queued();
    await deliverMail(db, id, sender(transport));
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      clock += backoffMs(attempt);
      await sendDueMail(db, sender(transport));
    }
    const state = await delivery(id);
    expect(state).toMatchObject({ state: 'ERROR', attempts: MAX_ATTEMPTS, error: '421 try again later' });
    expect(state.nextAttemptAt).toBeUndefined();
    clock += backoffMs(MAX_ATTEMPTS) * 10;
    expect(await sendDueMail(db, sender(transport))).toMatchObject({ sent: 0, failed: 0, skipped: 0 });
    expect(transport.sent).toEqual([]);
  });

  it('picks up a mail the trigger never claimed, and one whose sender died, after their time', async () => {
    const transport = new FakeTransport();
    const missed = await queued();
    // The queue stamps the mail with the real time: the sweep's clock starts from after it.
    clock = Date.now();
    expect(await sendDueMail(db, sender(transport))).toMatchObject({ sent: 0 });
    clock += PENDING_GRACE_MS;
    expect(await sendDueMail(db, sender(transport))).toMatchObject({ sent: 1 });

    // A claim whose sender never finished: taken again once its lease ran out; the late finisher changes nothing.
    const abandoned = new FakeTransport();
    let release = () => undefined as void;
    abandoned.hold = new Promise<void>((resolve) => (release = resolve));
    const id = await queued();
    const stuck = deliverMail(db, id, sender(abandoned));
    await expect.poll(async () => (await delivery(id)).state).toBe('PROCESSING');
    clock += LEASE_MS;
    expect(await sendDueMail(db, sender(transport))).toMatchObject({ sent: 1 });
    abandoned.failuresLeft = 1;
    release();
    await stuck;
    expect(await delivery(id)).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    expect(transport.sent.map((mail) => mail.messageId)).toEqual([`<${missed}@shop.example>`, `<${id}@shop.example>`]);
  });
});
