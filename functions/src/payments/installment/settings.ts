/** What the shop needs to talk to Fundiin (pay later, docs/decisions/0102-pay-later-through-fundiin.md), and its public demo values. */
import { isSandboxUrl, SANDBOX_ORIGIN } from '../gateway-sandbox.js';

export interface FundiinSettings {
  /** Fundiin's host: its paths (/v2/payments, /v2/payments/status, /v2/payments/refund) are appended. */
  apiUrl: string;
  /** Sent as the Client-Id header of every request. */
  clientId: string;
  merchantId: string;
  storeId: string;
  /** Signs requests and checks notifications: HMAC-SHA256 over the raw body. */
  secretKey: string;
}

/** The provider as the order and the payment-url answer name it. */
export const INSTALLMENT_PROVIDER = 'FUNDIIN' as const;

/** Demo values, public on purpose, pointing at the local gateway sandbox, which plays Fundiin. */
export const DEMO_FUNDIIN_SETTINGS: FundiinSettings = {
  apiUrl: SANDBOX_ORIGIN,
  clientId: 'LSDEMOFUNDIIN',
  merchantId: 'LSDEMOMERCHANT',
  storeId: 'LSDEMOSTORE',
  secretKey: 'LAPTOPSHOPDEMOFUNDIINSECRET2026',
};

/** Each Fundiin setting (by its Functions param name), and whether it points at a sandbox or holds a demo key. */
export const fundiinDemoChecks = (settings: FundiinSettings): [string, boolean][] => [
  ['FUNDIIN_API_URL', isSandboxUrl(settings.apiUrl)],
  ['FUNDIIN_CLIENT_ID', settings.clientId === DEMO_FUNDIIN_SETTINGS.clientId],
  ['FUNDIIN_MERCHANT_ID', settings.merchantId === DEMO_FUNDIIN_SETTINGS.merchantId],
  ['FUNDIIN_SECRET_KEY', settings.secretKey === DEMO_FUNDIIN_SETTINGS.secretKey],
];
