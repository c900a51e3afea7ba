/** What the shop needs to talk to VNPAY, its production limits and its public demo values (the sandbox's). */
import type { AmountRange } from '../gateway-result.js';
import { isSandboxUrl, SANDBOX_ORIGIN } from '../gateway-sandbox.js';

export interface VnpaySettings {
  /** The gateway's payment page (vpcpay.html). */
  paymentUrl: string;
  tmnCode: string;
  hashSecret: string;
  amount: AmountRange;
  /** The merchant API (merchant_webapi/api/transaction) that takes vnp_Command=refund. */
  refundUrl: string;
}

/** VNPAY's limits in production: 5,000 to under 1,000,000,000. */
export const VNPAY_AMOUNT_LIMITS = { min: 5_000, max: 999_999_999 } as const satisfies AmountRange;

/**
 * Demo values, public on purpose and made up for this project. The minimum is 1 VND because the
 * demo catalogue has the spec's small prices.
 */
export const DEMO_VNPAY_SETTINGS: VnpaySettings = {
  paymentUrl: `${SANDBOX_ORIGIN}/paymentv2/vpcpay.html`,
  tmnCode: 'LSDEMO01',
  hashSecret: 'LAPTOPSHOPDEMOHASHSECRET2026VNPAY',
  amount: { min: 1, max: VNPAY_AMOUNT_LIMITS.max },
  refundUrl: `${SANDBOX_ORIGIN}/merchant_webapi/api/transaction`,
};

/** Each VNPAY setting (by its Functions param name), and whether it points at a sandbox or holds a demo key. */
export const vnpayDemoChecks = (settings: VnpaySettings): [string, boolean][] => [
  ['VNPAY_PAYMENT_URL', isSandboxUrl(settings.paymentUrl)],
  ['VNPAY_REFUND_URL', isSandboxUrl(settings.refundUrl)],
  ['VNPAY_TMN_CODE', settings.tmnCode === DEMO_VNPAY_SETTINGS.tmnCode],
  ['VNPAY_HASH_SECRET', settings.hashSecret === DEMO_VNPAY_SETTINGS.hashSecret],
];
