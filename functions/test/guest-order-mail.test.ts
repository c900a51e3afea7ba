/**
 * A guest order's emails: placed and each status change an account gets, to the email the guest
 * gave, in Vietnamese, every button leading to the lookup page (docs/guest-checkout-and-zalo.md).
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ordersCol } from '../src/data/collections.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import type { StatusChange } from '../src/shared/order-status.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import { handleOrderMailCreated, handleOrderMailUpdated } from '../src/triggers/order-mail.js';
import { orderDoc } from '@test-factories';
import { clearDatabase, db } from './support/test-context.js';

const ORIGIN = 'https://shop.example';
const LOOKUP = `${ORIGIN}/tra-cuu-don-hang`;
/** A guest has no account to ask about: the check must not be what decides. */
const NO_ACCOUNT = () => Promise.reject(new Error('a guest order has no account to check'));
const eventId = () => `event-${randomUUID()}`;

const entry = (status: StatusChange['status']): StatusChange => ({
  status,
  at: '2026-03-05T01:00:00.000Z',
  by: { role: 'admin' },
  note: null,
});

const guestOrder = (email: string | null, overrides: Partial<OrderDoc> = {}) =>
  orderDoc({
    userId: null,
    orderCode: 'LSAB234',
    paymentMethod: 'COD',
    guest: { name: 'Trần Bình', phone: '+84987654321', email, zaloOptIn: false },
    statusHistory: [entry('awaitingPayment')],
    ...overrides,
  });

async function mails(): Promise<MailDoc[]> {
  const snapshot = await db.collection(COLLECTIONS.mail).get();
  return snapshot.docs
    .map((doc) => doc.data() as MailDoc)
    .sort((a, b) => a.template.name.localeCompare(b.template.name));
}

async function created(order: OrderDoc) {
  await ordersCol(db).doc('g1').set(order);
  return { id: eventId(), data: await ordersCol(db).doc('g1').get() };
}

async function updated(change: Partial<OrderDoc>) {
  const ref = ordersCol(db).doc('g1');
  const before = await ref.get();
  await ref.set(change, { merge: true });
  return { id: eventId(), data: { before, after: await ref.get() } };
}

beforeEach(clearDatabase);

describe('a guest order’s emails', () => {
  it('sends "order placed" and each status change to the guest’s email, in Vietnamese, linking the lookup page', async () => {
    await handleOrderMailCreated(db, await created(guestOrder('binh@example.vn')), ORIGIN, NO_ACCOUNT);
    const history = [entry('awaitingPayment'), entry('packing'), entry('shipped')];
    await handleOrderMailUpdated(
      db,
      await updated({ statusHistory: history, shipment: { carrier: 'GHN', trackingNumber: 'GHN123' } }),
      ORIGIN,
      NO_ACCOUNT,
    );
    const queued = await mails();
    expect(queued.map((mail) => mail.template.name)).toEqual(['order-shipped', 'orderPlaced']);
    for (const mail of queued) {
      expect(mail.to).toBe('binh@example.vn');
      expect(mail.message.subject).toContain('Đơn hàng LSAB234');
      expect(mail.message.text).toContain(LOOKUP);
      expect(mail.message.text).not.toContain(`${ORIGIN}/order/`);
    }
  });

  it('sends nothing for a guest order without an email', async () => {
    await handleOrderMailCreated(db, await created(guestOrder(null)), ORIGIN, NO_ACCOUNT);
    await handleOrderMailUpdated(
      db,
      await updated({ statusHistory: [entry('awaitingPayment'), entry('cancelled')] }),
      ORIGIN,
      NO_ACCOUNT,
    );
    expect(await mails()).toEqual([]);
  });
});
