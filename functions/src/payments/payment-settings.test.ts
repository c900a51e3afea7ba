/** The emulator's payment params and secrets are the demo settings the tests and the sandbox sign with. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../../scripts/lib/local-stack.mjs';
import { DEMO_PAYMENT_SETTINGS } from './payment-settings.js';

const readEnv = (file: string) =>
  Object.fromEntries(
    readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('local payment configuration', () => {
  it("the demo project's functions/.env and functions/.secret.local match DEMO_PAYMENT_SETTINGS", () => {
    const env = readEnv(`.env.${PROJECT_ID}`);
    const secrets = readEnv('.secret.local');
    const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;
    expect({
      VNPAY_PAYMENT_URL: env.VNPAY_PAYMENT_URL,
      VNPAY_TMN_CODE: env.VNPAY_TMN_CODE,
      VNPAY_MIN_AMOUNT: Number(env.VNPAY_MIN_AMOUNT),
      VNPAY_HASH_SECRET: secrets.VNPAY_HASH_SECRET,
      MOMO_CREATE_URL: env.MOMO_CREATE_URL,
      MOMO_PARTNER_CODE: env.MOMO_PARTNER_CODE,
      MOMO_ACCESS_KEY: env.MOMO_ACCESS_KEY,
      MOMO_MIN_AMOUNT: Number(env.MOMO_MIN_AMOUNT),
      MOMO_SECRET_KEY: secrets.MOMO_SECRET_KEY,
      SHOP_BASE_URL: env.SHOP_BASE_URL,
      PAYMENT_RESERVATION_MINUTES: Number(env.PAYMENT_RESERVATION_MINUTES),
    }).toEqual({
      VNPAY_PAYMENT_URL: vnpay.paymentUrl,
      VNPAY_TMN_CODE: vnpay.tmnCode,
      VNPAY_MIN_AMOUNT: vnpay.amount.min,
      VNPAY_HASH_SECRET: vnpay.hashSecret,
      MOMO_CREATE_URL: momo.createUrl,
      MOMO_PARTNER_CODE: momo.partnerCode,
      MOMO_ACCESS_KEY: momo.accessKey,
      MOMO_MIN_AMOUNT: momo.amount.min,
      MOMO_SECRET_KEY: momo.secretKey,
      SHOP_BASE_URL: DEMO_PAYMENT_SETTINGS.returnBaseUrl,
      PAYMENT_RESERVATION_MINUTES: DEMO_PAYMENT_SETTINGS.reservationMinutes,
    });
  });
});
