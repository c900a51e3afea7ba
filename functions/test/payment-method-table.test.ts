/**
 * A new way to pay is a folder and one row of the methods' table (payments/payment-methods.ts): a
 * fake fifth method (support/fake-pay/) is added as one row, and an order is placed with it,
 * started on its page, paid by its verified notification (through settle-payment.ts, as every
 * method's money is) and asked about by the sweep's query, with no other code knowing its name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../src/api/orders/place-order.js';
import { applyGatewayResult } from '../src/payments/apply-gateway-result.js';
import { addPaymentMethodForTest, queryGatewayPayment } from '../src/payments/payment-methods.js';
import { DEMO_PAYMENT_SETTINGS } from '../src/payments/payment-settings.js';
import { startPayment } from '../src/payments/start-payment.js';
import { PAYMENT_METHODS } from '../src/shared/constants.js';
import { placeOrderBody } from '@test-factories';
import { FAKE_PAY, fakePayCalls, fakePayMethod, fakePayNotification } from './support/fake-pay/method.js';
import { readOrder, saveShopSettings, suite, usePaymentSuite } from './support/payment-suite.js';
import { addProduct, readProduct } from './support/products.js';
import { db } from './support/test-context.js';

usePaymentSuite();

let removeRow: () => void;
beforeAll(() => {
  removeRow = addPaymentMethodForTest(fakePayMethod);
});
afterAll(() => removeRow());

describe('a fifth payment method, added as one row', () => {
  it('places, starts, is paid through settle-payment, and is asked about by the query', async () => {
    await saveShopSettings({ paymentMethods: [...PAYMENT_METHODS, FAKE_PAY] });
    const { id: productId } = await addProduct({ price: 1_500_000, countInStock: 3 });
    const customer = { uid: suite.customer.uid, name: 'Payer', email: 'payer@example.com', emailVerified: true };

    const { order, created } = await placeOrder(
      db,
      customer,
      placeOrderBody([{ _id: productId, quantity: 1 }], { paymentMethod: FAKE_PAY }),
    );
    expect(created).toBe(true);
    expect(order.paymentMethod).toBe(FAKE_PAY);
    expect(fakePayCalls).toEqual(['onPlace', `placed ${order._id}`]);
    expect((await readProduct(productId))?.countInStock).toBe(2);

    const redirect = await startPayment(db, DEMO_PAYMENT_SETTINGS, {
      orderId: order._id,
      customerUid: customer.uid,
      clientIp: '127.0.0.1',
      now: new Date(),
    });
    expect(redirect).toMatchObject({ provider: FAKE_PAY, amount: order.totalPrice, reference: `${order._id}-1` });
    expect(redirect.url).toBe(`https://fake-pay.example/pay/${order._id}-1`);

    const read = fakePayMethod.verifyNotification?.(
      DEMO_PAYMENT_SETTINGS,
      fakePayNotification(redirect.reference, Math.round(order.totalPrice)),
    );
    if (!read?.valid) throw new Error('the fake notification did not verify');
    expect(await applyGatewayResult(db, read.result)).toBe('recorded');
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ isPaid: true, status: 'paid', payment: { provider: FAKE_PAY } });

    const answer = await queryGatewayPayment(DEMO_PAYMENT_SETTINGS, {
      provider: FAKE_PAY,
      reference: redirect.reference,
      orderId: order._id,
      gatewayAmount: Math.round(order.totalPrice),
      createdAt: order.createdAt,
      now: new Date(),
    });
    expect(answer).toEqual({ verdict: 'not-paid', code: 'NEVER' });
    expect(fakePayCalls.at(-1)).toBe(`query ${redirect.reference}`);
  });
});
