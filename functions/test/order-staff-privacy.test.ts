/**
 * What a customer reads of their order names no staff (docs/decisions/0028-orders-read-from-firestore.md):
 * the order records roles, the people go to orders/{id}/staff/actors, and only an admin's view of
 * the order (the API's answer to an admin) carries them. Customers read orders straight from
 * Firestore, so the stored order itself must hold no staff uid or email, and so must the API's answers.
 */
import { describe, expect, it } from 'vitest';
import { invoiceRequest, orderDoc, placeOrderBody } from '@test-factories';
import { ordersCol, orderStaffDoc } from '../src/data/collections.js';
import { moveOrderActorsToStaff } from '../src/migrations/order-staff-actors.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { AdminOrderPage } from '../src/shared/entities/admin.js';
import type { Order } from '../src/shared/entities/order.js';
import { callEndpoint } from './support/call-endpoint.js';
import { app, suite, usePaymentSuite } from './support/payment-suite.js';
import { addProduct } from './support/products.js';
import { ctx } from './support/test-context.js';

usePaymentSuite();
const db = () => ctx.db;

/** Whether any staff uid or email appears anywhere in what was read. */
const namesStaff = (data: unknown) => {
  const text = JSON.stringify(data);
  return text.includes(suite.admin.email) || text.includes(suite.admin.uid);
};

async function placeWithInvoice(): Promise<Order> {
  const product = await addProduct({ price: 120.25, countInStock: 5 });
  // The invoice request is in the contract as the shop's own form sends it (not in placeOrderBody's type).
  const body = { ...placeOrderBody([{ _id: product.id, quantity: 1 }]), invoice: invoiceRequest() };
  const res = await callEndpoint(app, 'placeOrder', { as: suite.customer }).send(body);
  expect(res.status).toBe(201);
  return res.body as Order;
}

const asAdmin = (name: 'markOrderPaid' | 'packOrder', id: string) =>
  callEndpoint(app, name, { params: { id }, as: suite.admin });

/** An order an admin marked paid, packed, shipped and made the invoice out for. */
async function orderWorkedOnByStaff(): Promise<string> {
  const { _id: id } = await placeWithInvoice();
  expect((await asAdmin('markOrderPaid', id)).status).toBe(200);
  expect((await asAdmin('packOrder', id)).status).toBe(200);
  const shipped = await callEndpoint(app, 'shipOrder', {
    params: { id },
    as: suite.admin,
    body: { carrier: 'GHN', trackingNumber: 'GHN123' },
  });
  expect(shipped.status).toBe(200);
  const invoiced = await callEndpoint(app, 'issueInvoice', {
    params: { id },
    as: suite.admin,
    body: { number: 'AA/25E-0001234' },
  });
  expect(invoiced.status).toBe(200);
  return id;
}

describe("a customer's order read", () => {
  it('names no staff uid or email, stored or answered, while the admin reads who did what', async () => {
    const id = await orderWorkedOnByStaff();

    // What the customer's Firestore read returns: the stored order.
    const stored = (await ordersCol(db()).doc(id).get()).data();
    expect(namesStaff(stored)).toBe(false);
    expect(stored?.statusHistory?.map((entry) => entry.by)).toEqual([
      { role: 'customer' },
      { role: 'admin' },
      { role: 'admin' },
      { role: 'admin' },
    ]);
    expect(stored?.invoice?.issued?.by).toEqual({ role: 'admin' });

    // What the API answers the customer.
    const byId = await callEndpoint(app, 'orderById', { params: { id }, as: suite.customer });
    const mine = await callEndpoint(app, 'myOrders', { as: suite.customer });
    expect(byId.status).toBe(200);
    expect(namesStaff(byId.body)).toBe(false);
    expect(namesStaff(mine.body)).toBe(false);
    expect((byId.body as Order).statusHistory?.[2]?.by).toEqual({ role: 'admin' });

    // The people, where only admins read them; the admin's answer merges them back.
    const staff = (await orderStaffDoc(db(), id).get()).data();
    const adminPerson = { uid: suite.admin.uid, email: suite.admin.email };
    expect(staff?.statusBy).toEqual({
      '0': { uid: suite.customer.uid, email: suite.customer.email },
      '1': adminPerson,
      '2': adminPerson,
      '3': adminPerson,
    });
    expect(staff?.invoiceIssuedBy).toEqual(adminPerson);
    const adminView = (await callEndpoint(app, 'orderById', { params: { id }, as: suite.admin })).body as Order;
    expect(adminView.statusHistory?.map((entry) => entry.by)).toEqual([
      { role: 'customer', uid: suite.customer.uid, email: suite.customer.email },
      { role: 'admin', ...adminPerson },
      { role: 'admin', ...adminPerson },
      { role: 'admin', ...adminPerson },
    ]);
    expect(adminView.invoice?.issued?.by).toEqual({ role: 'admin', ...adminPerson });
    const page = (await callEndpoint(app, 'adminOrders', { query: {}, as: suite.admin })).body as AdminOrderPage;
    expect(page.orders.find((row) => row._id === id)?.statusHistory?.[3]?.by).toEqual({
      role: 'admin',
      ...adminPerson,
    });
  });

  it("a hand refund names the refunding admin to admins only; the customer's cancel names them to admins only", async () => {
    const { _id: id } = await placeWithInvoice();
    await asAdmin('markOrderPaid', id);
    const cancelled = await callEndpoint(app, 'cancelMyOrder', {
      params: { id },
      as: suite.customer,
      body: { reason: 'Changed my mind' },
    });
    expect(cancelled.status).toBe(200);
    const refunded = await callEndpoint(app, 'refundOrder', {
      params: { id },
      as: suite.admin,
      body: { reference: 'VCB 000123' },
    });
    expect(refunded.status).toBe(200);
    expect((refunded.body as Order).refund?.by).toEqual({
      role: 'admin',
      uid: suite.admin.uid,
      email: suite.admin.email,
    });

    const stored = (await ordersCol(db()).doc(id).get()).data();
    expect(namesStaff(stored)).toBe(false);
    expect(stored?.refund?.by).toEqual({ role: 'admin' });
    const customerView = await callEndpoint(app, 'orderById', { params: { id }, as: suite.customer });
    expect(namesStaff(customerView.body)).toBe(false);
    expect((await orderStaffDoc(db(), id).get()).data()?.refundBy).toEqual({
      uid: suite.admin.uid,
      email: suite.admin.email,
    });
  });

  it('deleting an order deletes who acted on it', async () => {
    // Only a cancelled order that was never paid may be deleted: an admin's cancel names its staff.
    const { _id: id } = await placeWithInvoice();
    const cancelled = await callEndpoint(app, 'cancelOrder', {
      params: { id },
      as: suite.admin,
      body: { reason: 'Out of stock' },
    });
    expect(cancelled.status).toBe(200);
    expect((await orderStaffDoc(db(), id).get()).exists).toBe(true);
    const res = await callEndpoint(app, 'deleteOrder', { params: { id }, as: suite.admin });
    expect(res.status).toBe(200);
    expect((await orderStaffDoc(db(), id).get()).exists).toBe(false);
  });
});

describe('migration: people out of stored orders', () => {
  it('moves the uids and emails of an old order to its staff document, leaving roles; again changes nothing', async () => {
    const admin = { uid: 'admin-1', email: 'staff@shop.vn' };
    const customer = { uid: 'u1', email: 'lan@example.com' };
    const old = {
      ...orderDoc({ userId: 'u1', isPaid: true, paidAt: '2026-03-05T01:00:00.000Z', status: 'refunded' }),
      statusHistory: [
        { status: 'awaitingPayment', at: '2026-03-05T00:00:00.000Z', by: customer, note: null },
        { status: 'paid', at: '2026-03-05T01:00:00.000Z', by: { uid: 'gateway:VNPAY', email: 'VNPAY' }, note: null },
        { status: 'refundPending', at: '2026-03-05T02:00:00.000Z', by: admin, note: 'No stock' },
        { status: 'refunded', at: '2026-03-05T03:00:00.000Z', by: admin, note: 'VCB 1' },
      ],
      refund: {
        method: 'hand',
        state: 'done',
        reference: 'VCB 1',
        amount: 101,
        gatewayCode: null,
        gatewayMessage: null,
        transactionNo: null,
        at: '2026-03-05T03:00:00.000Z',
        by: admin,
      },
      invoice: { ...invoiceRequest(), issued: { number: 'AA/1', at: '2026-03-05T04:00:00.000Z', by: admin } },
    };
    await db().collection(COLLECTIONS.orders).doc('old-1').set(old);
    await ordersCol(db())
      .doc('new-1')
      .set(orderDoc({ statusHistory: [] }));

    expect(await moveOrderActorsToStaff(db())).toBe(1);

    const stored = (await ordersCol(db()).doc('old-1').get()).data();
    expect(JSON.stringify(stored)).not.toContain('staff@shop.vn');
    expect(stored?.statusHistory?.map((entry) => entry.by.role)).toEqual(['customer', 'gateway', 'admin', 'admin']);
    expect(stored?.refund?.by).toEqual({ role: 'admin' });
    expect(stored?.invoice?.issued?.by).toEqual({ role: 'admin' });
    expect((await orderStaffDoc(db(), 'old-1').get()).data()).toEqual({
      statusBy: { '0': customer, '2': admin, '3': admin },
      refundBy: admin,
      invoiceIssuedBy: admin,
    });
    expect(await moveOrderActorsToStaff(db())).toBe(0);
  });
});
