import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_SETTINGS } from '../payment-settings.js';
import { fundiinHeaders } from './fundiin-http.js';
import { readFundiinNotification } from './notification.js';
import { readFundiinStatus } from './query.js';
import { fundiinRequestTime, fundiinSign, fundiinVerify } from './signature.js';

const settings = DEMO_PAYMENT_SETTINGS;
const secret = settings.installment.secretKey;

/** The Payment Notification example of docs.fundiin.vn/v2/webhook-builder, byte for byte (512 bytes). */
const DOCUMENTED_NOTIFICATION = JSON.stringify(
  {
    merchantId: 'FundiinVN',
    referenceId: 'ORD123',
    storeId: 'STORE-01',
    amount: { value: 400000, currency: 'VND' },
    downPaymentAmount: { value: 100000, currency: 'VND' },
    paymentTransId: 'ORDCD31C0E1',
    paymentMethod: 'IN_STORE_PAYMENT',
    paymentChannel: 'POS',
    paymentStatus: 'SUCCESS',
    notificationType: 'PAYMENT_STATUS',
    resultStatus: 'SUCCESS',
    resultMsg: 'Approved',
    customerId: 'USER789',
    paymentTime: '2025-08-08 10:12:45',
  },
  null,
  2,
);

/**
 * HMAC-SHA256 of those 512 bytes under the demo secret key, computed once outside the code under test
 * (`openssl dgst -sha256 -hmac <demo secret>` over the bytes), so a change in how the shop signs shows.
 */
const DOCUMENTED_NOTIFICATION_DEMO_SIGNATURE = 'eea2a709375b8179df23b4659fbc6333752c81f7f88c30839b4cbf7821ca6652';

const ourNotification = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({ ...JSON.parse(DOCUMENTED_NOTIFICATION), merchantId: settings.installment.merchantId, ...changes });

describe("Fundiin's signature: HMAC_SHA256(raw body, secretKey), hex", () => {
  it('is HMAC-SHA256 in hex (RFC 4231 test case 2)', () => {
    expect(fundiinSign('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs the raw bytes: the documented example is 512 bytes, and one changed space changes the signature', () => {
    expect(Buffer.byteLength(DOCUMENTED_NOTIFICATION)).toBe(512);
    const signature = fundiinSign(DOCUMENTED_NOTIFICATION, secret);
    expect(signature).toBe(DOCUMENTED_NOTIFICATION_DEMO_SIGNATURE);
    expect(fundiinVerify(Buffer.from(DOCUMENTED_NOTIFICATION), signature.toUpperCase(), secret)).toBe(true);
    expect(fundiinVerify(DOCUMENTED_NOTIFICATION.replace('  ', ' '), signature, secret)).toBe(false);
    expect(fundiinVerify(DOCUMENTED_NOTIFICATION, undefined, secret)).toBe(false);
    expect(fundiinVerify(undefined, signature, secret)).toBe(false);
  });

  it('sends Client-Id, Request-Time in Vietnam time, the signature of the exact body and an Idempotency-Key', () => {
    const headers = fundiinHeaders(settings.installment, '{"a":1}', new Date('2026-11-27T03:04:05.000Z'), 'key-1');
    expect(headers).toEqual({
      'Content-Type': 'application/json; charset=UTF-8',
      'Request-Time': '2026-11-27 10:04:05',
      'Client-Id': settings.installment.clientId,
      Signature: fundiinSign('{"a":1}', secret),
      'Idempotency-Key': 'key-1',
    });
    expect(fundiinRequestTime(new Date('2026-12-31T17:00:00.000Z'))).toBe('2027-01-01 00:00:00');
  });
});

describe("reading Fundiin's payment notification", () => {
  it('reads a signed SUCCESS: the amount, the transaction and what the order keeps', () => {
    const raw = ourNotification();
    const read = readFundiinNotification(settings, { rawBody: Buffer.from(raw), signature: fundiinSign(raw, secret) });
    expect(read).toEqual({
      valid: true,
      result: expect.objectContaining({
        provider: 'INSTALLMENT',
        reference: 'ORD123',
        gatewayAmount: 400000,
        paid: true,
        transactionNo: 'ORDCD31C0E1',
        payDate: '2025-08-08T03:12:45.000Z',
        orderFields: {
          installment: {
            provider: 'FUNDIIN',
            reference: 'ORD123',
            providerTransactionId: 'ORDCD31C0E1',
            termMonths: null,
            downPaymentAmount: 100000,
          },
        },
      }),
    });
  });

  it('refuses a tampered body, a wrong key, another merchant and a body that is not JSON', () => {
    const raw = ourNotification();
    const tampered = raw.replace('400000', '400001');
    expect(readFundiinNotification(settings, { rawBody: tampered, signature: fundiinSign(raw, secret) })).toEqual({
      valid: false,
    });
    expect(readFundiinNotification(settings, { rawBody: raw, signature: fundiinSign(raw, 'other') })).toEqual({
      valid: false,
    });
    expect(
      readFundiinNotification(settings, {
        rawBody: DOCUMENTED_NOTIFICATION,
        signature: fundiinSign(DOCUMENTED_NOTIFICATION, secret),
      }),
    ).toEqual({ valid: false });
    expect(readFundiinNotification(settings, { rawBody: 'x', signature: fundiinSign('x', secret) })).toEqual({
      valid: false,
    });
  });

  it('reads FAIL as a failed attempt and PENDING as nothing to apply yet', () => {
    const fail = ourNotification({ paymentStatus: 'FAIL', resultStatus: 'FAIL' });
    const failed = readFundiinNotification(settings, { rawBody: fail, signature: fundiinSign(fail, secret) });
    expect(failed).toMatchObject({ valid: true, result: { paid: false, orderFields: undefined } });
    const pending = ourNotification({ paymentStatus: 'PENDING' });
    expect(readFundiinNotification(settings, { rawBody: pending, signature: fundiinSign(pending, secret) })).toEqual({
      valid: true,
      result: null,
    });
  });
});

describe("reading Fundiin's status answer for the sweep", () => {
  const question = {
    provider: 'INSTALLMENT' as const,
    reference: 'order1-1',
    orderId: 'order1',
    gatewayAmount: 3_600_000,
    createdAt: '2026-11-27T03:00:00.000Z',
    now: new Date('2026-11-27T03:40:00.000Z'),
  };
  const answer = (changes: Record<string, unknown>) => ({
    merchantId: settings.installment.merchantId,
    referenceId: 'order1-1',
    amount: { value: 3_600_000, currency: 'VND' },
    paymentTransId: 'T1',
    ...changes,
  });

  it('paid only for SUCCESS at the attempt amount; WAITING, INITIAL, FAIL never paid; PENDING unknown', () => {
    expect(readFundiinStatus(settings, question, answer({ paymentStatus: 'SUCCESS' }))).toMatchObject({
      verdict: 'paid',
      result: { transactionNo: 'T1', gatewayAmount: 3_600_000 },
    });
    expect(readFundiinStatus(settings, question, answer({ paymentStatus: 'SUCCESS', amount: 100 }))).toEqual({
      verdict: 'not-paid',
      code: 'amount',
    });
    for (const status of ['WAITING', 'INITIAL', 'FAIL']) {
      expect(readFundiinStatus(settings, question, answer({ paymentStatus: status }))).toEqual({
        verdict: 'not-paid',
        code: status,
      });
    }
    expect(readFundiinStatus(settings, question, answer({ paymentStatus: 'PENDING' }))).toMatchObject({
      verdict: 'unknown',
    });
    expect(
      readFundiinStatus(settings, question, answer({ paymentStatus: 'SUCCESS', referenceId: 'other-1' })),
    ).toMatchObject({ verdict: 'unknown' });
  });
});
