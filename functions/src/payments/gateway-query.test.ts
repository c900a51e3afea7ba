import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { momoQueryRequest, readMomoQueryAnswer } from './momo/query.js';
import { queryGatewayPayment } from './payment-methods.js';
import { readVnpayQueryAnswer, VNPAY_QUERY_RESPONSE_HASH_FIELDS, vnpayQueryRequest } from './vnpay/query.js';
import { type AttemptQuestion } from './gateway-result.js';
import { DEMO_PAYMENT_SETTINGS as settings } from './payment-settings.js';

const { vnpay, momo } = settings;
const now = new Date('2026-11-24T03:00:00.000Z');
const vnpayQuestion: AttemptQuestion = {
  provider: 'VNPAY',
  reference: 'ord1-2',
  orderId: 'ord1',
  gatewayAmount: 1_250_000,
  createdAt: '2026-11-24T02:20:00.000Z',
  now,
};
const momoQuestion: AttemptQuestion = { ...vnpayQuestion, provider: 'MOMO', gatewayAmount: 12_500 };

const hmac = (algorithm: string, secret: string, data: string) =>
  createHmac(algorithm, secret).update(data).digest('hex');

/** A querydr answer as VNPAY signs it: the documented fields joined by '|' (written out here by hand). */
function vnpayAnswer(overrides: Record<string, string> = {}, secret = vnpay.hashSecret): Record<string, string> {
  const fields: Record<string, string> = {
    vnp_ResponseId: 'R1',
    vnp_Command: 'querydr',
    vnp_ResponseCode: '00',
    vnp_Message: 'Success',
    vnp_TmnCode: vnpay.tmnCode,
    vnp_TxnRef: 'ord1-2',
    vnp_Amount: '1250000',
    vnp_BankCode: 'NCB',
    vnp_PayDate: '20261124092500',
    vnp_TransactionNo: '14100001',
    vnp_TransactionType: '01',
    vnp_TransactionStatus: '00',
    vnp_OrderInfo: 'Thanh toan don hang ord1',
    vnp_PromotionCode: '',
    vnp_PromotionAmount: '',
    ...overrides,
  };
  const data = VNPAY_QUERY_RESPONSE_HASH_FIELDS.map((field) => fields[field] ?? '').join('|');
  return { ...fields, vnp_SecureHash: hmac('sha512', secret, data) };
}

describe('VNPAY querydr', () => {
  it('signs vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TxnRef|vnp_TransactionDate|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo', () => {
    const request = vnpayQueryRequest(settings, vnpayQuestion);
    expect(request).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'querydr',
      vnp_TmnCode: vnpay.tmnCode,
      vnp_TxnRef: 'ord1-2',
      // The attempt's vnp_CreateDate and the query's own, GMT+7.
      vnp_TransactionDate: '20261124092000',
      vnp_CreateDate: '20261124100000',
    });
    expect(request.vnp_RequestId).toMatch(/^[0-9a-f]{32}$/);
    const data = [
      request.vnp_RequestId,
      '2.1.0',
      'querydr',
      vnpay.tmnCode,
      'ord1-2',
      '20261124092000',
      '20261124100000',
      request.vnp_IpAddr,
      request.vnp_OrderInfo,
    ].join('|');
    expect(request.vnp_SecureHash).toBe(hmac('sha512', vnpay.hashSecret, data));
    expect(vnpayQueryRequest(settings, vnpayQuestion).vnp_RequestId).not.toBe(request.vnp_RequestId);
  });

  it('00/00 for the attempt amount is paid, with the transaction, bank and pay date a notification would carry', () => {
    expect(readVnpayQueryAnswer(settings, vnpayQuestion, vnpayAnswer())).toEqual({
      verdict: 'paid',
      result: {
        provider: 'VNPAY',
        reference: 'ord1-2',
        gatewayAmount: 1_250_000,
        paid: true,
        code: '00',
        transactionNo: '14100001',
        bankCode: 'NCB',
        payDate: '2026-11-24T02:25:00.000Z',
        reason: null,
      },
    });
  });

  it('a tampered or foreign-signed answer is unknown, never paid', () => {
    const tampered = { ...vnpayAnswer({ vnp_TransactionStatus: '02' }), vnp_TransactionStatus: '00' };
    expect(readVnpayQueryAnswer(settings, vnpayQuestion, tampered).verdict).toBe('unknown');
    expect(readVnpayQueryAnswer(settings, vnpayQuestion, vnpayAnswer({}, 'not-the-secret')).verdict).toBe('unknown');
    expect(readVnpayQueryAnswer(settings, vnpayQuestion, {}).verdict).toBe('unknown');
    const otherMerchant = vnpayAnswer({ vnp_TmnCode: 'OTHER001' });
    expect(readVnpayQueryAnswer(settings, vnpayQuestion, otherMerchant).verdict).toBe('unknown');
    const otherReference = vnpayAnswer({ vnp_TxnRef: 'ord1-1' });
    expect(readVnpayQueryAnswer(settings, vnpayQuestion, otherReference).verdict).toBe('unknown');
  });

  it('another amount, an unknown reference (91), a page left unpaid (01) or a failure (02) is not paid', () => {
    const read = (overrides: Record<string, string>) =>
      readVnpayQueryAnswer(settings, vnpayQuestion, vnpayAnswer(overrides)).verdict;
    expect(read({ vnp_Amount: '1249900' })).toBe('not-paid');
    expect(read({ vnp_ResponseCode: '91', vnp_TransactionStatus: '' })).toBe('not-paid');
    expect(read({ vnp_TransactionStatus: '01' })).toBe('not-paid');
    expect(read({ vnp_TransactionStatus: '02' })).toBe('not-paid');
  });

  it('an error answer (99, 94, 97) or a status it cannot settle (05 refund in progress) is unknown', () => {
    const read = (overrides: Record<string, string>) =>
      readVnpayQueryAnswer(settings, vnpayQuestion, vnpayAnswer(overrides)).verdict;
    expect(read({ vnp_ResponseCode: '99' })).toBe('unknown');
    expect(read({ vnp_ResponseCode: '94' })).toBe('unknown');
    expect(read({ vnp_ResponseCode: '97' })).toBe('unknown');
    expect(read({ vnp_TransactionStatus: '05' })).toBe('unknown');
  });
});

describe('MoMo query', () => {
  const request = momoQueryRequest(settings, momoQuestion);
  const momoAnswer = (overrides: Record<string, unknown> = {}) => ({
    partnerCode: momo.partnerCode,
    orderId: 'ord1-2',
    requestId: request.requestId,
    extraData: '',
    amount: 12_500,
    transId: 4_088_000_001,
    payType: 'qr',
    resultCode: 0,
    refundTrans: [],
    message: 'Thành công.',
    responseTime: 1_763_950_000_000,
    ...overrides,
  });

  it('signs accessKey=…&orderId=…&partnerCode=…&requestId=… and sends no access key', () => {
    expect(request).toMatchObject({ partnerCode: momo.partnerCode, orderId: 'ord1-2', lang: 'vi' });
    expect(request).not.toHaveProperty('accessKey');
    const data = `accessKey=${momo.accessKey}&orderId=ord1-2&partnerCode=${momo.partnerCode}&requestId=${request.requestId}`;
    expect(request.signature).toBe(hmac('sha256', momo.secretKey, data));
  });

  it('0 for the attempt amount is paid; another amount or a final refusal is not', () => {
    expect(readMomoQueryAnswer(settings, momoQuestion, request, momoAnswer())).toMatchObject({
      verdict: 'paid',
      result: { provider: 'MOMO', reference: 'ord1-2', gatewayAmount: 12_500, transactionNo: '4088000001' },
    });
    const read = (overrides: Record<string, unknown>) =>
      readMomoQueryAnswer(settings, momoQuestion, request, momoAnswer(overrides)).verdict;
    expect(read({ amount: 12_000 })).toBe('not-paid');
    expect(read({ resultCode: 1006 })).toBe('not-paid');
    expect(read({ resultCode: 1005 })).toBe('not-paid');
    expect(read({ resultCode: 42 })).toBe('not-paid');
  });

  it('an answer that does not echo this request, or one still processing or failing, is unknown', () => {
    const read = (overrides: Record<string, unknown>) =>
      readMomoQueryAnswer(settings, momoQuestion, request, momoAnswer(overrides)).verdict;
    expect(read({ requestId: 'another-request' })).toBe('unknown');
    expect(read({ orderId: 'ord1-1' })).toBe('unknown');
    expect(read({ partnerCode: 'OTHER' })).toBe('unknown');
    expect(read({ resultCode: 7000 })).toBe('unknown');
    expect(read({ resultCode: 99 })).toBe('unknown');
    expect(read({ resultCode: undefined })).toBe('unknown');
  });
});

describe('queryGatewayPayment', () => {
  it('a gateway that does not answer is unknown', async () => {
    const closed = 'http://127.0.0.1:1/';
    const offline = {
      ...settings,
      vnpay: { ...settings.vnpay, refundUrl: `${closed}merchant_webapi/api/transaction` },
      momo: { ...settings.momo, createUrl: `${closed}v2/gateway/api/create` },
    };
    expect((await queryGatewayPayment(offline, vnpayQuestion)).verdict).toBe('unknown');
    expect((await queryGatewayPayment(offline, momoQuestion)).verdict).toBe('unknown');
  });
});
