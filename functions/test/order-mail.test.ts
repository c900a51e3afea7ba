import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ordersCol, usersCol } from '../src/data/collections.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import { ORDER_EMAILS_PER_RECIPIENT_PER_HOUR } from '../src/shared/constants.js';
import type { OrderDoc } from '../src/shared/entities/order.js';
import type { StatusChange } from '../src/shared/order-status.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import { handleOrderMailCreated, handleOrderMailUpdated } from '../src/triggers/order-mail.js';
import { orderDoc, userDoc } from '@test-factories';
import { clearDatabase, db } from './support/test-context.js';

const ORIGIN = 'https://shop.example';
/** The customer u1's address is verified (as Firebase Auth would say). */
const VERIFIED = () => Promise.resolve(true);
const eventId = () => `event-${randomUUID()}`;

async function mails(): Promise<MailDoc[]> {
  const snapshot = await db.collection(COLLECTIONS.mail).get();
  return snapshot.docs
    .map((doc) => doc.data() as MailDoc)
    .sort((a, b) => a.template.name.localeCompare(b.template.name));
}

async function createOrder(order: OrderDoc, id = 'o1') {
  await ordersCol(db).doc(id).set(order);
  const snapshot = await ordersCol(db).doc(id).get();
  return { id: eventId(), data: snapshot };
}

/** An update as onDocumentUpdated reports it. */
async function updateOrder(id: string, change: Partial<OrderDoc>) {
  const ref = ordersCol(db).doc(id);
  const before = await ref.get();
  await ref.set(change, { merge: true });
  const after = await ref.get();
  return { id: eventId(), data: { before, after } };
}

const entry = (status: StatusChange['status'], note: string | null = null): StatusChange => ({
  status,
  at: '2026-03-05T01:00:00.000Z',
  by: { role: 'admin' },
  note,
});

beforeEach(async () => {
  await clearDatabase();
  await usersCol(db)
    .doc('u1')
    .set(userDoc({ email: 'lan@example.com', language: 'en' }));
});

describe('order emails', () => {
  it('queues "order placed" once at creation, in the customer’s language, with the pay-now link and deadline', async () => {
    const event = await createOrder(orderDoc({ createdAt: '2026-03-05T01:00:00.000Z' }));
    await handleOrderMailCreated(db, event, ORIGIN, VERIFIED);
    await handleOrderMailCreated(db, event, ORIGIN, VERIFIED);
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: 'lan@example.com', delivery: { state: 'PENDING', attempts: 0 } });
    expect(queued[0]?.message.subject).toBe('Order received – Order o1');
    expect(queued[0]?.message.text).toContain(`Pay now: ${ORIGIN}/order/o1`);
    // The default shop settings hold a gateway order 30 minutes: 08:00 + 30 min in Vietnam.
    expect(queued[0]?.message.text).toContain('Please pay before 05/03/2026 08:30 (GMT+7)');
  });

  it('writes Vietnamese for a customer on the mixed default', async () => {
    await usersCol(db)
      .doc('u1')
      .set(userDoc({ email: 'lan@example.com', language: 'mixed' }));
    await handleOrderMailCreated(db, await createOrder(orderDoc()), ORIGIN, VERIFIED);
    expect((await mails())[0]?.message.subject).toBe('Đã nhận đơn hàng – Đơn hàng o1');
  });

  it('queues one email per new history entry, none for packing, and none again on redelivery', async () => {
    await createOrder(orderDoc({ statusHistory: [entry('awaitingPayment')] }));
    const paid = await updateOrder('o1', { isPaid: true, statusHistory: [entry('awaitingPayment'), entry('paid')] });
    await handleOrderMailUpdated(db, paid, ORIGIN, VERIFIED);
    await handleOrderMailUpdated(db, paid, ORIGIN, VERIFIED);
    const history = [entry('awaitingPayment'), entry('paid'), entry('packing'), entry('shipped')];
    const shipped = await updateOrder('o1', {
      statusHistory: history,
      shipment: { carrier: 'GHN', trackingNumber: 'GHN123' },
    });
    await handleOrderMailUpdated(db, shipped, ORIGIN, VERIFIED);
    const queued = await mails();
    expect(queued.map((mail) => mail.template.name)).toEqual(['order-paid', 'order-shipped']);
    expect(queued[1]?.message.text).toContain('Tracking number: GHN123');
    // A second event carrying the same entries (say, a later field change) queues nothing more.
    await handleOrderMailUpdated(
      db,
      { id: eventId(), data: { before: paid.data.after, after: shipped.data.after } },
      ORIGIN,
      VERIFIED,
    );
    expect(await mails()).toHaveLength(2);
  });

  it('tells who cancelled and why, and each refund step', async () => {
    await createOrder(orderDoc({ statusHistory: [entry('awaitingPayment')] }));
    const history = [
      entry('awaitingPayment'),
      entry('paid'),
      entry('cancelled', 'Out of stock'),
      entry('refundPending'),
    ];
    await handleOrderMailUpdated(db, await updateOrder('o1', { statusHistory: history }), ORIGIN, VERIFIED);
    await handleOrderMailUpdated(
      db,
      await updateOrder('o1', { statusHistory: [...history, entry('refunded')] }),
      ORIGIN,
      VERIFIED,
    );
    const byName = Object.fromEntries((await mails()).map((mail) => [mail.template.name, mail.message]));
    expect(Object.keys(byName).sort()).toEqual([
      'order-cancelled',
      'order-paid',
      'order-refundPending',
      'order-refunded',
    ]);
    expect(byName['order-cancelled']?.text).toContain('The shop cancelled order o1');
    expect(byName['order-cancelled']?.text).toContain('Reason: Out of stock');
    expect(byName['order-refunded']?.subject).toBe('Refund completed – Order o1');
  });

  it('tells a cash-on-delivery customer once, in the delivered email, that the cash was received', async () => {
    const shipped = [entry('awaitingPayment'), entry('packing'), entry('shipped')];
    await createOrder(orderDoc({ paymentMethod: 'COD', totalPrice: 1_200_000, statusHistory: shipped }));
    // The admin's deliver action on a COD order writes 'paid' and 'delivered' together.
    const delivered = await updateOrder('o1', {
      isPaid: true,
      isDelivered: true,
      statusHistory: [...shipped, entry('paid'), entry('delivered')],
    });
    await handleOrderMailUpdated(db, delivered, ORIGIN, VERIFIED);
    const queued = await mails();
    expect(queued.map((mail) => mail.template.name)).toEqual(['order-delivered']);
    expect(queued[0]?.message.text).toContain('We received 1.200.000 VND in cash on delivery.');

    // A gateway order paid on its own still gets its 'paid' email.
    await createOrder(orderDoc({ statusHistory: [entry('awaitingPayment')] }), 'o2');
    await handleOrderMailUpdated(
      db,
      await updateOrder('o2', { isPaid: true, statusHistory: [entry('awaitingPayment'), entry('paid')] }),
      ORIGIN,
      VERIFIED,
    );
    expect((await mails()).map((mail) => mail.template.name)).toEqual(['order-delivered', 'order-paid']);
  });

  it('queues nothing for a customer without an email address', async () => {
    await usersCol(db).doc('u1').delete();
    await handleOrderMailCreated(db, await createOrder(orderDoc()), ORIGIN, VERIFIED);
    expect(await mails()).toEqual([]);
  });

  it('emails only an address its owner verified: an unverified account placing an order makes the shop mail no one', async () => {
    const unverified = () => Promise.resolve(false);
    await handleOrderMailCreated(db, await createOrder(orderDoc()), ORIGIN, unverified);
    await handleOrderMailUpdated(
      db,
      await updateOrder('o1', { statusHistory: [entry('awaitingPayment'), entry('cancelled', 'Tôi không muốn')] }),
      ORIGIN,
      unverified,
    );
    expect(await mails()).toEqual([]);
  });

  it(`sends one address at most ${ORDER_EMAILS_PER_RECIPIENT_PER_HOUR} order emails an hour, however many orders change`, async () => {
    const orders = Array.from({ length: ORDER_EMAILS_PER_RECIPIENT_PER_HOUR + 3 }, (_, i) => `o${i + 1}`);
    for (const id of orders) await handleOrderMailCreated(db, await createOrder(orderDoc(), id), ORIGIN, VERIFIED);
    const queued = await mails();
    expect(queued).toHaveLength(ORDER_EMAILS_PER_RECIPIENT_PER_HOUR);
    expect(new Set(queued.map((mail) => mail.to))).toEqual(new Set(['lan@example.com']));
  });
});
