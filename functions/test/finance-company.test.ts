/**
 * Instalments through a finance company, against the emulators
 * (docs/decisions/0110-finance-company-applications.md): the application with the order, the
 * staff's list, approve and refuse, the time-out, their races, and the personal data kept apart.
 */
import { describe, expect, it, beforeEach } from 'vitest';
import { auditLogCol, ordersCol } from '../src/data/collections.js';
import { financeApplicationsCol } from '../src/payments/finance-company/application-store.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { Order } from '../src/shared/entities/order.js';
import { FINANCE_CONSENT_VERSION } from '../src/shared/finance-schemas.js';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { allOrders } from './support/orders.js';
import { app, placeOrder, readOrder, suite, usePaymentSuite } from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

beforeEach(async () => {
  await db.recursiveDelete(db.collection(COLLECTIONS.financeApplications));
});

const NATIONAL_ID = '079203001234';

const application = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Nguyễn Thị Hồ Sơ',
  phone: '0987654321',
  nationalId: NATIONAL_ID,
  termMonths: 12,
  downPaymentPercent: 20,
  consent: true,
  ...overrides,
});

/** Tries to place one unit of a fresh laptop at `price` (the spec's shipping is added) through a finance company. */
async function tryApplying(financeApplication: unknown, price = 3_600_000, stock = 5) {
  const product = await addProduct({ price, countInStock: stock });
  const res = await callEndpoint(app, 'placeOrder', { as: suite.customer }).send({
    ...placeOrderBody([{ _id: product.id, quantity: 1 }], {
      paymentMethod: 'FINANCE_COMPANY',
      shippingAddress: vietnameseAddress(),
    }),
    ...(financeApplication === undefined ? {} : { financeApplication }),
  });
  return { res, productId: product.id };
}

async function apply(stock = 5) {
  const { res, productId } = await tryApplying(application(), 3_600_000, stock);
  expect(res.status).toBe(201);
  return { order: res.body as Order, productId };
}

const approve = (id: string) =>
  callEndpoint(app, 'approveFinance', {
    params: { id },
    as: suite.admin,
    body: { partner: 'Home Credit', contractNumber: 'HC-2026-0001' },
  });
const refuse = (id: string) =>
  callEndpoint(app, 'refuseFinance', { params: { id }, as: suite.admin, body: { reason: 'Thu nhập chưa đủ' } });
/** The 409 of a decision on an order that is not an application awaiting one (written out: the test pins it). */
const NOT_AWAITING_DECISION = 'Only a finance-company application awaiting approval can be approved or refused';
const readApplication = async (id: string) => (await financeApplicationsCol(db).doc(id).get()).data();

describe('applying at checkout', () => {
  it('places the order awaiting approval with its stock held; the personal data is only in financeApplications', async () => {
    const { order, productId } = await apply();
    expect(order).toMatchObject({
      paymentMethod: 'FINANCE_COMPANY',
      status: 'awaitingApproval',
      isPaid: false,
      finance: { termMonths: 12, downPaymentPercent: 20, decision: null, partner: null },
    });
    const held = Date.parse(order.finance?.holdEndsAt ?? '') - Date.parse(order.createdAt);
    expect(held).toBe(48 * 3_600_000);
    expect((await readProduct(productId))?.countInStock).toBe(4);
    const stored = JSON.stringify(await readOrder(order._id));
    for (const secret of [NATIONAL_ID, 'Nguyễn Thị Hồ Sơ', '+84987654321']) {
      expect(stored).not.toContain(secret);
      expect(JSON.stringify(order)).not.toContain(secret);
    }
    expect(await readApplication(order._id)).toMatchObject({
      fullName: 'Nguyễn Thị Hồ Sơ',
      phone: '+84987654321',
      nationalId: NATIONAL_ID,
      consent: { givenAt: order.createdAt, textVersion: FINANCE_CONSENT_VERSION },
      decidedAt: null,
    });
  });

  it.each([
    [application({ nationalId: '07920300123' }), 'financeApplication.nationalId must be exactly 12 digits'],
    [application({ nationalId: '07920300123a' }), 'financeApplication.nationalId must be exactly 12 digits'],
    [application({ consent: false }), 'financeApplication.consent must be true'],
    [application({ fullName: ' ' }), 'financeApplication.fullName is required'],
    [application({ phone: '123' }), 'financeApplication.phone must be a Vietnamese phone number'],
    [application({ termMonths: 7 }), 'financeApplication.termMonths must be one of 3, 6, 9, 12'],
    [application({ downPaymentPercent: 10 }), 'financeApplication.downPaymentPercent must be one of 0, 20, 30, 50'],
    [undefined, 'financeApplication is required for FINANCE_COMPANY'],
  ])('refuses a bad application with 400 naming the field, storing nothing (%#)', async (body, message) => {
    const { res, productId } = await tryApplying(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect((await readProduct(productId))?.countInStock).toBe(5);
    expect(await allOrders()).toEqual([]);
    expect((await financeApplicationsCol(db).get()).size).toBe(0);
  });

  it('below the installment minimum answers 409 with the payment step’s reason and stores nothing', async () => {
    const { res, productId } = await tryApplying(application(), 2_000_000);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Chỉ áp dụng cho đơn hàng từ 3.000.000₫', code: 'CONFLICT' });
    expect((await readProduct(productId))?.countInStock).toBe(5);
    expect(await allOrders()).toEqual([]);
    expect((await financeApplicationsCol(db).get()).size).toBe(0);
  });

  it('a gateway order carrying an application is refused', async () => {
    const product = await addProduct({ price: 3_600_000 });
    const res = await callEndpoint(app, 'placeOrder', { as: suite.customer }).send({
      ...placeOrderBody([{ _id: product.id, quantity: 1 }]),
      financeApplication: application(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'financeApplication is only for FINANCE_COMPANY' });
  });
});

describe('Admin → Trả góp', () => {
  it('lists pending applications oldest first with the time left and the CCCD masked; customers may not', async () => {
    const first = await apply();
    const second = await apply();
    const decided = await apply();
    await approve(decided.order._id).expect(200);
    const res = await callEndpoint(app, 'financeApplications', { as: suite.admin }).expect(200);
    const { applications } = res.body as { applications: Record<string, unknown>[] };
    expect(applications.map((a) => a.orderId)).toEqual([first.order._id, second.order._id]);
    expect(applications[0]).toMatchObject({
      fullName: 'Nguyễn Thị Hồ Sơ',
      phone: '+84987654321',
      nationalIdMasked: '********1234',
      termMonths: 12,
      downPaymentPercent: 20,
      totalPrice: first.order.totalPrice,
    });
    expect(applications[0]?.msLeft).toBeGreaterThan(47 * 3_600_000);
    expect(JSON.stringify(res.body)).not.toContain(NATIONAL_ID);
    await callEndpoint(app, 'financeApplications', { as: suite.customer }).expect(403);
  });

  it('"Xem" shows the CCCD and audits who looked, never the number', async () => {
    const { order } = await apply();
    const res = await callEndpoint(app, 'revealFinanceNationalId', { params: { id: order._id }, as: suite.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nationalId: NATIONAL_ID });
    const audit = (await auditLogCol(db).where('action', '==', 'finance.reveal').get()).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: { uid: suite.admin.uid }, target: { id: order._id } });
    expect(JSON.stringify(audit)).not.toContain(NATIONAL_ID);
    await callEndpoint(app, 'revealFinanceNationalId', { params: { id: order._id }, as: suite.customer }).expect(403);
  });
});

describe('the application’s life', () => {
  it('approved: awaits payment with the contract, packed, shipped and delivered unpaid; Mark as Paid records the company’s money', async () => {
    const { order, productId } = await apply();
    const res = await approve(order._id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'awaitingPayment',
      finance: { decision: 'approved', partner: 'Home Credit', contractNumber: 'HC-2026-0001' },
    });
    expect((await readApplication(order._id))?.eraseAfter).not.toBeNull();
    await callEndpoint(app, 'packOrder', { params: { id: order._id }, as: suite.admin }).expect(200);
    await callEndpoint(app, 'shipOrder', {
      params: { id: order._id },
      as: suite.admin,
      body: { carrier: 'GHN', trackingNumber: 'GHN123' },
    }).expect(200);
    await callEndpoint(app, 'markOrderDelivered', { params: { id: order._id }, as: suite.admin, body: {} }).expect(200);
    // The buyer paid the down payment at the door; the finance company pays the shop the rest.
    expect(await readOrder(order._id)).toMatchObject({ status: 'delivered', isPaid: false });
    await callEndpoint(app, 'markOrderPaid', { params: { id: order._id }, as: suite.admin }).expect(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect((await readProduct(productId))?.countInStock).toBe(4);
    // Decided once.
    expect((await approve(order._id)).status).toBe(409);
  });

  it('refused: cancelled with the reason, its stock back', async () => {
    const { order, productId } = await apply();
    const res = await refuse(order._id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Thu nhập chưa đủ',
      finance: { decision: 'refused' },
    });
    expect((await readProduct(productId))?.countInStock).toBe(5);
    expect((await approve(order._id)).status).toBe(409);
  });

  it('not decided within financeHoldHours: the sweep cancels it (approval-timeout) and its stock goes back', async () => {
    const { order, productId } = await apply();
    const later = new Date(Date.parse(order.finance?.holdEndsAt ?? '') + 1000);
    expect(await expireOverdueOrders(db, undefined, new Date(Date.parse(order.createdAt) + 3_600_000))).toBe(0);
    expect(await expireOverdueOrders(db, undefined, later)).toBe(1);
    expect(await readOrder(order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'approval-timeout' });
    expect((await readProduct(productId))?.countInStock).toBe(5);
    expect((await approve(order._id)).status).toBe(409);
  });

  it('approve racing the customer’s cancel: the cancel stands either way, the stock comes back exactly once', async () => {
    const { order, productId } = await apply();
    const [approved, cancelled] = await Promise.all([
      approve(order._id),
      callEndpoint(app, 'cancelMyOrder', { params: { id: order._id }, as: suite.customer, body: { reason: '' } }),
    ]);
    // Approved first, the customer may still cancel (as cash on delivery before packing); cancelled first, the approve is refused.
    expect(cancelled.status).toBe(200);
    expect([200, 409]).toContain(approved.status);
    const stored = await readOrder(order._id);
    expect(stored?.status).toBe('cancelled');
    expect(stored?.statusHistory?.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
    expect((await readProduct(productId))?.countInStock).toBe(5);
  });

  it('refuse after approve answers 409 and changes nothing: the decision, the stock, the history (no refusal email)', async () => {
    const { order, productId } = await apply();
    await approve(order._id).expect(200);
    const [before, applicationBefore] = [await readOrder(order._id), await readApplication(order._id)];
    const res = await refuse(order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: NOT_AWAITING_DECISION, code: 'CONFLICT' });
    // The order's emails follow its history (triggers/order-mail.ts): an unchanged order queues none.
    expect(await readOrder(order._id)).toEqual(before);
    expect(await readApplication(order._id)).toEqual(applicationBefore);
    expect((await readProduct(productId))?.countInStock).toBe(4);
  });

  it('approve after refuse answers 409 and changes nothing', async () => {
    const { order, productId } = await apply();
    await refuse(order._id).expect(200);
    const [before, applicationBefore] = [await readOrder(order._id), await readApplication(order._id)];
    const res = await approve(order._id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: NOT_AWAITING_DECISION, code: 'CONFLICT' });
    expect(await readOrder(order._id)).toEqual(before);
    expect(await readApplication(order._id)).toEqual(applicationBefore);
    expect((await readProduct(productId))?.countInStock).toBe(5);
  });

  it.each(['VNPAY', 'COD'] as const)(
    'approve and refuse on a %s order answer 409 and store nothing: it has no application to decide',
    async (method) => {
      const { order, productId } = await placeOrder({ method });
      const before = await readOrder(order._id);
      for (const res of [await refuse(order._id), await approve(order._id)]) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: NOT_AWAITING_DECISION, code: 'CONFLICT' });
      }
      expect(await readOrder(order._id)).toEqual(before);
      expect(await readApplication(order._id)).toBeUndefined();
      expect((await readProduct(productId))?.countInStock).toBe(4);
    },
  );

  it('approve racing refuse and the sweep: exactly one decides, the stock is exact, every time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, productId } = await apply();
      const late = new Date(Date.parse(order.finance?.holdEndsAt ?? '') + 1000);
      const [approved, refused, expired] = await Promise.all([
        approve(order._id),
        refuse(order._id),
        expireOverdueOrders(db, undefined, late),
      ]);
      const wins = [approved.status === 200, refused.status === 200, expired === 1].filter(Boolean);
      expect(wins).toHaveLength(1);
      for (const res of [approved, refused]) expect([200, 409]).toContain(res.status);
      const stock = (await readProduct(productId))?.countInStock;
      expect(stock).toBe(approved.status === 200 ? 4 : 5);
      const history = (await readOrder(order._id))?.statusHistory ?? [];
      expect(history).toHaveLength(2);
    }
  });

  it('10 concurrent approves: one wins, nine answer 409', async () => {
    const { order } = await apply();
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(order._id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const history = (await readOrder(order._id))?.statusHistory ?? [];
    expect(history.map((entry) => entry.status)).toEqual(['awaitingApproval', 'awaitingPayment']);
  });

  it('the sweep erases an application financeDataRetentionDays after the decision, also after a cancel', async () => {
    const approved = await apply();
    const cancelled = await apply();
    const pending = await apply();
    await approve(approved.order._id).expect(200);
    await callEndpoint(app, 'cancelMyOrder', {
      params: { id: cancelled.order._id },
      as: suite.customer,
      body: { reason: '' },
    }).expect(200);
    await expireOverdueOrders(db, undefined, new Date(Date.now() + 89 * 86_400_000));
    // Not yet: 89 days; the pending one was timed out by that sweep, and is dated now.
    expect(await readApplication(approved.order._id)).toBeDefined();
    expect((await readApplication(cancelled.order._id))?.eraseAfter).not.toBeNull();
    await expireOverdueOrders(db, undefined, new Date(Date.now() + 91 * 86_400_000));
    expect(await readApplication(approved.order._id)).toBeUndefined();
    expect(await readApplication(cancelled.order._id)).toBeUndefined();
    expect(await readApplication(pending.order._id)).toBeDefined();
    expect((await ordersCol(db).doc(pending.order._id).get()).data()?.status).toBe('cancelled');
  });
});
