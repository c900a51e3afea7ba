/** The emulator's payment params and secrets are the demo settings the tests and the sandbox sign with. */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../../local-stack.mjs';
import { afterEach, vi } from 'vitest';
import { checkPaymentSettings, DEMO_PAYMENT_SETTINGS, type PaymentSettings } from './payment-settings.js';
import { paymentSettings } from '../config.js';

// Read as the deploy checks read them (node:util parseEnv, dotenv's format).
const readEnv = (file: string) => parseEnv(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

describe('local payment configuration', () => {
  it("the demo project's functions/.env and functions/.secret.local match DEMO_PAYMENT_SETTINGS", () => {
    const env = readEnv(`.env.${PROJECT_ID}`);
    const secrets = readEnv('.secret.local');
    const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;
    expect({
      VNPAY_PAYMENT_URL: env.VNPAY_PAYMENT_URL,
      VNPAY_REFUND_URL: env.VNPAY_REFUND_URL,
      VNPAY_TMN_CODE: env.VNPAY_TMN_CODE,
      VNPAY_MIN_AMOUNT: Number(env.VNPAY_MIN_AMOUNT),
      VNPAY_HASH_SECRET: secrets.VNPAY_HASH_SECRET,
      MOMO_CREATE_URL: env.MOMO_CREATE_URL,
      MOMO_REFUND_URL: env.MOMO_REFUND_URL,
      MOMO_PARTNER_CODE: env.MOMO_PARTNER_CODE,
      MOMO_ACCESS_KEY: env.MOMO_ACCESS_KEY,
      MOMO_MIN_AMOUNT: Number(env.MOMO_MIN_AMOUNT),
      MOMO_SECRET_KEY: secrets.MOMO_SECRET_KEY,
      SHOP_BASE_URL: env.SHOP_BASE_URL,
      BANK_WEBHOOK_API_KEY: env.BANK_WEBHOOK_API_KEY,
      FUNDIIN_API_URL: env.FUNDIIN_API_URL,
      FUNDIIN_CLIENT_ID: env.FUNDIIN_CLIENT_ID,
      FUNDIIN_MERCHANT_ID: env.FUNDIIN_MERCHANT_ID,
      FUNDIIN_STORE_ID: env.FUNDIIN_STORE_ID,
      FUNDIIN_SECRET_KEY: secrets.FUNDIIN_SECRET_KEY,
    }).toEqual({
      VNPAY_PAYMENT_URL: vnpay.paymentUrl,
      VNPAY_REFUND_URL: vnpay.refundUrl,
      VNPAY_TMN_CODE: vnpay.tmnCode,
      VNPAY_MIN_AMOUNT: vnpay.amount.min,
      VNPAY_HASH_SECRET: vnpay.hashSecret,
      MOMO_CREATE_URL: momo.createUrl,
      MOMO_REFUND_URL: momo.refundUrl,
      MOMO_PARTNER_CODE: momo.partnerCode,
      MOMO_ACCESS_KEY: momo.accessKey,
      MOMO_MIN_AMOUNT: momo.amount.min,
      MOMO_SECRET_KEY: momo.secretKey,
      SHOP_BASE_URL: DEMO_PAYMENT_SETTINGS.returnBaseUrl,
      BANK_WEBHOOK_API_KEY: DEMO_PAYMENT_SETTINGS.bank.webhookApiKey,
      FUNDIIN_API_URL: DEMO_PAYMENT_SETTINGS.installment.apiUrl,
      FUNDIIN_CLIENT_ID: DEMO_PAYMENT_SETTINGS.installment.clientId,
      FUNDIIN_MERCHANT_ID: DEMO_PAYMENT_SETTINGS.installment.merchantId,
      FUNDIIN_STORE_ID: DEMO_PAYMENT_SETTINGS.installment.storeId,
      FUNDIIN_SECRET_KEY: DEMO_PAYMENT_SETTINGS.installment.secretKey,
    });
  });
});

/** What a merchant deploys with: its own codes and keys, the gateways' production URLs. */
const MERCHANT: PaymentSettings = {
  ...DEMO_PAYMENT_SETTINGS,
  vnpay: {
    ...DEMO_PAYMENT_SETTINGS.vnpay,
    paymentUrl: 'https://pay.vnpay.vn/vpcpay.html',
    refundUrl: 'https://merchant.vnpay.vn/merchant_webapi/api/transaction',
    tmnCode: 'SHOP0001',
    hashSecret: 'merchant-hash-secret',
  },
  momo: {
    ...DEMO_PAYMENT_SETTINGS.momo,
    createUrl: 'https://payment.momo.vn/v2/gateway/api/create',
    refundUrl: 'https://payment.momo.vn/v2/gateway/api/refund',
    partnerCode: 'MOMOSHOP',
    accessKey: 'merchant-access',
    secretKey: 'merchant-secret',
  },
  returnBaseUrl: 'https://shop.example.vn',
  ipnBaseUrl: 'https://shop.example.vn',
  bank: { webhookApiKey: 'merchant-bank-webhook-key' },
  installment: {
    apiUrl: 'https://api.fundiin.vn',
    clientId: 'merchant-client',
    merchantId: 'MERCHANT',
    storeId: 'STORE',
    secretKey: 'merchant-fundiin-secret',
  },
};

describe('production payment settings', () => {
  it("accepts a merchant's own settings", () => {
    expect(checkPaymentSettings(MERCHANT, { allowDemo: false })).toBe(MERCHANT);
  });

  it.each([
    [
      'VNPAY_PAYMENT_URL',
      { vnpay: { ...MERCHANT.vnpay, paymentUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' } },
    ],
    [
      'MOMO_CREATE_URL',
      { momo: { ...MERCHANT.momo, createUrl: 'https://test-payment.momo.vn/v2/gateway/api/create' } },
    ],
    [
      'VNPAY_REFUND_URL',
      { vnpay: { ...MERCHANT.vnpay, refundUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction' } },
    ],
    [
      'MOMO_REFUND_URL',
      { momo: { ...MERCHANT.momo, refundUrl: 'https://test-payment.momo.vn/v2/gateway/api/refund' } },
    ],
    ['VNPAY_HASH_SECRET', { vnpay: { ...MERCHANT.vnpay, hashSecret: DEMO_PAYMENT_SETTINGS.vnpay.hashSecret } }],
    ['MOMO_SECRET_KEY', { momo: { ...MERCHANT.momo, secretKey: DEMO_PAYMENT_SETTINGS.momo.secretKey } }],
    ['MOMO_ACCESS_KEY', { momo: { ...MERCHANT.momo, accessKey: DEMO_PAYMENT_SETTINGS.momo.accessKey } }],
    ['BANK_WEBHOOK_API_KEY', { bank: DEMO_PAYMENT_SETTINGS.bank }],
    ['FUNDIIN_API_URL', { installment: { ...MERCHANT.installment, apiUrl: DEMO_PAYMENT_SETTINGS.installment.apiUrl } }],
    [
      'FUNDIIN_SECRET_KEY',
      { installment: { ...MERCHANT.installment, secretKey: DEMO_PAYMENT_SETTINGS.installment.secretKey } },
    ],
  ])('refuses %s set to a sandbox or demo value, naming ALLOW_DEMO_PAYMENTS; allowed with it', (name, change) => {
    const settings = { ...MERCHANT, ...change };
    expect(() => checkPaymentSettings(settings, { allowDemo: false })).toThrow(
      new RegExp(`${name}.*ALLOW_DEMO_PAYMENTS=true`),
    );
    expect(checkPaymentSettings(settings, { allowDemo: true })).toBe(settings);
  });

  it("refuses a SHOP_BASE_URL holding '*' even for the demo", () => {
    const settings = { ...MERCHANT, returnBaseUrl: 'https://*.shop.vn', ipnBaseUrl: 'https://*.shop.vn' };
    expect(() => checkPaymentSettings(settings, { allowDemo: true })).toThrow(/SHOP_BASE_URL/);
  });

  describe('read from the Functions params (config.ts)', () => {
    const demoEnv = {
      ...readEnv(`.env.${PROJECT_ID}`),
      ...readEnv('.secret.local'),
    } as Record<string, string>;
    afterEach(() => vi.unstubAllEnvs());
    const stubEnv = (env: Record<string, string>) => {
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    };

    it('a deployed api with the demo values and without ALLOW_DEMO_PAYMENTS refuses them with an error naming it', () => {
      stubEnv({ ...demoEnv, ALLOW_DEMO_PAYMENTS: 'false', FUNCTIONS_EMULATOR: '' });
      expect(() => paymentSettings()).toThrow(/ALLOW_DEMO_PAYMENTS=true/);
    });

    it('the demo project (ALLOW_DEMO_PAYMENTS=true in its .env) and the emulator run with them', () => {
      expect(demoEnv.ALLOW_DEMO_PAYMENTS).toBe('true');
      stubEnv({ ...demoEnv, FUNCTIONS_EMULATOR: '' });
      expect(paymentSettings().vnpay.tmnCode).toBe(DEMO_PAYMENT_SETTINGS.vnpay.tmnCode);
      stubEnv({ ...demoEnv, ALLOW_DEMO_PAYMENTS: 'false', FUNCTIONS_EMULATOR: 'true' });
      expect(paymentSettings().momo.accessKey).toBe(DEMO_PAYMENT_SETTINGS.momo.accessKey);
    });
  });
});
