/**
 * Money that arrives after an order was cancelled pays it only through the order's rules
 * (docs/decisions/0032-paid-only-through-the-order-rules.md): only the payment time-out's cancel
 * may be reopened, and only when its stock and its voucher use can both be taken again; anything
 * else waits for its refund (gateways) or is kept for the admin (bank). Each test is one of an
 * outside review's probes, against the emulators.
 */
import { describe, expect, it, beforeEach } from 'vitest';
import { ordersCol, paymentsCol, productsCol, reconciliationsCol, vouchersCol } from '../src/data/collections.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import { expireOverdueOrders } from '../src/payments/reservations.js';
import type { Order } from '../src/shared/entities/order.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import type { VoucherDoc } from '../src/shared/vouchers.js';
import { placeOrderBody } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { vnpayResult } from './support/gateway.js';
import {
  app,
  paymentUrl,
  readAttempt,
  readOrder,
  reservationMinutes,
  suite,
  usePaymentSuite,
  vnpayIpn,
} from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

beforeEach(async () => {
  await db.recursiveDelete(vouchersCol(db));
});

const KEY = DEMO_PAYMENT_SETTINGS.bank.webhookApiKey;
let nextId = 70_000;

const bankNotification = (order: Order, overrides: Record<string, unknown> = {}) => ({
  id: (nextId += 1),
  gateway: 'Vietcombank',
  transactionDate: '2026-11-24 14:02:37',
  accountNumber: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
  code: null,
  content: `${order.bankTransfer?.orderCode ?? ''} chuyen tien`,
  transferType: 'in',
  transferAmount: order.bankTransfer?.amount ?? 0,
  subAccount: null,
  referenceCode: `FT${nextId}`,
  ...overrides,
});

const payByBank = (order: Order, overrides: Record<string, unknown> = {}) =>
  callEndpoint(app, 'bankWebhook', {
    body: bankNotification(order, overrides),
    headers: { Authorization: `Apikey ${KEY}` },
  }).expect(200);

/** A one-use voucher (10 % off) stored as the admin screen stores it. */
async function oneUseVoucher(code = 'ONCE10'): Promise<string> {
  const voucher: VoucherDoc = {
    code,
    kind: 'percent',
    value: 10,
    maxDiscount: null,
    minOrder: 0,
    startsAt: null,
    endsAt: null,
    maxUses: 1,
    maxUsesPerCustomer: null,
    active: true,
    used: 0,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  } as VoucherDoc;
  await vouchersCol(db).doc(code).set(voucher);
  return code;
}

async function place(method: 'BANK_TRANSFER' | 'VNPAY', productId: string, voucherCode?: string): Promise<Order> {
  const res = await callEndpoint(app, 'placeOrder', {
    as: suite.customer,
    body: placeOrderBody([{ _id: productId, quantity: 1 }], {
      paymentMethod: method,
      ...(voucherCode ? { voucherCode } : {}),
    }),
  });
  expect(res.status).toBe(201);
  return res.body as Order;
}

const cancelAsCustomer = (id: string, reason: string) =>
  callEndpoint(app, 'cancelMyOrder', { params: { id }, body: { reason }, as: suite.customer }).expect(200);
const cancelAsAdmin = (id: string, reason: string) =>
  callEndpoint(app, 'cancelOrder', { params: { id }, body: { reason }, as: suite.admin }).expect(200);
const voucherUsed = async (code: string) => (await vouchersCol(db).doc(code).get()).data()?.used;
const reconciliationReasons = async () =>
  (await reconciliationsCol(db).get()).docs.map((doc) => [doc.data().orderId, doc.data().reason]);

/** Lets the order's payment time run out and the sweep cancel it. */
async function expire(order: Order): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await ordersCol(db)
    .doc(order._id)
    .update({
      createdAt: new Date(Date.now() - (reservationMinutes + 1) * 60_000).toISOString(),
      'bankTransfer.expiresAt': past,
    });
  expect(await expireOverdueOrders(db, reservationMinutes)).toBe(1);
}

describe('late money after a cancel', () => {
  it("a customer's cancelled transfer order stays cancelled when paid, and its one-use voucher pays one order only", async () => {
    const product = await addProduct({ price: 500, countInStock: 5 });
    const code = await oneUseVoucher();
    const first = await place('BANK_TRANSFER', product.id, code);
    await cancelAsCustomer(first._id, 'Đặt nhầm');
    expect(await voucherUsed(code)).toBe(0);
    const second = await place('BANK_TRANSFER', product.id, code);
    expect(await voucherUsed(code)).toBe(1);

    await payByBank(first);
    await payByBank(second);

    expect(await readOrder(first._id)).toMatchObject({ status: 'cancelled', isPaid: false, cancelledBy: 'customer' });
    expect(await readOrder(second._id)).toMatchObject({ status: 'paid', isPaid: true });
    expect(await voucherUsed(code)).toBe(1);
    expect(await reconciliationReasons()).toEqual([[first._id, 'order-cancelled']]);
    // The cancelled order's stock was given back once and not taken again: 5 − the paid order's 1.
    expect((await readProduct(product.id))?.countInStock).toBe(4);
  });

  it("an admin's cancel ('Suspected fraud: do not ship') is not reopened by the customer's transfer", async () => {
    const product = await addProduct({ price: 500, countInStock: 5 });
    const order = await place('BANK_TRANSFER', product.id);
    await cancelAsAdmin(order._id, 'Suspected fraud: do not ship');
    await payByBank(order);
    expect(await readOrder(order._id)).toMatchObject({
      status: 'cancelled',
      isPaid: false,
      cancelReason: 'Suspected fraud: do not ship',
      cancelledBy: 'admin',
      needsRefund: true,
    });
    expect((await readProduct(product.id))?.countInStock).toBe(5);
  });

  it("a customer who types the reason 'payment-timeout' gets no reopen: the gateway's money waits for its refund", async () => {
    const product = await addProduct({ price: 500, countInStock: 5 });
    const order = await place('VNPAY', product.id);
    const redirect = (await paymentUrl(order._id)).body as { reference: string };
    await cancelAsCustomer(order._id, 'payment-timeout');
    // Cancelling voided the pending attempt: it can no longer pay the order as an open one.
    expect((await readAttempt(redirect.reference))?.status).toBe('voided');

    const gatewayAmount = Math.round(order.totalPrice * 100);
    expect((await vnpayIpn(vnpayResult(redirect.reference, gatewayAmount))).body).toMatchObject({ RspCode: '00' });

    const after = await readOrder(order._id);
    expect(after).toMatchObject({ status: 'refundPending', isPaid: true, cancelledBy: 'customer' });
    expect(after?.cancelledAt).not.toBeNull();
    expect((await readProduct(product.id))?.countInStock).toBe(5);
  });

  it("the time-out's order is reopened by late money only when its voucher's use can be taken again", async () => {
    const product = await addProduct({ price: 500, countInStock: 5 });
    const code = await oneUseVoucher();
    const expired = await place('BANK_TRANSFER', product.id, code);
    await expire(expired);
    expect(await voucherUsed(code)).toBe(0);
    // Someone else takes the voucher's only use meanwhile.
    await place('BANK_TRANSFER', product.id, code);

    await payByBank(expired);
    expect(await readOrder(expired._id)).toMatchObject({ status: 'cancelled', isPaid: false, cancelledBy: 'timeout' });
    expect(await voucherUsed(code)).toBe(1);
    expect(await reconciliationReasons()).toEqual([[expired._id, 'order-cancelled']]);
  });

  it("a voucher's use is given back once per order and `used` never goes below 0", async () => {
    const product = await addProduct({ price: 500, countInStock: 5 });
    const code = await oneUseVoucher();
    const order = await place('BANK_TRANSFER', product.id, code);
    await expire(order);
    expect(await voucherUsed(code)).toBe(0);
    // The late transfer reopens it and takes the voucher's use again…
    await payByBank(order);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', cancelledBy: null, voucherHeld: true });
    expect(await voucherUsed(code)).toBe(1);
    // …so the customer's cancel of the paid order gives it back once, and a stored count that is
    // already 0 (an older order's double release) stays 0.
    await vouchersCol(db).doc(code).update({ used: 0 });
    await cancelAsCustomer(order._id, 'Đổi ý');
    expect(await voucherUsed(code)).toBe(0);
    expect(await readOrder(order._id)).toMatchObject({ status: 'refundPending', voucherHeld: false });
  });

  it('a time-out order whose stock and voucher are still there is reopened and paid by the gateway', async () => {
    const product = await addProduct({ price: 500, countInStock: 5 });
    const order = await place('VNPAY', product.id);
    const redirect = (await paymentUrl(order._id)).body as { reference: string };
    await ordersCol(db)
      .doc(order._id)
      .update({ createdAt: new Date(Date.now() - (reservationMinutes + 1) * 60_000).toISOString() });
    expect(await expireOverdueOrders(db, reservationMinutes)).toBe(1);
    expect((await readProduct(product.id))?.countInStock).toBe(5);

    await vnpayIpn(vnpayResult(redirect.reference, Math.round(order.totalPrice * 100)));
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', isPaid: true, cancelledAt: null });
    expect((await readProduct(product.id))?.countInStock).toBe(4);
  });
});

describe('the bank webhook counts only money received on the shop account', () => {
  it('a notification for another account pays nothing and is kept for the admin', async () => {
    const product = await addProduct({ price: 500, countInStock: 5 });
    const order = await place('BANK_TRANSFER', product.id);
    await payByBank(order, { accountNumber: '9999999999' });
    expect(await readOrder(order._id)).toMatchObject({ status: 'awaitingPayment', isPaid: false });
    expect(await reconciliationReasons()).toEqual([[order._id, 'transfer-other-account']]);
    // A virtual account of the shop's (SePay's subAccount) is the shop's.
    await payByBank(order, {
      accountNumber: '1234',
      subAccount: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
    });
    expect((await readOrder(order._id))?.isPaid).toBe(true);
    expect((await paymentsCol(db).get()).size).toBe(0);
    expect((await productsCol(db).doc(product.id).get()).data()?.countInStock).toBe(4);
  });
});
