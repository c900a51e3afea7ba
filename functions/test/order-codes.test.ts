/**
 * Every order's code (docs/decisions/0091-order-codes-success-page-dates.md): given once at
 * placement whatever the payment method, reserved so no two orders share one, the bank transfer's
 * note, and what the admin search finds an order by.
 */
import { describe, expect, it } from 'vitest';
import { bankTransferCodesCol, bankNotificationsCol } from '../src/data/collections.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import { vietQrPayload } from '../src/payments/bank-transfer/vietqr.js';
import type { AdminOrderPage } from '../src/shared/entities/admin.js';
import type { Order } from '../src/shared/entities/order.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { callEndpoint } from './support/call-endpoint.js';
import { app, placeOrder, readOrder, suite, usePaymentSuite } from './support/payment-suite.js';
import { db } from './support/test-context.js';

usePaymentSuite();

const ORDER_CODE = /^LS[2-9A-HJKMNP-Z]{5}$/;

describe('every order gets a code when placed', () => {
  it.each(['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER'] as const)(
    'a %s order: LS and five characters, stored, answered, read back and reserved for it',
    async (method) => {
      const { order } = await placeOrder({ method });
      expect(order.orderCode).toMatch(ORDER_CODE);
      const code = order.orderCode as string;
      expect((await readOrder(order._id))?.orderCode).toBe(code);
      expect((await bankTransferCodesCol(db).doc(code).get()).data()?.orderId).toBe(order._id);
      const read = await callEndpoint(app, 'orderById', { params: { id: order._id }, as: suite.customer });
      expect((read.body as Order).orderCode).toBe(code);
    },
  );

  it("a bank transfer's note is the order's code, in its answer and its VietQR payload", async () => {
    const { order } = await placeOrder({ method: 'BANK_TRANSFER' });
    const transfer = order.bankTransfer;
    expect(transfer?.orderCode).toBe(order.orderCode);
    const { bankBin, accountNumber } = DEFAULT_SHOP_SETTINGS.bankAccount;
    expect(transfer?.qrPayload).toBe(
      vietQrPayload({ bankBin, accountNumber, amount: Math.round(order.totalPrice), note: order.orderCode as string }),
    );
  });

  // Three: the customer's unpaid-orders limit.
  it('orders placed at the same time each get their own code', async () => {
    const placed = await Promise.all(
      (['VNPAY', 'MOMO', 'BANK_TRANSFER'] as const).map((method) => placeOrder({ method })),
    );
    const codes = placed.map(({ order }) => order.orderCode);
    expect(new Set(codes).size).toBe(placed.length);
    const owners = await Promise.all(
      codes.map((code) =>
        bankTransferCodesCol(db)
          .doc(code as string)
          .get(),
      ),
    );
    expect(owners.map((owner) => owner.data()?.orderId)).toEqual(placed.map(({ order }) => order._id));
  });

  it('the admin search finds an order by its code, in any case', async () => {
    const [{ order }] = await Promise.all([placeOrder({ method: 'COD' }), placeOrder({ method: 'VNPAY' })]);
    const code = order.orderCode as string;
    for (const q of [code, code.toLowerCase()]) {
      const res = await callEndpoint(app, 'adminOrders', { as: suite.admin, query: { q } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as AdminOrderPage).orders.map((found) => found._id)).toEqual([order._id]);
    }
  });

  it("a transfer naming a cash-on-delivery order's code pays nothing and is kept for the admin", async () => {
    const { order } = await placeOrder({ method: 'COD' });
    const res = await callEndpoint(app, 'bankWebhook', {
      headers: { Authorization: `Apikey ${DEMO_PAYMENT_SETTINGS.bank.webhookApiKey}` },
      body: {
        id: 91_001,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-24 14:02:37',
        accountNumber: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
        code: null,
        content: `chuyen tien ${order.orderCode as string}`,
        transferType: 'in',
        transferAmount: Math.round(order.totalPrice),
        accumulated: 0,
        subAccount: null,
        referenceCode: 'MBVCB.91001',
      },
    });
    expect(res.status).toBe(200);
    expect((await bankNotificationsCol(db).doc('91001').get()).data()?.outcome).toBe('reconciled');
    expect((await readOrder(order._id))?.isPaid).toBe(false);
  });
});
