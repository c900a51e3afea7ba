/**
 * A fifth way to pay that the shop does not have, built as a new gateway would be: this folder (its
 * payment page, its signed notification, its query and refund) and the one row a test adds to the
 * table (payment-methods.ts). It charges whole đồng and signs with a shared secret, like MoMo.
 */
import { createHmac } from 'node:crypto';
import type { PaymentMethod } from '../../../src/shared/constants.js';
import type { GatewayResult } from '../../../src/payments/gateway-result.js';
import type { PaymentMethodModule } from '../../../src/payments/payment-method.js';

export const FAKE_PAY = 'FAKEPAY' as PaymentMethod;
const SECRET = 'fake-pay-secret';

const sign = (reference: string, amount: number) =>
  createHmac('sha256', SECRET).update(`${reference}|${amount}`).digest('hex');

/** What the fake gateway would post to the shop once the shopper paid. */
export const fakePayNotification = (reference: string, amount: number) => ({
  reference,
  amount,
  signature: sign(reference, amount),
});

/** Every call the shop made to the fake gateway, for the test to read. */
export const fakePayCalls: string[] = [];

export const fakePayMethod: PaymentMethodModule = {
  id: FAKE_PAY,
  holdsWithoutMoney: false,
  lateMoney: 'refundPending',
  onPlace: () => {
    fakePayCalls.push('onPlace');
    return Promise.resolve((orderId) => {
      fakePayCalls.push(`placed ${orderId}`);
      return {};
    });
  },
  charge: (totalPrice) => ({ gatewayAmount: Math.round(totalPrice), amount: Math.round(totalPrice) }),
  amountRange: () => ({ min: 1, max: 100_000_000 }),
  startPayment: (_settings, request) => {
    fakePayCalls.push(`start ${request.reference}`);
    return Promise.resolve({ ok: true, url: `https://fake-pay.example/pay/${request.reference}` });
  },
  verifyNotification: (_settings, input) => {
    const { reference, amount, signature } = input as { reference: string; amount: number; signature: string };
    if (signature !== sign(reference, amount)) return { valid: false };
    const result: GatewayResult = {
      provider: FAKE_PAY,
      reference,
      gatewayAmount: amount,
      paid: true,
      code: 'OK',
      transactionNo: `T-${reference}`,
      bankCode: null,
      payDate: null,
      reason: null,
    };
    return { valid: true, result };
  },
  query: (_settings, question) => {
    fakePayCalls.push(`query ${question.reference}`);
    return Promise.resolve({ verdict: 'not-paid', code: 'NEVER' });
  },
  refund: () => Promise.resolve({ ok: true, code: 'OK', message: 'FakePay: refunded', transactionNo: 'R-1' }),
};
