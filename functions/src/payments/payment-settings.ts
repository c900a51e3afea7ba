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
  };
  momo: {
    /** The gateway's create endpoint (/v2/gateway/api/create). */
    createUrl: string;
    partnerCode: string;
    accessKey: string;
    secretKey: string;
    amount: AmountRange;
  };
  /** Origin of the shop's web pages: the return URLs are `{returnBaseUrl}/payment/{provider}/return`. */
  returnBaseUrl: string;
  /** Origin the gateways' notifications reach the API on: `{ipnBaseUrl}/api/payments/{provider}/ipn`. */
  ipnBaseUrl: string;
  /** An unpaid order is cancelled and its stock released this long after it was placed. */
  reservationMinutes: number;
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

export const DEFAULT_RESERVATION_MINUTES = 30;

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
  },
  momo: {
    createUrl: `${SANDBOX_ORIGIN}/v2/gateway/api/create`,
    partnerCode: 'MOMO',
    accessKey: 'F8BBA842ECF85',
    secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
    amount: { min: 1, max: GATEWAY_AMOUNT_LIMITS.MOMO.max },
  },
  returnBaseUrl: LOCAL_SHOP_ORIGIN,
  ipnBaseUrl: LOCAL_SHOP_ORIGIN,
  reservationMinutes: DEFAULT_RESERVATION_MINUTES,
};

export const returnPath = (provider: 'vnpay' | 'momo') => `/payment/${provider}/return`;
export const ipnPath = (provider: 'vnpay' | 'momo') => `/api/payments/${provider}/ipn`;
