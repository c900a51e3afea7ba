/** Deployment configuration. Values that differ between the emulators and production live here. */
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import {
  ALLOW_DEMO_PAYMENTS,
  checkPaymentSettings,
  GATEWAY_AMOUNT_LIMITS,
  type PaymentSettings,
} from './payments/payment-settings.js';
import {
  DEMO_CARRIER_SETTINGS,
  GHN_PRODUCTION_URL,
  GHTK_PRODUCTION_URL,
  type CarrierSettings,
} from './shipping/carrier-settings.js';
import { DEMO_ZALO_SETTINGS, type ZaloSettings } from './messages/zalo/zalo-settings.js';
import {
  DEMO_ANALYTICS_SETTINGS,
  GA4_MP_PRODUCTION_URL,
  META_GRAPH_PRODUCTION_URL,
  type AnalyticsSettings,
} from './analytics/analytics-settings.js';

export const REGION = 'asia-southeast1';

/**
 * The project's Web API key, needed to check passwords through the Identity Toolkit REST API.
 * Any value works against the Auth emulator; set the real key when deploying (docs/deploy.md).
 */
const webApiKey = defineString('WEB_API_KEY', { default: 'emulator-api-key' });

export function identityToolkitConfig(): { baseUrl: string; apiKey: string } {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    baseUrl: emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1',
    apiKey: webApiKey.value(),
  };
}

/**
 * In the emulator suite, Storage exists only when the Storage emulator runs (it cannot start
 * offline, see docs/decisions/0003-offline-emulators.md); in production it always exists.
 */
export function storageAvailable(): boolean {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return true;
  return Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST || process.env.STORAGE_EMULATOR_HOST);
}

/**
 * Google's own proxies in front of the function that append to X-Forwarded-For on both paths (straight
 * to the function's URL and through Hosting); Hosting's edge is not one of them, see
 * HOSTING_PROXY_RANGES. Check both after deploying (docs/decisions/0013-abuse-limits.md).
 */
const trustedProxyHopsParam = defineInt('TRUSTED_PROXY_HOPS', { default: 1 });
export const trustedProxyHops = (): number => trustedProxyHopsParam.value();

/**
 * Comma-separated CIDR ranges Firebase Hosting forwards rewrites from. Empty: a Hosting visitor is
 * keyed by the Hosting edge that forwarded it (nobody can choose a key, but visitors behind one edge
 * share a budget).
 */
const hostingProxyRangesParam = defineString('HOSTING_PROXY_RANGES', { default: '' });
export const hostingProxyRanges = (): string[] =>
  hostingProxyRangesParam
    .value()
    .split(',')
    .map((range) => range.trim())
    .filter(Boolean);

/**
 * Payment gateways (docs/decisions/0014-payments.md). The emulator reads the demo values from
 * functions/.env.<the demo project id> and functions/.secret.local; a deploy asks for the merchant's.
 */
const gatewayParams = {
  vnpayPaymentUrl: defineString('VNPAY_PAYMENT_URL', { default: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' }),
  vnpayRefundUrl: defineString('VNPAY_REFUND_URL', {
    default: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  }),
  vnpayTmnCode: defineString('VNPAY_TMN_CODE'),
  vnpayHashSecret: defineSecret('VNPAY_HASH_SECRET'),
  vnpayMinAmount: defineInt('VNPAY_MIN_AMOUNT', { default: GATEWAY_AMOUNT_LIMITS.VNPAY.min }),
  momoCreateUrl: defineString('MOMO_CREATE_URL', { default: 'https://test-payment.momo.vn/v2/gateway/api/create' }),
  momoRefundUrl: defineString('MOMO_REFUND_URL', { default: 'https://test-payment.momo.vn/v2/gateway/api/refund' }),
  momoPartnerCode: defineString('MOMO_PARTNER_CODE'),
  momoAccessKey: defineString('MOMO_ACCESS_KEY'),
  momoSecretKey: defineSecret('MOMO_SECRET_KEY'),
  momoMinAmount: defineInt('MOMO_MIN_AMOUNT', { default: GATEWAY_AMOUNT_LIMITS.MOMO.min }),
  /** The shop's public origin (return pages) and the origin the gateways notify (/api through Hosting). */
  shopBaseUrl: defineString('SHOP_BASE_URL'),
  /**
   * The key the bank-notification service (SePay, or Casso in SePay's format) sends as
   * `Authorization: Apikey <key>`; set it in the service's webhook settings too
   * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
   */
  bankWebhookApiKey: defineString('BANK_WEBHOOK_API_KEY'),
  /** Pay later through Fundiin (docs/decisions/0102-pay-later-through-fundiin.md): the host Fundiin gives, its ids and secret. */
  fundiinApiUrl: defineString('FUNDIIN_API_URL'),
  fundiinClientId: defineString('FUNDIIN_CLIENT_ID'),
  fundiinMerchantId: defineString('FUNDIIN_MERCHANT_ID'),
  fundiinStoreId: defineString('FUNDIIN_STORE_ID'),
  fundiinSecretKey: defineSecret('FUNDIIN_SECRET_KEY'),
  /** The demo project sets it: sandbox URLs and public demo keys are refused otherwise. */
  allowDemoPayments: defineBoolean(ALLOW_DEMO_PAYMENTS, { default: false }),
};

/**
 * SHOP_BASE_URL without a trailing slash: the one setting for the shop's public origin, read by the
 * payments and by the ssr and seo functions (site-origin.ts), never taken from a request.
 */
export const shopBaseUrl = (): string => gatewayParams.shopBaseUrl.value().replace(/\/+$/, '');

/** The secrets the api function must be deployed with. */
export const paymentSecrets = [
  gatewayParams.vnpayHashSecret,
  gatewayParams.momoSecretKey,
  gatewayParams.fundiinSecretKey,
];

/**
 * The gateways' settings, refused (a thrown error naming ALLOW_DEMO_PAYMENTS) when they are the
 * sandboxes or the public demo keys outside the emulator and without that setting.
 */
export function paymentSettings(): PaymentSettings {
  const p = gatewayParams;
  const base = shopBaseUrl();
  const allowDemo = p.allowDemoPayments.value() || process.env.FUNCTIONS_EMULATOR === 'true';
  return checkPaymentSettings(readPaymentSettings(base), { allowDemo });
}

function readPaymentSettings(base: string): PaymentSettings {
  const p = gatewayParams;
  return {
    vnpay: {
      paymentUrl: p.vnpayPaymentUrl.value(),
      tmnCode: p.vnpayTmnCode.value(),
      hashSecret: p.vnpayHashSecret.value(),
      amount: { min: p.vnpayMinAmount.value(), max: GATEWAY_AMOUNT_LIMITS.VNPAY.max },
      refundUrl: p.vnpayRefundUrl.value(),
    },
    momo: {
      createUrl: p.momoCreateUrl.value(),
      partnerCode: p.momoPartnerCode.value(),
      accessKey: p.momoAccessKey.value(),
      secretKey: p.momoSecretKey.value(),
      amount: { min: p.momoMinAmount.value(), max: GATEWAY_AMOUNT_LIMITS.MOMO.max },
      refundUrl: p.momoRefundUrl.value(),
    },
    returnBaseUrl: base,
    ipnBaseUrl: base,
    bank: { webhookApiKey: p.bankWebhookApiKey.value() },
    installment: {
      apiUrl: p.fundiinApiUrl.value(),
      clientId: p.fundiinClientId.value(),
      merchantId: p.fundiinMerchantId.value(),
      storeId: p.fundiinStoreId.value(),
      secretKey: p.fundiinSecretKey.value(),
    },
  };
}

/**
 * Email (docs/decisions/0021-email-and-accounts.md): the SMTP server as nodemailer's URL
 * (smtp://user@host:port, smtps:// for TLS), its password as a secret, and the From address. The
 * demo project points at the local mail catcher (scripts/mail-catcher).
 */
const mailParams = {
  smtpUrl: defineString('SMTP_URL'),
  smtpPassword: defineSecret('SMTP_PASSWORD'),
  mailFrom: defineString('MAIL_FROM', { default: 'Laptop Shop <no-reply@laptopshop.example>' }),
};

/** The secrets the mail sender must be deployed with. */
export const mailSecrets = [mailParams.smtpPassword];

export const mailSettings = (): { smtpUrl: string; smtpPassword: string; from: string } => ({
  smtpUrl: mailParams.smtpUrl.value(),
  smtpPassword: mailParams.smtpPassword.value(),
  from: mailParams.mailFrom.value(),
});

/**
 * Signs the restock alert emails' unsubscribe links (mail/alert-unsubscribe-token.ts): the api checks
 * them and the product trigger makes them, so both are deployed with it. The emulator reads the demo
 * value from functions/.secret.local; set a long random one when deploying (docs/deploy.md).
 */
const alertUnsubscribeSecret = defineSecret('ALERT_UNSUBSCRIBE_SECRET');
export const alertSecrets = [alertUnsubscribeSecret];
export const alertTokenSecret = (): string => alertUnsubscribeSecret.value();

/**
 * Carriers (docs/shipping-carriers.md): GHN's and GHTK's API URLs, shop id and client source as
 * params, their tokens and webhook secrets as secrets. The emulator reads the carrier sandbox's demo
 * values from functions/.env.<the demo project id> and functions/.secret.local.
 */
const carrierParams = {
  ghnApiUrl: defineString('GHN_API_URL', { default: GHN_PRODUCTION_URL }),
  ghnShopId: defineString('GHN_SHOP_ID', { default: '' }),
  ghnToken: defineSecret('GHN_TOKEN'),
  ghnWebhookToken: defineSecret('GHN_WEBHOOK_TOKEN'),
  ghtkApiUrl: defineString('GHTK_API_URL', { default: GHTK_PRODUCTION_URL }),
  ghtkClientSource: defineString('GHTK_CLIENT_SOURCE', { default: '' }),
  ghtkToken: defineSecret('GHTK_TOKEN'),
  ghtkWebhookHash: defineSecret('GHTK_WEBHOOK_HASH'),
};

/** The secrets a function that calls a carrier must be deployed with. */
export const carrierSecrets = [
  carrierParams.ghnToken,
  carrierParams.ghnWebhookToken,
  carrierParams.ghtkToken,
  carrierParams.ghtkWebhookHash,
];

export const carrierSettings = (): CarrierSettings => ({
  ghn: {
    apiUrl: carrierParams.ghnApiUrl.value().replace(/\/+$/, ''),
    shopId: carrierParams.ghnShopId.value(),
    token: carrierParams.ghnToken.value(),
    webhookToken: carrierParams.ghnWebhookToken.value(),
  },
  ghtk: {
    apiUrl: carrierParams.ghtkApiUrl.value().replace(/\/+$/, ''),
    clientSource: carrierParams.ghtkClientSource.value(),
    token: carrierParams.ghtkToken.value(),
    webhookHash: carrierParams.ghtkWebhookHash.value(),
  },
  timeoutMs: DEMO_CARRIER_SETTINGS.timeoutMs,
});

/**
 * Zalo ZNS (docs/decisions/0111-zalo-zns-messages.md): ZNS's and Zalo OAuth's hosts and the Official
 * Account app's id as params; the app's secret key and the authorization's first refresh token as
 * secrets. The demo project points at the local ZNS sandbox (scripts/zns-sandbox), which the deploy refuses.
 */
const zaloParams = {
  znsApiUrl: defineString('ZNS_API_URL', { default: 'https://business.openapi.zalo.me' }),
  oauthUrl: defineString('ZALO_OAUTH_URL', { default: 'https://oauth.zaloapp.com' }),
  appId: defineString('ZALO_APP_ID', { default: '' }),
  appSecret: defineSecret('ZALO_APP_SECRET'),
  refreshToken: defineSecret('ZALO_REFRESH_TOKEN'),
};

/** The secrets the message sender and the token refresh must be deployed with. */
export const zaloSecrets = [zaloParams.appSecret, zaloParams.refreshToken];

export const zaloSettings = (): ZaloSettings => ({
  znsApiUrl: zaloParams.znsApiUrl.value(),
  oauthUrl: zaloParams.oauthUrl.value(),
  appId: zaloParams.appId.value(),
  secretKey: zaloParams.appSecret.value(),
  initialRefreshToken: zaloParams.refreshToken.value(),
  timeoutMs: DEMO_ZALO_SETTINGS.timeoutMs,
});

/**
 * The server's purchase event (docs/analytics-server.md): GA4 Measurement Protocol's collect URL and
 * the Graph API's versioned base as params, GA4's API secret and Meta's Conversions API token as
 * secrets. The demo project points at the local analytics collector, which the deploy refuses.
 */
const analyticsParams = {
  ga4MpUrl: defineString('GA4_MP_URL', { default: GA4_MP_PRODUCTION_URL }),
  metaGraphUrl: defineString('META_GRAPH_URL', { default: META_GRAPH_PRODUCTION_URL }),
  ga4ApiSecret: defineSecret('GA4_API_SECRET'),
  metaAccessToken: defineSecret('META_CAPI_ACCESS_TOKEN'),
};

/** The secrets the purchase event's sender must be deployed with. */
export const analyticsSecrets = [analyticsParams.ga4ApiSecret, analyticsParams.metaAccessToken];

export const analyticsSettings = (): AnalyticsSettings => ({
  ga4MpUrl: analyticsParams.ga4MpUrl.value(),
  metaGraphUrl: analyticsParams.metaGraphUrl.value().replace(/\/+$/, ''),
  ga4ApiSecret: analyticsParams.ga4ApiSecret.value(),
  metaAccessToken: analyticsParams.metaAccessToken.value(),
  timeoutMs: DEMO_ANALYTICS_SETTINGS.timeoutMs,
});
