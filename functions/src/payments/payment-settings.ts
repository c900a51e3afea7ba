/**
 * What the shop needs to talk to VNPAY and MoMo. Production reads it from Functions params and
 * secrets (functions/src/config.ts); local runs and tests use DEMO_PAYMENT_SETTINGS, which the
 * gateway sandbox (scripts/gateway-sandbox) shares, so anyone can sign requests locally.
 */

export interface AmountRange {
  /** Smallest total the gateway accepts, VND. */
  min: number;
  /** Largest total the gateway accepts, VND (inclusive). */
  max: number;
}

export interface PaymentSettings {
  vnpay: {
    /** The gateway's payment page (vpcpay.html). */
    paymentUrl: string;
    tmnCode: string;
    hashSecret: string;
    amount: AmountRange;
    /** The merchant API (merchant_webapi/api/transaction) that takes vnp_Command=refund. */
    refundUrl: string;
  };
  momo: {
    /** The gateway's create endpoint (/v2/gateway/api/create). */
    createUrl: string;
    partnerCode: string;
    accessKey: string;
    secretKey: string;
    amount: AmountRange;
    /** The refund endpoint (/v2/gateway/api/refund). */
    refundUrl: string;
  };
  /** Origin of the shop's web pages: the return URLs are `{returnBaseUrl}/payment/{provider}/return`. */
  returnBaseUrl: string;
  /** Origin the gateways' notifications reach the API on: `{ipnBaseUrl}/api/payments/{provider}/ipn`. */
  ipnBaseUrl: string;
  /** The bank-notification service (SePay's format, docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
  bank: {
    /** What the service sends as `Authorization: Apikey <key>`; empty refuses every notification. */
    webhookApiKey: string;
  };
}

/** Where `npm start` and the tests run the gateway sandbox. */
export const SANDBOX_PORT = 5055;
const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The hosting emulator: web pages and /api. */
const LOCAL_SHOP_ORIGIN = 'http://127.0.0.1:5000';

/** Gateway limits for production (VNPAY: 5,000 to under 1,000,000,000; MoMo captureWallet: 1,000 to 50,000,000). */
export const GATEWAY_AMOUNT_LIMITS = {
  VNPAY: { min: 5_000, max: 999_999_999 },
  MOMO: { min: 1_000, max: 50_000_000 },
} as const satisfies Record<string, AmountRange>;

/**
 * Demo values, public on purpose: VNPAY's are made up for this project, MoMo's are the public test
 * keys from MoMo's own samples. The minimum is 1 VND because the demo catalogue has the spec's small prices.
 */
export const DEMO_PAYMENT_SETTINGS: PaymentSettings = {
  vnpay: {
    paymentUrl: `${SANDBOX_ORIGIN}/paymentv2/vpcpay.html`,
    tmnCode: 'LSDEMO01',
    hashSecret: 'LAPTOPSHOPDEMOHASHSECRET2026VNPAY',
    amount: { min: 1, max: GATEWAY_AMOUNT_LIMITS.VNPAY.max },
    refundUrl: `${SANDBOX_ORIGIN}/merchant_webapi/api/transaction`,
  },
  momo: {
    createUrl: `${SANDBOX_ORIGIN}/v2/gateway/api/create`,
    partnerCode: 'MOMO',
    accessKey: 'F8BBA842ECF85',
    secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
    amount: { min: 1, max: GATEWAY_AMOUNT_LIMITS.MOMO.max },
    refundUrl: `${SANDBOX_ORIGIN}/v2/gateway/api/refund`,
  },
  returnBaseUrl: LOCAL_SHOP_ORIGIN,
  ipnBaseUrl: LOCAL_SHOP_ORIGIN,
  bank: { webhookApiKey: 'LAPTOPSHOPDEMOBANKWEBHOOKKEY2026' },
};

export const returnPath = (provider: 'vnpay' | 'momo') => `/payment/${provider}/return`;
export const ipnPath = (provider: 'vnpay' | 'momo') => `/api/payments/${provider}/ipn`;
/** Where the bank-notification service posts each transfer. */
export const BANK_WEBHOOK_PATH = '/api/payments/bank/webhook';

/** The setting that lets a deployed shop run on the sandboxes and the public demo keys on purpose. */
export const ALLOW_DEMO_PAYMENTS = 'ALLOW_DEMO_PAYMENTS';

/** The gateways' public test systems and the local sandbox: money never moves there. */
const SANDBOX_HOSTS = new Set(['sandbox.vnpayment.vn', 'test-payment.momo.vn', '127.0.0.1', 'localhost']);

const isSandboxUrl = (url: string): boolean => {
  try {
    return SANDBOX_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
};

/**
 * The settings (by their Functions param name) that point at a sandbox or hold a public demo key.
 * A shop deployed with any of them takes no real money, or takes it with keys anyone can sign with.
 */
export function demoPaymentSettings(settings: PaymentSettings): string[] {
  const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;
  const checks: [string, boolean][] = [
    ['VNPAY_PAYMENT_URL', isSandboxUrl(settings.vnpay.paymentUrl)],
    ['VNPAY_REFUND_URL', isSandboxUrl(settings.vnpay.refundUrl)],
    ['VNPAY_TMN_CODE', settings.vnpay.tmnCode === vnpay.tmnCode],
    ['VNPAY_HASH_SECRET', settings.vnpay.hashSecret === vnpay.hashSecret],
    ['MOMO_CREATE_URL', isSandboxUrl(settings.momo.createUrl)],
    ['MOMO_REFUND_URL', isSandboxUrl(settings.momo.refundUrl)],
    ['MOMO_PARTNER_CODE', settings.momo.partnerCode === momo.partnerCode],
    ['MOMO_ACCESS_KEY', settings.momo.accessKey === momo.accessKey],
    ['MOMO_SECRET_KEY', settings.momo.secretKey === momo.secretKey],
    ['BANK_WEBHOOK_API_KEY', settings.bank.webhookApiKey === DEMO_PAYMENT_SETTINGS.bank.webhookApiKey],
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
