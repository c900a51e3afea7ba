/**
 * Bank transfer by VietQR, confirmed by the bank-notification webhook in SePay's format, against
 * the emulators (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { describe, expect, it } from 'vitest';
import {
  auditLogCol,
  bankNotificationsCol,
  bankTransferCodesCol,
  ordersCol,
  productsCol,
  reconciliationsCol,
} from '../src/data/collections.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import { vietQrPayload } from '../src/payments/bank-transfer/vietqr.js';
import type { Order } from '../src/shared/entities/order.js';
import type { PaymentReconciliation } from '../src/shared/entities/payment.js';
import type { ReconciliationPage } from '../src/shared/entities/admin.js';
import { PAYMENT_API_MSG } from '../src/shared/payment-messages.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { callEndpoint } from './support/call-endpoint.js';
import {
  app,
  auditEntries,
  placeOrder,
  readOrder,
  reservationMinutes,
  suite,
  usePaymentSuite,
  saveShopSettings,
} from './support/payment-suite.js';
import { readProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

const KEY = DEMO_PAYMENT_SETTINGS.bank.webhookApiKey;
let nextId = 90_000;

/** A SePay notification of an incoming transfer of `amount` with `content` as its note. */
const notification = (content: string, amount: number, overrides: Record<string, unknown> = {}) => ({
  id: (nextId += 1),
  gateway: 'Vietcombank',
  transactionDate: '2026-11-24 14:02:37',
  accountNumber: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
  code: null,
  content,
  transferType: 'in',
  transferAmount: amount,
  accumulated: 19_077_000,
  subAccount: null,
  referenceCode: `MBVCB.${nextId}`,
  ...overrides,
});

const webhook = (body: unknown, authorization: string | null = `Apikey ${KEY}`) =>
  callEndpoint(app, 'bankWebhook', { body, headers: authorization === null ? {} : { Authorization: authorization } });

const placeTransfer = async (options: { quantity?: number; stock?: number } = {}) => {
  const placed = await placeOrder({ method: 'BANK_TRANSFER', price: 120.25, ...options });
  const transfer = placed.order.bankTransfer;
  if (!transfer) throw new Error('no bankTransfer in the answer');
  return { ...placed, transfer };
};

const reconciliations = async () =>
  (await reconciliationsCol(db).get()).docs.map((doc) => doc.data() as Omit<PaymentReconciliation, '_id'>);
const storedNotifications = async () => (await bankNotificationsCol(db).get()).size;

describe('placing a bank-transfer order', () => {
  it('answers the transfer: VietQR payload, a unique order code, the account, the whole-VND amount and the deadline', async () => {
    const { order, transfer } = await placeTransfer();
    const { bankBin, accountNumber } = DEFAULT_SHOP_SETTINGS.bankAccount;
    const amount = Math.round(order.totalPrice);
    expect(transfer).toEqual({
      qrPayload: vietQrPayload({ bankBin, accountNumber, amount, note: transfer.orderCode }),
      orderCode: expect.stringMatching(/^LS[2-9A-HJKMNP-Z]{5}$/),
      accountNumber,
      bankBin,
      amount,
      expiresAt: new Date(Date.parse(order.createdAt) + 24 * 3_600_000).toISOString(),
    });
    expect(order.isPaid).toBe(false);
    expect((await bankTransferCodesCol(db).doc(transfer.orderCode).get()).data()?.orderId).toBe(order._id);
    const read = await callEndpoint(app, 'orderById', { params: { id: order._id }, as: suite.customer });
    expect((read.body as Order).bankTransfer).toEqual(transfer);
  });

  it("takes the bank account and the hours from the shop's settings", async () => {
    const bankAccount = { bankBin: '970422', bankName: 'MB', accountNumber: '9990001112', accountName: 'SHOP' };
    await saveShopSettings({ bankAccount, bankTransferHours: 2 });
    const { order, transfer } = await placeTransfer();
    expect(transfer).toMatchObject({ bankBin: '970422', accountNumber: '9990001112' });
    expect(transfer.expiresAt).toBe(new Date(Date.parse(order.createdAt) + 2 * 3_600_000).toISOString());
  });

  it('gives every order its own code', async () => {
    const orders = await Promise.all([placeTransfer(), placeTransfer(), placeTransfer()]);
    expect(new Set(orders.map(({ transfer }) => transfer.orderCode)).size).toBe(3);
  });
});

describe('unpaid transfers expire', () => {
  it('not after the gateway minutes, but at their deadline, releasing the stock', async () => {
    const { order, productId } = await placeTransfer({ quantity: 2, stock: 5 });
    const ref = ordersCol(db).doc(order._id);
    await ref.update({ createdAt: new Date(Date.now() - (reservationMinutes + 5) * 60_000).toISOString() });
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(0);
    expect((await readProduct(productId))?.countInStock).toBe(3);

    await ref.update({ 'bankTransfer.expiresAt': new Date(Date.now() - 1000).toISOString() });
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(1);
    expect((await readOrder(order._id))?.cancelReason).toBe('payment-timeout');
    expect((await readProduct(productId))?.countInStock).toBe(5);
  });
});

describe('the bank webhook', () => {
  it.each([
    ['no Authorization header', null],
    ['a wrong key', 'Apikey not-the-key'],
    ['the key as a bearer token', `Bearer ${KEY}`],
  ])('answers 401 with %s and stores nothing', async (_label, authorization) => {
    const { order, transfer } = await placeTransfer();
    const res = await webhook(notification(transfer.orderCode, transfer.amount), authorization);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: PAYMENT_API_MSG.bankWebhookUnauthorized, code: 'UNAUTHENTICATED' });
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect(await storedNotifications()).toBe(0);
    expect(await reconciliations()).toEqual([]);
  });

  it('answers 401 before looking at the body, and 400 for an authenticated malformed one, storing nothing', async () => {
    expect((await webhook({ nonsense: true }, null)).status).toBe(401);
    const res = await webhook({ id: 1, content: 'x', transferType: 'sideways', transferAmount: 5 });
    expect(res.status).toBe(400);
    expect(await storedNotifications()).toBe(0);
  });

  it('pays the order its note names for exactly its amount: paid, by the bank, with the payment and an audit entry', async () => {
    const { order, transfer } = await placeTransfer();
    const body = notification(`CT DEN:0123 ${transfer.orderCode.toLowerCase()} chuyen khoan`, transfer.amount);
    const res = await webhook(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const paid = await readOrder(order._id);
    const paidAt = '2026-11-24T07:02:37.000Z';
    expect(paid).toMatchObject({
      isPaid: true,
      paidAt,
      status: 'paid',
      payment: {
        provider: 'BANK_TRANSFER',
        reference: String(body.id),
        transactionNo: body.referenceCode,
        bankCode: 'Vietcombank',
        payDate: paidAt,
      },
    });
    expect(paid?.statusHistory?.at(-1)).toMatchObject({ status: 'paid', by: { role: 'gateway' } });
    expect(await auditEntries('order.bank-pay')).toHaveLength(1);
    expect((await bankNotificationsCol(db).doc(String(body.id)).get()).data()).toMatchObject({
      outcome: 'paid',
      orderId: order._id,
    });
    expect(await reconciliations()).toEqual([]);
  });

  it('a repeated notification (same id) changes nothing more, also when the repeats arrive at once', async () => {
    const { order, transfer } = await placeTransfer();
    const body = notification(transfer.orderCode, transfer.amount);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(body)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await webhook(body)).body).toEqual({ success: true });
    expect((await readOrder(order._id))?.statusHistory?.filter((entry) => entry.status === 'paid')).toHaveLength(1);
    expect(await auditEntries('order.bank-pay')).toHaveLength(1);
    expect(await storedNotifications()).toBe(1);
    expect(await reconciliations()).toEqual([]);
  });

  it('a second, different transfer for a paid order is kept for a refund and marks the order', async () => {
    const { order, transfer } = await placeTransfer();
    await webhook(notification(transfer.orderCode, transfer.amount)).expect(200);
    await webhook(notification(transfer.orderCode, transfer.amount)).expect(200);
    expect(await reconciliations()).toEqual([
      expect.objectContaining({ orderId: order._id, reason: 'already-paid', amount: transfer.amount }),
    ]);
    expect((await readOrder(order._id))?.needsRefund).toBe(true);
  });

  it('ignores outgoing transfers: 200, the order unpaid, nothing for the admin', async () => {
    const { order, transfer } = await placeTransfer();
    const res = await webhook(notification(transfer.orderCode, transfer.amount, { transferType: 'out' }));
    expect(res.body).toEqual({ success: true });
    expect((await readOrder(order._id))?.isPaid).toBe(false);
    expect(await reconciliations()).toEqual([]);
    expect(await storedNotifications()).toBe(1);
  });

  it('a transfer naming no order answers 200 and is kept for the admin, who can mark it refunded', async () => {
    const unknown = notification('LS22222 tien hang', 500_000);
    expect((await webhook(unknown)).body).toEqual({ success: true });
    expect((await webhook(notification('no code at all', 7))).body).toEqual({ success: true });
    const records = await reconciliations();
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ reason: 'transfer-unmatched', orderId: '', provider: 'BANK_TRANSFER' });

    const list = await callEndpoint(app, 'paymentReconciliations', { as: suite.admin });
    const id = (list.body as ReconciliationPage).reconciliations.find((record) => record.amount === 500_000)
      ?._id as string;
    const refunded = await callEndpoint(app, 'markPaymentRefunded', {
      params: { id },
      body: { note: 'Returned to the sender' },
      as: suite.admin,
    });
    expect(refunded.status).toBe(200);
    expect((refunded.body as PaymentReconciliation).state).toBe('refunded');
  });

  it.each([
    ['less', -1],
    ['more', 1000],
  ])(
    'a transfer of %s than the amount leaves the order unpaid and unchanged, and tells the admin',
    async (_label, delta) => {
      const { order, transfer } = await placeTransfer();
      const before = await readOrder(order._id);
      const res = await webhook(notification(transfer.orderCode, transfer.amount + delta));
      expect(res.body).toEqual({ success: true });
      expect(await readOrder(order._id)).toEqual(before);
      expect(await reconciliations()).toEqual([
        expect.objectContaining({
          orderId: order._id,
          userId: order.userId,
          reason: 'transfer-amount-mismatch',
          amount: transfer.amount + delta,
          state: 'needs-refund',
        }),
      ]);
      expect((await auditLogCol(db).where('action', '==', 'payment.reconcile').get()).size).toBe(1);
    },
  );

  it('a late transfer reopens the expired order when its stock is still there', async () => {
    const { order, transfer, productId } = await placeTransfer({ quantity: 2, stock: 5 });
    await ordersCol(db)
      .doc(order._id)
      .update({ 'bankTransfer.expiresAt': new Date(Date.now() - 1000).toISOString() });
    await expireOverdueOrders(db, reservationMinutes);
    expect((await readProduct(productId))?.countInStock).toBe(5);
    await webhook(notification(transfer.orderCode, transfer.amount)).expect(200);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: true, cancelledAt: null, cancelReason: null });
    expect((await readProduct(productId))?.countInStock).toBe(3);
  });

  it('a late transfer whose stock is gone pays nothing and is kept for a refund', async () => {
    const { order, transfer, productId } = await placeTransfer({ quantity: 2, stock: 2 });
    await ordersCol(db)
      .doc(order._id)
      .update({ 'bankTransfer.expiresAt': new Date(Date.now() - 1000).toISOString() });
    await expireOverdueOrders(db, reservationMinutes);
    // Someone else bought one of the two units released.
    await productsCol(db).doc(productId).update({ countInStock: 1 });
    await webhook(notification(transfer.orderCode, transfer.amount)).expect(200);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, needsRefund: true });
    expect(await reconciliations()).toEqual([
      expect.objectContaining({ orderId: order._id, reason: 'order-cancelled' }),
    ]);
  });
});
