/**
 * What every payments suite shares: an admin and a paying customer, a fake MoMo create endpoint
 * and an app pointed at it, a clean database per test, and the requests the suites make.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { auditLogCol, ordersCol, paymentsCol } from '../../src/data/collections.js';
import { COLLECTIONS } from '../../src/shared/collections.js';
import type { PaymentMethod } from '../../src/shared/constants.js';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/shared/shop-settings.js';
import { forgetShopSettings, shopSettingsDoc } from '../../src/data/shop-settings.js';
import type { Order } from '../../src/shared/entities/order.js';
import { placeOrderBody } from '@test-factories';
import { callEndpoint } from './call-endpoint.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './accounts.js';
import { startFakeMomo, type FakeMomo } from './gateway.js';
import { addProduct } from './products.js';
import { clearDatabase, ctx, db, testApp } from './test-context.js';

export const app = testApp();
/** A fresh shop's reservation (the shop settings' default; no test here saves another). */
export const { reservationMinutes } = DEFAULT_SHOP_SETTINGS;

export interface PaymentSuite {
  admin: TestAccount;
  customer: TestAccount;
  fakeMomo: FakeMomo;
  /** The app with MoMo's create endpoint at fakeMomo. */
  momoApp: ReturnType<typeof createApp>;
}

/** Filled in by usePaymentSuite's beforeAll. */
export const suite = {} as PaymentSuite;

/** The collections a payment test writes, emptied before each test. */
const PAYMENT_COLLECTIONS = [
  COLLECTIONS.products,
  COLLECTIONS.orders,
  COLLECTIONS.payments,
  COLLECTIONS.auditLog,
  COLLECTIONS.orderGates,
  COLLECTIONS.codPhoneGates,
  COLLECTIONS.orderKeys,
  COLLECTIONS.paymentReconciliations,
  COLLECTIONS.settings,
  COLLECTIONS.bankTransferCodes,
  COLLECTIONS.bankNotifications,
  COLLECTIONS.stats,
  COLLECTIONS.processedEvents,
];

/** Stores shop settings and drops this instance's cached copy, so the next request reads them. */
export async function saveShopSettings(settings: Partial<ShopSettings>): Promise<void> {
  await shopSettingsDoc(db).set(settings);
  forgetShopSettings(db);
}

/** Registers the suite's hooks; call once at the top of a payments test file. */
export function usePaymentSuite(): PaymentSuite {
  beforeAll(async () => {
    await clearDatabase();
    [suite.admin, suite.customer, suite.fakeMomo] = await Promise.all([
      createAdmin(),
      createCustomer({ name: 'Payer' }),
      startFakeMomo(),
    ]);
    suite.momoApp = createApp({ ...ctx, payments: () => suite.fakeMomo.settings });
  });
  beforeEach(async () => {
    await Promise.all(PAYMENT_COLLECTIONS.map((name) => db.recursiveDelete(db.collection(name))));
    forgetShopSettings(db);
  });
  afterEach(() => {
    suite.fakeMomo.answer = (body) => ({
      resultCode: 0,
      message: 'Thành công.',
      payUrl: `https://momo.example/pay/${String(body.orderId)}`,
    });
  });
  afterAll(async () => {
    await suite.fakeMomo.close();
    await deleteTestUsers();
  });
  return suite;
}

/** Places an order of `quantity` × one product at `price` (the order's total adds the spec's shipping). */
export async function placeOrder(
  options: { method?: PaymentMethod; price?: number; quantity?: number; stock?: number } = {},
) {
  const product = await addProduct({ price: options.price ?? 120.25, countInStock: options.stock ?? 5 });
  const res = await callEndpoint(app, 'placeOrder', {
    as: suite.customer,
    body: placeOrderBody([{ _id: product.id, quantity: options.quantity ?? 1 }], {
      paymentMethod: options.method ?? 'VNPAY',
    }),
  });
  expect(res.status).toBe(201);
  return { order: res.body as Order, productId: product.id };
}

export const paymentUrl = (orderId: string, account: TestAccount = suite.customer, target = app) =>
  callEndpoint(target, 'startPayment', { params: { id: orderId }, as: account });

export const vnpayIpn = (params: Record<string, string>) => callEndpoint(app, 'vnpayIpn', { query: params });
export const momoIpn = (body: Record<string, string | number>) => callEndpoint(app, 'momoIpn', { body });
export const readOrder = async (id: string) => (await ordersCol(db).doc(id).get()).data();
export const readAttempt = async (reference: string) => (await paymentsCol(db).doc(reference).get()).data();
export const auditEntries = async (action: string) => (await auditLogCol(db).where('action', '==', action).get()).docs;
export const backdate = (orderId: string, minutes: number) =>
  ordersCol(db)
    .doc(orderId)
    .update({ createdAt: new Date(Date.now() - minutes * 60_000).toISOString() });
