import { describe, expect, it } from 'vitest';
import { buildPaymentUrlSearchParams, calculateSecureHash } from 'vnpay/utils';
import { HashAlgorithm } from 'vnpay/enums';
import { MOMO_CREATE_FIELDS, MOMO_RESULT_FIELDS, momoSign, momoSignData, momoVerify } from './momo/signature.js';
import { vnpaySign, vnpaySignData, vnpaySignedQuery, vnpayVerify } from './vnpay/signature.js';
import { DEMO_PAYMENT_SETTINGS } from './payment-settings.js';

const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;

// The test vectors, computed with the demo secrets.
const vnpayVector = {
  vnp_Amount: '5050',
  vnp_Command: 'pay',
  vnp_CreateDate: '20261122153000',
  vnp_CurrCode: 'VND',
  vnp_ExpireDate: '20261122154500',
  vnp_IpAddr: '127.0.0.1',
  vnp_Locale: 'vn',
  vnp_OrderInfo: 'Thanh toan don hang ord123',
  vnp_OrderType: 'other',
  vnp_ReturnUrl: 'http://127.0.0.1:5000/payment/vnpay/return',
  vnp_TmnCode: 'LSDEMO01',
  vnp_TxnRef: 'ord123-1',
  vnp_Version: '2.1.0',
};
const VNPAY_VECTOR_HASH =
  '55baa172a827b5310fea7d4f3cef3bc696ad9ad1831fcd3fd2572614fbaa9c902886da8340de16e032f0f70ed427763d3f4910e61dfb7875c841af24e906266b';

const momoVector = {
  accessKey: 'F8BBA842ECF85',
  amount: 1210,
  extraData: '',
  ipnUrl: 'http://127.0.0.1:5000/api/payments/momo/ipn',
  orderId: 'ord123-1',
  orderInfo: 'Thanh toan don hang ord123',
  partnerCode: 'MOMO',
  redirectUrl: 'http://127.0.0.1:5000/payment/momo/return',
  requestId: 'ord123-1',
  requestType: 'captureWallet',
};
const MOMO_VECTOR_SIGNATURE = '76d318c932c3992be6282dc4bc2f1667b889fb3d35a6963eb6ffbfab043aa484';

describe('VNPAY secure hash', () => {
  it('matches the test vector', () => {
    expect(vnpaySign(vnpayVector, vnpay.hashSecret)).toBe(VNPAY_VECTOR_HASH);
  });

  it('form-encodes values (space as +), sorts by name, leaves out empty values and the hash fields', () => {
    const shuffled = {
      vnp_TxnRef: 'a b',
      vnp_Amount: '100',
      vnp_BankCode: '',
      vnp_SecureHash: 'x',
      vnp_SecureHashType: 'y',
    };
    expect(vnpaySignData(shuffled)).toBe('vnp_Amount=100&vnp_TxnRef=a+b');
  });

  // The `vnpay` npm library builds its signed query with URLSearchParams; PHP's urlencode (VNPAY's
  // demo) escapes the same characters. encodeURIComponent would leave each of these raw.
  it.each(['!', "'", '(', ')', '~'])('signs a value holding %s as the vnpay library does (escaped)', (char) => {
    const params = { ...vnpayVector, vnp_OrderInfo: `Don hang ${char} 1`, vnp_ReturnUrl: `https://shop.vn/a${char}b` };
    const library = buildPaymentUrlSearchParams(params).toString();
    expect(vnpaySignData(params)).toBe(library);
    expect(vnpaySignData(params)).not.toContain(char);
    expect(vnpaySign(params, vnpay.hashSecret)).toBe(
      calculateSecureHash({
        secureSecret: vnpay.hashSecret,
        data: library,
        hashAlgorithm: HashAlgorithm.SHA512,
        bufferEncode: 'utf-8',
      }),
    );
  });

  it("refuses to sign a value holding '*', which VNPAY's PHP demo and the vnpay library encode differently", () => {
    expect(() => vnpaySignedQuery({ ...vnpayVector, vnp_ReturnUrl: 'https://shop*.vn/r' }, vnpay.hashSecret)).toThrow(
      /vnp_ReturnUrl/,
    );
  });

  it('verifies a signed set and refuses one with any value changed', () => {
    const signed = { ...vnpayVector, vnp_SecureHash: VNPAY_VECTOR_HASH };
    expect(vnpayVerify(signed, vnpay.hashSecret)).toBe(true);
    expect(vnpayVerify({ ...signed, vnp_SecureHash: VNPAY_VECTOR_HASH.toUpperCase() }, vnpay.hashSecret)).toBe(true);
    expect(vnpayVerify({ ...signed, vnp_Amount: '5051' }, vnpay.hashSecret)).toBe(false);
    expect(vnpayVerify({ ...vnpayVector }, vnpay.hashSecret)).toBe(false);
    expect(vnpayVerify(signed, 'another-secret')).toBe(false);
  });
});

describe('MoMo signature', () => {
  it('matches the create test vector (values raw, fields in protocol order)', () => {
    expect(momoSignData(MOMO_CREATE_FIELDS, momoVector)).toContain(
      'ipnUrl=http://127.0.0.1:5000/api/payments/momo/ipn&',
    );
    expect(momoSign(MOMO_CREATE_FIELDS, momoVector, momo.secretKey)).toBe(MOMO_VECTOR_SIGNATURE);
  });

  it('verifies a notification and refuses a changed one', () => {
    const ipn = {
      accessKey: momo.accessKey,
      amount: 1210,
      extraData: '',
      message: 'Thành công.',
      orderId: 'ord123-1',
      orderInfo: 'Thanh toan don hang ord123',
      orderType: 'momo_wallet',
      partnerCode: 'MOMO',
      payType: 'qr',
      requestId: 'ord123-1',
      responseTime: 1763800200000,
      resultCode: 0,
      transId: 4088878653,
    };
    const signature = momoSign(MOMO_RESULT_FIELDS, ipn, momo.secretKey);
    expect(momoVerify(MOMO_RESULT_FIELDS, ipn, signature, momo.secretKey)).toBe(true);
    expect(momoVerify(MOMO_RESULT_FIELDS, { ...ipn, amount: 1 }, signature, momo.secretKey)).toBe(false);
    expect(momoVerify(MOMO_RESULT_FIELDS, ipn, 'short', momo.secretKey)).toBe(false);
  });
});
