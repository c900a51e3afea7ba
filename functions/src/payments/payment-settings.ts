/**
 * What the shop needs to talk to VNPAY and MoMo. Production reads it from Functions params and
 * secrets (functions/src/config.ts); local runs and tests use DEMO_PAYMENT_SETTINGS, which the
 * gateway sandbox (scripts/gateway-sandbox) shares, so anyone can sign requests locally. Each
 * gateway's part lives in its folder (vnpay/settings.ts, momo/settings.ts).
 */
import { DEMO_MOMO_SETTINGS, MOMO_AMOUNT_LIMITS, momoDemoChecks, type MomoSettings } from './momo/settings.js';
import { DEMO_VNPAY_SETTINGS, VNPAY_AMOUNT_LIMITS, vnpayDemoChecks, type VnpaySettings } from './vnpay/settings.js';
import { DEMO_FUNDIIN_SETTINGS, fundiinDemoChecks, type FundiinSettings } from './installment/settings.js';

export interface PaymentSettings {
  vnpay: VnpaySettings;
  momo: MomoSettings;
  /** Origin of the shop's web pages: the return URLs are `{returnBaseUrl}/payment/{provider}/return`. */
  returnBaseUrl: string;
  /** Origin the gateways' notifications reach the API on: `{ipnBaseUrl}/api/payments/{provider}/ipn`. */
  ipnBaseUrl: string;
  /** The bank-notification service (SePay's format, docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
  bank: {
    /** What the service sends as `Authorization: Apikey <key>`; empty refuses every notification. */
    webhookApiKey: string;
  };
  /** Pay later through Fundiin (installment/settings.ts). */
  installment: FundiinSettings;
}

/** The hosting emulator: web pages and /api. */
const LOCAL_SHOP_ORIGIN = 'http://127.0.0.1:5000';

/** Gateway limits for production, by method (each method's settings say its own). */
export const GATEWAY_AMOUNT_LIMITS = { VNPAY: VNPAY_AMOUNT_LIMITS, MOMO: MOMO_AMOUNT_LIMITS } as const;

/** Demo values, public on purpose, pointing at the local gateway sandbox (each method's own). */
export const DEMO_PAYMENT_SETTINGS: PaymentSettings = {
  vnpay: DEMO_VNPAY_SETTINGS,
  momo: DEMO_MOMO_SETTINGS,
  returnBaseUrl: LOCAL_SHOP_ORIGIN,
  ipnBaseUrl: LOCAL_SHOP_ORIGIN,
  bank: { webhookApiKey: 'LAPTOPSHOPDEMOBANKWEBHOOKKEY2026' },
  installment: DEMO_FUNDIIN_SETTINGS,
};

export const returnPath = (provider: 'vnpay' | 'momo') => `/payment/${provider}/return`;
export const ipnPath = (provider: 'vnpay' | 'momo' | 'installment') => `/api/payments/${provider}/ipn`;
/** Where the bank-notification service posts each transfer. */
export const BANK_WEBHOOK_PATH = '/api/payments/bank/webhook';

/** The setting that lets a deployed shop run on the sandboxes and the public demo keys on purpose. */
export const ALLOW_DEMO_PAYMENTS = 'ALLOW_DEMO_PAYMENTS';

/**
 * The settings (by their Functions param name) that point at a sandbox or hold a public demo key.
 * A shop deployed with any of them takes no real money, or takes it with keys anyone can sign with.
 */
export function demoPaymentSettings(settings: PaymentSettings): string[] {
  const checks: [string, boolean][] = [
    ...vnpayDemoChecks(settings.vnpay),
    ...momoDemoChecks(settings.momo),
    ['BANK_WEBHOOK_API_KEY', settings.bank.webhookApiKey === DEMO_PAYMENT_SETTINGS.bank.webhookApiKey],
    ...fundiinDemoChecks(settings.installment),
  ];
  return checks.filter(([, demo]) => demo).map(([name]) => name);
}

/**
 * Refuses settings a production shop must not run with: sandbox gateway URLs or the public demo
 * keys (unless `allowDemo`: ALLOW_DEMO_PAYMENTS=true, the demo project, the emulator), and a
 * SHOP_BASE_URL holding '*', which VNPAY's references sign differently (vnpay/signature.ts).
 */
export function checkPaymentSettings(settings: PaymentSettings, options: { allowDemo: boolean }): PaymentSettings {
  if (settings.returnBaseUrl.includes('*') || settings.ipnBaseUrl.includes('*')) {
    throw new Error("SHOP_BASE_URL must not contain '*': VNPAY's own libraries sign it differently");
  }
  const demo = options.allowDemo ? [] : demoPaymentSettings(settings);
  if (demo.length > 0) {
    throw new Error(
      `Payment settings point at a gateway sandbox or hold the public demo keys (${demo.join(', ')}). ` +
        `Set the merchant's own values, or set ${ALLOW_DEMO_PAYMENTS}=true to run with them on purpose.`,
    );
  }
  return settings;
}
